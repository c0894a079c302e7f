import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { authThrottles, loginKnownAddresses } from '../db/schema';
import { createTestDatabase } from '../test/database';
import { AuthThrottle, ThrottledError, doublingWait, throttlePolicies } from './auth-throttle';

let database: DatabaseHandle;
let throttle: AuthThrottle;
const policies = throttlePolicies({ addressFailures: 3, usernameFailures: 4 });
const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, 0) + ms);
const second = 1000;
const minute = 60 * second;

beforeAll(async () => {
  database = await createTestDatabase();
  throttle = new AuthThrottle(database.db);
});
afterAll(() => database.close());

async function waitOf(check: Promise<void>): Promise<number | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof ThrottledError) return error.waitMs;
    throw error;
  }
}

describe('an address across usernames', () => {
  it('waits out the rest of its 15-minute window after the limit of failures', async () => {
    const policy = policies.loginAddress;
    for (let i = 0; i < 3; i += 1) {
      expect(await waitOf(throttle.check(policy, '198.51.100.1', at(i * second)))).toBeNull();
      await throttle.fail(policy, '198.51.100.1', at(i * second));
    }
    expect(await waitOf(throttle.check(policy, '198.51.100.1', at(5 * second)))).toBe(15 * minute - 5 * second);
    // Another address is untouched, and the window's end frees this one.
    expect(await waitOf(throttle.check(policy, '198.51.100.2', at(5 * second)))).toBeNull();
    expect(await waitOf(throttle.check(policy, '198.51.100.1', at(15 * minute)))).toBeNull();
  });

  it('starts counting again after a quiet window', async () => {
    const policy = policies.loginAddress;
    await throttle.fail(policy, '198.51.100.3', at(0));
    await throttle.fail(policy, '198.51.100.3', at(second));
    await throttle.fail(policy, '198.51.100.3', at(16 * minute));
    await throttle.fail(policy, '198.51.100.3', at(16 * minute + second));
    expect(await waitOf(throttle.check(policy, '198.51.100.3', at(16 * minute + 2 * second)))).toBeNull();
  });
});

describe('an address and a username together', () => {
  it('waits after 5 failures, longer after each further one: 30 s, 1 min, 2 min ...', async () => {
    const policy = policies.loginAddressUsername;
    let now = 0;
    for (let i = 0; i < 4; i += 1) await throttle.fail(policy, 'victim01', at((now += second)));
    expect(await waitOf(throttle.check(policy, 'victim01', at(now)))).toBeNull();
    const waits = [];
    for (let i = 0; i < 4; i += 1) {
      await throttle.fail(policy, 'victim01', at(now));
      const wait = await waitOf(throttle.check(policy, 'victim01', at(now)));
      waits.push(wait);
      now += wait ?? 0;
    }
    expect(waits).toEqual([30 * second, minute, 2 * minute, 4 * minute]);
  });

  it('counts spellings of one username together, and a success clears it', async () => {
    const policy = policies.loginAddressUsername;
    for (let i = 0; i < 5; i += 1) await throttle.fail(policy, i % 2 ? 'Spelled01 ' : 'spelled01', at(i));
    expect(await waitOf(throttle.check(policy, 'SPELLED01', at(10)))).toBe(30 * second - 6);
    await throttle.succeed(policy, 'spelled01');
    expect(await waitOf(throttle.check(policy, 'spelled01', at(10)))).toBeNull();
  });
});

describe('a username from everywhere', () => {
  it('waits out the rest of its hour once its ceiling of failures is reached', async () => {
    const policy = policies.loginUsername;
    for (let i = 0; i < 4; i += 1) await throttle.fail(policy, 'ceiling01', at(i * minute));
    expect(await waitOf(throttle.check(policy, 'ceiling01', at(10 * minute)))).toBe(50 * minute);
    expect(await waitOf(throttle.check(policy, 'ceiling01', at(60 * minute)))).toBeNull();
  });
});

describe('known addresses', () => {
  it('are remembered per username, in any spelling, for 90 days', async () => {
    await throttle.remember('Known01 ', '198.51.100.7', at(0));
    expect(await throttle.isKnown('known01', '198.51.100.7', at(minute))).toBe(true);
    expect(await throttle.isKnown('known01', '198.51.100.8', at(minute))).toBe(false);
    expect(await throttle.isKnown('known02', '198.51.100.7', at(minute))).toBe(false);
    expect(await throttle.isKnown('known01', '198.51.100.7', at(91 * 24 * 60 * minute))).toBe(false);
    // A later login keeps it known longer.
    await throttle.remember('known01', '198.51.100.7', at(60 * 24 * 60 * minute));
    expect(await throttle.isKnown('known01', '198.51.100.7', at(91 * 24 * 60 * minute))).toBe(true);
  });
});

describe('doublingWait', () => {
  it('doubles up to its cap', () => {
    const wait = doublingWait(30 * second, 15 * minute);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(wait)).toEqual([30, 60, 120, 240, 480, 900, 900, 900].map((s) => s * second));
  });
});

describe('ThrottledError', () => {
  it('says the wait as a person reads it', () => {
    expect(new ThrottledError(30 * second).wait).toBe('30초');
    expect(new ThrottledError(14 * minute + 59.2 * second).wait).toBe('15분');
  });
});

describe('sweep', () => {
  it('forgets addresses a username has not logged in from for 90 days', async () => {
    await throttle.remember('swept01', '192.0.2.1', at(0));
    await throttle.remember('swept01', '192.0.2.2', at(80 * 24 * 60 * minute));
    await throttle.sweep(at(91 * 24 * 60 * minute));
    const addresses = (await database.db.select().from(loginKnownAddresses)).filter((row) => row.username === 'swept01').map((row) => row.address);
    expect(addresses).toEqual(['192.0.2.2']);
  });

  it('forgets keys without a failure for a day', async () => {
    await throttle.fail(policies.passwordCheck, 'account:1', at(0));
    await throttle.fail(policies.passwordCheck, 'account:2', at(23 * 60 * minute));
    await throttle.sweep(at(24 * 60 * minute + second));
    const keys = (await database.db.select().from(authThrottles)).filter((row) => row.scope === 'password-check').map((row) => row.key);
    expect(keys).toEqual(['account:2']);
  });
});
