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
  /**
   * Redis hangs: connections stay open and new ones are accepted, but nothing
   * is answered (a paused or swapping server, a route that drops packets).
   * What the app sends meanwhile is held, and counted in `commandsWhileHung`.
   */
  hang(): void;
  /** The hung Redis answers again: what was held is delivered, late, as a paused Redis would. */
  resume(): void;
  /** Commands the app sent since the last hang(). */
  readonly commandsWhileHung: number;
}

/** RESP commands in bytes a client sent: each is an array whose first element is the command's name. */
const commandsIn = (bytes: Buffer) => bytes.toString('latin1').match(/\*\d+\r\n\$\d+\r\n[A-Za-z]+\r\n/g)?.length ?? 0;

/** A TCP proxy on 127.0.0.1 in front of the test Redis, to take Redis away from an app (stopped, or hung) and bring it back. */
export async function startRedisProxy(): Promise<RedisProxy> {
  const target = new URL(testRedisUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let hung = false;
  let commandsWhileHung = 0;
  /** Per client connection, what arrived while hung, and how to send it on. */
  const held = new Map<net.Socket, { chunks: Buffer[]; flush(): void }>();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        let upstream: net.Socket | null = null;
        const chunks: Buffer[] = [];
        const replies: Buffer[] = [];
        const connectUpstream = () => {
          upstream = net.connect(Number(target.port || 6379), target.hostname);
          sockets.add(upstream);
          upstream.on('close', () => {
            sockets.delete(upstream!);
            client.destroy();
          });
          upstream.on('error', () => undefined);
          upstream.on('data', (bytes) => (hung ? replies.push(bytes) : client.write(bytes)));
        };
        const flush = () => {
          if (!upstream) connectUpstream();
          for (const reply of replies.splice(0)) client.write(reply);
          for (const chunk of chunks.splice(0)) upstream!.write(chunk);
        };
        held.set(client, { chunks, flush });
        sockets.add(client);
        client.on('error', () => undefined);
        client.on('close', () => {
          sockets.delete(client);
          held.delete(client);
          upstream?.destroy();
        });
        client.on('data', (bytes) => {
          if (hung) {
            commandsWhileHung += commandsIn(bytes);
            chunks.push(bytes);
            return;
          }
          upstream!.write(bytes);
        });
        // A connection made while hung reaches nothing until resume().
        if (!hung) connectUpstream();
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
    hang() {
      hung = true;
      commandsWhileHung = 0;
    },
    resume() {
      hung = false;
      for (const connection of held.values()) connection.flush();
    },
    get commandsWhileHung() {
      return commandsWhileHung;
    },
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
