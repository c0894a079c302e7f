import { Redis } from 'ioredis';
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long one command may take. A Redis on this network answers in a
 * millisecond or two; a rate-limited request waits this long at most before
 * it is counted in this process instead, and only until the circuit opens.
 */
export const redisCommandTimeoutMs = 150;

/** The circuit: this many failures in a row open it; after the cool-down one command tries Redis again. */
export const redisCircuit = { failures: 3, coolDownMs: 10_000 } as const;

/** Refused at once while the circuit is open: the caller counts in this process, as for any Redis failure. */
export class RedisCircuitOpen extends Error {
  constructor() {
    super('redis circuit open: not asked');
  }
}

/**
 * The connection an instance shares its rate-limit counters and spent OAuth
 * states through (REDIS_URL). Redis is a helper here, never a dependency of
 * the site: callers carry on with this process's own memory whenever a
 * command fails. A Redis that is stopped fails each command at once (no
 * offline queue, no retry of a command). A Redis that hangs (accepts, never
 * answers: a paused or swapping server, a dropped route) would instead cost
 * every limited request the command timeout; so commands go through a
 * circuit breaker: after a few failures in a row Redis is not asked at all
 * for a cool-down, then one command tries it again (the others meanwhile
 * still count here, not waiting on that one), and a success closes it.
 */
export class SharedRedis {
  #breaker: CircuitBreakerPolicy;
  /** Set from the first failure that opened the circuit until Redis answers again: one log line per outage, not one per cool-down. */
  #tripped = false;

  constructor(
    readonly client: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly coolDownMs: number = redisCircuit.coolDownMs,
  ) {
    this.#breaker = this.#newBreaker();
    // A fresh connection answered the ready check: Redis is back, so is sharing (no need to wait out the cool-down).
    client.on('ready', () => {
      if (this.#breaker.state === CircuitState.Closed) return;
      this.#breaker = this.#newBreaker();
      this.#closed();
    });
  }

  /** Whether limits count in this process only (the circuit is open, or trying Redis again). */
  get circuitOpen(): boolean {
    return this.#breaker.state !== CircuitState.Closed;
  }

  /** Runs commands on Redis, unless the circuit is open: then it rejects at once with RedisCircuitOpen. */
  run<T>(commands: (client: Redis) => Promise<T>): Promise<T> {
    // While one command tries Redis again, the others do not queue behind it.
    if (this.#breaker.state === CircuitState.HalfOpen) return Promise.reject(new RedisCircuitOpen());
    return this.#breaker
      .execute(() => commands(this.client))
      .catch((error: unknown) => {
        throw error instanceof BrokenCircuitError ? new RedisCircuitOpen() : error;
      });
  }

  #newBreaker(): CircuitBreakerPolicy {
    const breaker = circuitBreaker(handleAll, { halfOpenAfter: this.coolDownMs, breaker: new ConsecutiveBreaker(redisCircuit.failures) });
    breaker.onBreak((reason) => {
      if (this.#tripped) return;
      this.#tripped = true;
      const err = 'error' in reason ? reason.error : undefined;
      this.log.warn(
        { err },
        `redis circuit open: rate limits and OAuth states count in this instance only, Redis is tried again every ${this.coolDownMs / 1000} s`,
      );
    });
    breaker.onReset(() => this.#closed());
    return breaker;
  }

  #closed() {
    if (!this.#tripped) return;
    this.#tripped = false;
    this.log.info('redis circuit closed: rate limits are shared again');
  }
}

/** Opens REDIS_URL's connection. It starts even when Redis is down: the site works without it. */
export async function openRedis(settings: { url: string; keyPrefix: string; coolDownMs?: number }, log: FastifyBaseLogger): Promise<SharedRedis> {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: redisCommandTimeoutMs,
    // A connection that is not made by then is given up and tried again (a black-holed address never refuses).
    connectTimeout: 1000,
    // Reconnect every 0.2 s at first, then every 2 s, for as long as it takes.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // One line when it goes away and one when it is back, not one per reconnect attempt.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'redis unavailable: rate limits and OAuth states use this instance only until it returns');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('redis reachable again');
  });
  const shared = new SharedRedis(redis, log, settings.coolDownMs);
  await redis.connect().catch(() => undefined);
  return shared;
}

/** QUIT when Redis answers, else just drop the socket, so closing the app never waits on it. */
export async function closeRedis({ client, circuitOpen }: SharedRedis): Promise<void> {
  if (client.status !== 'ready' || circuitOpen) {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
