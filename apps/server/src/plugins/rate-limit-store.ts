import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Result } from 'ioredis';
import type { SharedRedis } from '../lib/redis';

interface Count {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result?: Count) => void;
/** What the plugin hands a store's child: the merged route options, with the route. */
type RouteLimit = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string } };

// A fixed window per key: the first request starts it, the rest count into it
// until it expires. One round trip, atomic across every instance.
const countScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

// The same window read without counting (a limit checked before anything is counted into it).
const peekScript = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {current, ttl}`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    countRequest(key: string, windowMs: number): Result<[number, number], Context>;
    peekRequests(key: string): Result<[number, number], Context>;
  }
}

/**
 * This process's own counts: kept beside Redis's at every request, and
 * answered while Redis is away. Kept all along, not only from the failure, so
 * a Redis blip never gives a client a fresh window here: an abuser counted to
 * the limit in Redis is still at it in the instance that saw the requests.
 */
class LocalCounts {
  private readonly windows = new Map<string, { current: number; endsAt: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= this.maxKeys) this.forget(now);
      window = { current: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }

  read(key: string): Count {
    const now = Date.now();
    const window = this.windows.get(key);
    return !window || window.endsAt <= now ? { current: 0, ttl: 0 } : { current: window.current, ttl: window.endsAt - now };
  }

  /** Drops ended windows, and the oldest when that is not enough: memory stays bounded whatever the keys. */
  private forget(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/**
 * The rate-limit store when REDIS_URL is set: counts in Redis, so a limit
 * holds across every instance behind the load balancer. A Redis command that
 * fails, or is not sent because the circuit is open (a hung Redis, see
 * lib/redis.ts), is answered from this process's own count instead, so while
 * Redis is away each instance still enforces the limit on what it saw (a
 * looser limit, never none, never a fresh start, and never an error page). Without Redis the plugin's own memory store counts.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  redis.client.defineCommand('countRequest', { numberOfKeys: 1, lua: countScript });
  redis.client.defineCommand('peekRequests', { numberOfKeys: 1, lua: peekScript });

  class Store implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly local = new LocalCounts(),
      private readonly namespace = 'rate-limit:',
    ) {}

    incr(key: string, done: Done, windowMs: number): void {
      const here = this.local.count(key, windowMs);
      redis
        .run((client) => client.countRequest(this.namespace + key, windowMs))
        .then(
          ([current, ttl]) => done(null, { current, ttl }),
          () => done(null, here),
        );
    }

    /** The count so far without adding to it (@fastify/rate-limit's `{ increment: false }`): failures counted elsewhere, checked here. */
    read(key: string, done: Done): void {
      redis
        .run((client) => client.peekRequests(this.namespace + key))
        .then(
          ([current, ttl]) => done(null, { current, ttl }),
          () => done(null, this.local.read(key)),
        );
    }

    /** Each limited route counts apart, under its method and path. */
    child(route: RouteLimit): FastifyRateLimitStore {
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      return new Store(undefined, new LocalCounts(), `${this.namespace}${method}${route.routeInfo?.url ?? ''}:`);
    }
  }
  return Store;
}
