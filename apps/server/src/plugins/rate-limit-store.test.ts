import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { messages, itemAt } from '@ongi/shared';
import { loadConfig } from '../config';
import { closeRedis, openRedis } from '../lib/redis';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { redisReachable, startRedisProxy, testRedisPrefix, testRedisUrl, unreachableRedisUrl, type RedisProxy } from '../test/redis';
import { sharedRateLimitStore } from './rate-limit-store';

// Rate limits counted in the machine's Redis (REDIS_URL), and what happens
// when that Redis goes away: the site keeps answering and each instance
// keeps counting on its own.

const keys = testRedisPrefix('rate-limit-store');
const log = pino({ level: 'silent' });
// Only where the test Redis answers (the run says so once when it does not).
let raw: Redis | undefined;
let dataDir: string;

beforeAll(() => {
  if (redisReachable) raw = new Redis(testRedisUrl);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-rate-limit-'));
});
afterAll(async () => {
  if (raw) {
    await keys.flush();
    await raw.quit();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const appWithRedis = (redisUrl: string, limit: number) =>
  createTestApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keys.prefix }),
    loginRateLimit: limit,
  });
const login = (t: TestContext, username: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username, pwd: 'wrong-password' } });
/** The login limit's counter for this username from inject's address, as Redis holds it. */
const countInRedis = (username: string) => raw!.get(`${keys.prefix}rate-limit:POST/api/account/login:127.0.0.1:${username}`);

describe.runIf(redisReachable)('the shared store', () => {
  it('counts one window for a key whatever instance asks, and expires it with the window', async () => {
    const [first, second] = await Promise.all([
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
    ]);
    try {
      const route = { routeInfo: { method: 'POST', url: '/probe' } } as never;
      const stores = [new (sharedRateLimitStore(first))({} as never).child(route), new (sharedRateLimitStore(second))({} as never).child(route)];
      const counts: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const result = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          itemAt(stores, i % 2, "an instance's store").incr('203.0.113.5', (error, value) => (error ? reject(error) : resolve(value!)), 60_000, 10),
        );
        expect(result.ttl).toBeGreaterThan(0);
        expect(result.ttl).toBeLessThanOrEqual(60_000);
        counts.push(result.current);
      }
      expect(counts).toEqual([1, 2, 3, 4]);
      expect(await raw!.pttl(`${keys.prefix}rate-limit:POST/probe:203.0.113.5`)).toBeGreaterThan(59_000);
    } finally {
      await Promise.all([closeRedis(first), closeRedis(second)]);
    }
  });
});

describe.runIf(redisReachable)('reading a count without adding to it', () => {
  it('answers what every instance counted, and nothing for a key never counted', async () => {
    const [first, second] = await Promise.all([
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
    ]);
    try {
      const route = { routeInfo: {} } as never;
      type Readable = ReturnType<InstanceType<ReturnType<typeof sharedRateLimitStore>>['child']> & { read: Done };
      type Done = (key: string, done: (error: Error | null, value?: { current: number; ttl: number }) => void, windowMs: number, max: number) => void;
      const counting = new (sharedRateLimitStore(first))({} as never).child(route);
      const reading = new (sharedRateLimitStore(second))({} as never).child(route) as Readable;
      const read = (key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          reading.read(key, (error, value) => (error ? reject(error) : resolve(value!)), 60_000, 5),
        );
      const incr = (key: string, windowMs: number) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          counting.incr(key, (error, value) => (error ? reject(error) : resolve(value!)), windowMs, 5),
        );
      expect(await read('failures:203.0.113.9')).toEqual({ current: 0, ttl: 0 });
      await incr('failures:203.0.113.9', 60_000);
      await incr('failures:203.0.113.9', 60_000);
      const seen = await read('failures:203.0.113.9');
      expect(seen.current).toBe(2);
      expect(seen.ttl).toBeGreaterThan(0);
      // Reading counts nothing.
      expect((await read('failures:203.0.113.9')).current).toBe(2);
      expect((await incr('failures:203.0.113.9', 60_000)).current).toBe(3);
    } finally {
      await Promise.all([closeRedis(first), closeRedis(second)]);
    }
  });
});

describe("the shared store's look without counting, while Redis is away", () => {
  type Count = { current: number; ttl: number };
  type Call = (key: string, done: (error: Error | null, value?: Count) => void, windowMs: number, max: number) => void;
  const call = (store: object, method: 'incr' | 'read', key: string) =>
    new Promise<Count>((resolve, reject) =>
      (store as Record<typeof method, Call>)[method](key, (error, value) => (error ? reject(error) : resolve(value!)), 60_000, 10),
    );

  it('reads what this process counted while Redis is away', async () => {
    const redis = await openRedis({ url: await unreachableRedisUrl(), keyPrefix: keys.prefix }, log);
    try {
      const store = new (sharedRateLimitStore(redis))({} as never).child({ routeInfo: { method: 'POST', url: '/peek' } } as never);
      await call(store, 'incr', '203.0.113.7');
      expect((await call(store, 'read', '203.0.113.7')).current).toBe(1);
      expect((await call(store, 'read', '203.0.113.8')).current).toBe(0);
    } finally {
      await closeRedis(redis);
    }
  });
});

describe.runIf(redisReachable)('a Redis that goes away', () => {
  let proxy: RedisProxy;
  let t: TestContext;
  beforeAll(async () => {
    proxy = await startRedisProxy();
    t = await appWithRedis(proxy.url, 3);
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  it('counts in Redis while it is there; then each instance limits on its own, and never answers with an error', async () => {
    expect((await login(t, 'outage01')).statusCode).toBe(401);
    expect((await login(t, 'outage01')).statusCode).toBe(401);
    expect(await countInRedis('outage01')).toBe('2');

    await proxy.stop();
    // This instance counted the two as well: Redis going away is no fresh start, one more try, then the limit.
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await login(t, 'outage01')).statusCode);
    expect(statuses).toEqual([401, 429, 429]);
    // Pages that do not count keep answering too.
    expect((await t.app.inject({ method: 'GET', url: '/api/campaign/get-list' })).statusCode).toBe(200);
    expect(await countInRedis('outage01')).toBe('2');
  });

  it('counts in Redis again once it is back', async () => {
    await proxy.start();
    // ioredis reconnects on its own within about two seconds; until then attempts count locally.
    let shared: string | null = null;
    for (let attempt = 0; attempt < 50 && shared === null; attempt += 1) {
      await login(t, `back${String(attempt).padStart(2, '0')}`);
      shared = await countInRedis(`back${String(attempt).padStart(2, '0')}`);
      if (shared === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(shared).toBe('1');
  });
});

describe('a Redis that is down when the instance starts', () => {
  it('starts anyway, answers, and limits each username in this process', async () => {
    const t = await appWithRedis(await unreachableRedisUrl(), 2);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await login(t, 'nobody01')).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
      const blocked = await login(t, 'nobody01');
      expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
      expect((await login(t, 'nobody02')).statusCode).toBe(401);
    } finally {
      // Closing does not wait on the Redis that never came.
      await t.close();
    }
  });
});
