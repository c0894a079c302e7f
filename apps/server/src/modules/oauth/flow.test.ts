import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { closeRedis, openRedis } from '@server/lib/redis';
import { redisReachable, startRedisProxy, testRedisPrefix, testRedisUrl, unreachableRedisUrl } from '@server/test/redis';
import { LocalSpentStates, SharedSpentStates } from './flow';

// Spent OAuth states, kept by one process or shared by every instance
// through the machine's Redis. The routes' use of them is tested in
// routes.test.ts and, across two instances, in test/multi-instance.test.ts.

const keys = testRedisPrefix('oauth-flow');
const log = pino({ level: 'silent' });
const newState = () => randomBytes(24).toString('base64url');
const inTenMinutes = () => Date.now() + 10 * 60_000;
// Only where the test Redis answers (the run says so once when it does not).
let raw: Redis | undefined;

beforeAll(() => {
  if (redisReachable) raw = new Redis(testRedisUrl);
});
afterAll(async () => {
  if (!raw) return;
  await keys.flush();
  await raw.quit();
});

describe('LocalSpentStates', () => {
  it('spends a state once, and forgets it when it expires', async () => {
    const spent = new LocalSpentStates();
    const state = newState();
    expect(await spent.spend(state, inTenMinutes())).toBe(true);
    expect(await spent.spend(state, inTenMinutes())).toBe(false);
    const expiring = newState();
    expect(await spent.spend(expiring, Date.now() - 1)).toBe(true);
    // Expired entries are dropped at the next spend, so memory holds only live states.
    expect(await spent.spend(newState(), inTenMinutes())).toBe(true);
    expect(await spent.spend(expiring, inTenMinutes())).toBe(true);
  });
});

describe.runIf(redisReachable)('SharedSpentStates with Redis', () => {
  it('a state spent through one connection is spent for every other, until the state would expire', async () => {
    const [first, second] = await Promise.all([
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
      openRedis({ url: testRedisUrl, keyPrefix: keys.prefix }, log),
    ]);
    try {
      const here = new SharedSpentStates(first);
      const there = new SharedSpentStates(second);
      const state = newState();
      expect(await here.spend(state, inTenMinutes())).toBe(true);
      expect(await there.spend(state, inTenMinutes())).toBe(false);
      expect(await here.spend(state, inTenMinutes())).toBe(false);
      const ttl = await raw!.pttl(`${keys.prefix}oauth-state:${state}`);
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
      expect(await there.spend(newState(), inTenMinutes())).toBe(true);
    } finally {
      await Promise.all([closeRedis(first), closeRedis(second)]);
    }
  });

  it('while Redis is away, this process still spends each state once', async () => {
    const proxy = await startRedisProxy();
    const redis = await openRedis({ url: proxy.url, keyPrefix: keys.prefix }, log);
    try {
      const spent = new SharedSpentStates(redis);
      const before = newState();
      expect(await spent.spend(before, inTenMinutes())).toBe(true);
      await proxy.stop();
      expect(await spent.spend(before, inTenMinutes())).toBe(false);
      const during = newState();
      expect(await spent.spend(during, inTenMinutes())).toBe(true);
      expect(await spent.spend(during, inTenMinutes())).toBe(false);
    } finally {
      await closeRedis(redis);
      await proxy.stop();
    }
  });
});

describe('SharedSpentStates without Redis', () => {
  it('works on its own when Redis is down from the start', async () => {
    const redis = await openRedis({ url: await unreachableRedisUrl(), keyPrefix: keys.prefix }, log);
    try {
      const spent = new SharedSpentStates(redis);
      const state = newState();
      expect(await spent.spend(state, inTenMinutes())).toBe(true);
      expect(await spent.spend(state, inTenMinutes())).toBe(false);
    } finally {
      await closeRedis(redis);
    }
  });
});
