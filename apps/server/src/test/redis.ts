import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { testRedisUrl } from './redis-url';

export { testRedisUrl };

/**
 * Whether that Redis answered when the run started (src/test/global-setup.ts):
 * tests that need it run under `describe.runIf(redisReachable)`. The run prints
 * one line when they are skipped; with REQUIRE_REDIS=1 it fails instead.
 */
export const redisReachable = inject('redisReachable');

/**
 * A key prefix of this test file's own, random per run, so files and runs
 * sharing one Redis never see each other's counters; `flush` deletes only its keys.
 */
export function testRedisPrefix(file: string): { prefix: string; env: Record<string, string>; flush(): Promise<void> } {
  const prefix = `ongi-test:${file}:${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    env: { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix },
    async flush() {
      // Without a Redis nothing was written, and a client would retry forever.
      if (!redisReachable) return;
      const redis = new Redis(testRedisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        await redis.quit();
      }
    },
  };
}

export interface RedisProxy {
  /** A REDIS_URL that reaches the machine's Redis through this proxy. */
  url: string;
  /** Redis goes away: open connections are cut and new ones refused. */
  stop(): Promise<void>;
  /** Redis is back, on the same address. */
  start(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of the test Redis, to take Redis away from an app and bring it back. */
export async function startRedisProxy(): Promise<RedisProxy> {
  const target = new URL(testRedisUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
    start: listen,
  };
}

/** A REDIS_URL where nothing listens: Redis down from the start. */
export async function unreachableRedisUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `redis://127.0.0.1:${port}`;
}
