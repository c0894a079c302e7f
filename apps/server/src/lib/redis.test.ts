import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { messages } from '@ongi/shared';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test/app';
import { redisReachable, startRedisProxy, testRedisPrefix, testRedisUrl, type RedisProxy } from '../test/redis';
import { redisCircuit } from './redis';

// Issue 28, 1.6: a Redis that hangs (accepts, never answers) cost every
// rate-limited request the command timeout. Now a few failures open a
// circuit: the limits count in this instance, Redis is not asked until the
// cool-down has passed, and the trip is logged once and shown (metrics,
// readiness).

const keys = testRedisPrefix('redis-circuit');
// Long enough that the thirty-five checks of the first test end inside it on a loaded 2-core machine
// (at 1 s, one more half-open try fell among them there, one command more than the test counts).
const coolDownMs = 4_000;
/** The username check's limit per address (a fast limited route: the test's own pace never outlasts the cool-down). */
const checksPerMinute = 30;
const logged: Array<{ level: number; msg: string }> = [];
const logger = { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-redis-circuit-'));
});
afterAll(async () => {
  await keys.flush();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const appWithRedis = (redisUrl: string) =>
  createTestApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 's'.repeat(40),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keys.prefix,
      METRICS_PORT: '0',
    }),
    redisCoolDownMs: coolDownMs,
    logger,
  });
const check = (t: TestContext, remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/account/check-duplicate?username=circuit01', remoteAddress });
/** `count` checks from one address, one after another: their statuses. */
async function checks(t: TestContext, remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await check(t, remoteAddress)).statusCode);
  return statuses;
}
const circuitGauge = async (t: TestContext) => (await t.app.metrics!.metrics()).match(/^ongi_redis_circuit_open (\d)$/m)?.[1];
const ready = async (t: TestContext) => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json() as { status: string; checks: { redis?: string } };
const linesSaying = (words: string) => logged.filter((line) => line.msg.startsWith(words));

describe.runIf(redisReachable)('a Redis that hangs', () => {
  /** What reached the hung Redis by the time the circuit opened. */
  let sentWhileOpen = 0;
  let proxy: RedisProxy;
  let t: TestContext;
  let raw: Redis;
  beforeAll(async () => {
    proxy = await startRedisProxy();
    t = await appWithRedis(proxy.url);
    raw = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await raw.quit();
  });
  const countInRedis = (address: string) => raw.get(`${keys.prefix}rate-limit:GET/api/account/check-duplicate:${address}`);

  it('opens the circuit after a few failures, then answers every limited request without asking Redis, the limit holding in this instance', async () => {
    expect((await check(t, '203.0.113.10')).statusCode).toBe(200);
    expect(await countInRedis('203.0.113.10')).toBe('1');
    expect(await circuitGauge(t)).toBe('0');

    proxy.hang();
    // Counted in this process from zero: the limit still refuses the request after the thirtieth.
    expect(await checks(t, '203.0.113.1', checksPerMinute + 5)).toEqual([...Array(checksPerMinute).fill(200), ...Array(5).fill(429)]);
    expect((await check(t, '203.0.113.1')).json()).toEqual({ message: messages.common.tooManyRequests });
    // Another address has its own count here too.
    expect((await check(t, '203.0.113.2')).statusCode).toBe(200);
    // Only the commands that opened the circuit went to the hung Redis; the other thirty-odd requests did not wait on it.
    // At most that many: a command that failed while its connection was being made again never left this process.
    expect(proxy.commandsWhileHung).toBeLessThanOrEqual(redisCircuit.failures);
    sentWhileOpen = proxy.commandsWhileHung;

    expect(await circuitGauge(t)).toBe('1');
    expect(await ready(t)).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'failed', storage: 'ok' } });
    // Readiness asked nothing of Redis either: the circuit answered for it.
    expect(proxy.commandsWhileHung).toBe(sentWhileOpen);
    expect(linesSaying('redis circuit open')).toHaveLength(1);
  });

  it('tries Redis again with one request after the cool-down, logging nothing new while it still hangs', async () => {
    await new Promise((resolve) => setTimeout(resolve, coolDownMs + 50));
    expect((await check(t, '203.0.113.3')).statusCode).toBe(200);
    expect(proxy.commandsWhileHung).toBeLessThanOrEqual(sentWhileOpen + 1);
    const afterTry = proxy.commandsWhileHung;
    // That one failed: the circuit is open again for a cool-down, and the requests after it do not ask.
    expect(await checks(t, '203.0.113.3', 5)).toEqual(Array(5).fill(200));
    expect(proxy.commandsWhileHung).toBe(afterTry);
    expect(await circuitGauge(t)).toBe('1');
    expect(linesSaying('redis circuit open')).toHaveLength(1);
  });

  it('shares the limits again once Redis answers after a cool-down, and says so once', async () => {
    proxy.resume();
    await new Promise((resolve) => setTimeout(resolve, coolDownMs + 50));
    expect((await check(t, '203.0.113.4')).statusCode).toBe(200);
    expect(await countInRedis('203.0.113.4')).toBe('1');
    expect((await check(t, '203.0.113.4')).statusCode).toBe(200);
    expect(await countInRedis('203.0.113.4')).toBe('2');
    expect(await circuitGauge(t)).toBe('0');
    expect(await ready(t)).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    expect(linesSaying('redis circuit closed')).toHaveLength(1);
  });
});

describe('a Redis that accepts connections and never answers, from the start', () => {
  it('starts, answers every limited request, and limits in this instance', async () => {
    // No Redis behind it at all: a listener that takes the connection and says nothing.
    const silent = net.createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const t = await appWithRedis(`redis://127.0.0.1:${(silent.address() as net.AddressInfo).port}`);
    try {
      expect(await checks(t, '203.0.113.5', checksPerMinute + 2)).toEqual([...Array(checksPerMinute).fill(200), 429, 429]);
      expect(await circuitGauge(t)).toBe('1');
      expect((await ready(t)).status).toBe('degraded');
    } finally {
      await t.close();
      silent.close();
    }
  });
});
