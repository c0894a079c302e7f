import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type { Redis };

/**
 * The connection an instance shares its rate-limit counters and spent OAuth
 * states through (REDIS_URL). Redis is a helper here, never a dependency of
 * the site: a Redis that goes away fails each command at once (no offline
 * queue, no retry of a command, a short command timeout for one that hangs)
 * and the callers carry on with this process's own memory; ioredis keeps
 * reconnecting meanwhile. It starts even when Redis is down, for the same reason.
 */
export async function openRedis(settings: { url: string; keyPrefix: string }, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
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
  await redis.connect().catch(() => undefined);
  return redis;
}

/** QUIT when Redis answers, else just drop the socket, so closing the app never waits on it. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
