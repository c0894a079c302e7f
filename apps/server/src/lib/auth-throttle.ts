import { and, eq, lt, sql } from 'drizzle-orm';
import { formatWait, messages } from '@ongi/shared';
import type { Database } from '../db/client';
import { authThrottles, type ThrottleScope } from '../db/schema';
import { HttpError } from '../plugins/http-error';

/**
 * How many failures a key may have, and how long it then waits. Counts live
 * in the database (auth_throttle) so every instance behind a load balancer
 * sees the same failures; a refused attempt costs one indexed read and never
 * reaches the password hash.
 */
export interface ThrottlePolicy {
  scope: ThrottleScope;
  /** Failures are counted within this window; a quiet window starts the count again. */
  windowMs: number;
  /** After this many failures the key waits (and longer after each further one). */
  maxFailures: number;
  /** The wait after the given failure from the limit on (1 for the failure that reaches it). */
  waitAfter(excess: number): number;
}

const minute = 60_000;

/** Doubling waits from `firstMs`, capped at `capMs`: 30 s, 1 min, 2 min, ... 15 min. */
export function doublingWait(firstMs: number, capMs: number) {
  return (excess: number) => Math.min(capMs, firstMs * 2 ** Math.max(0, excess - 1));
}

/**
 * The three throttles of password checks:
 * - an address across usernames (password spraying): `addressLimit` failures
 *   in 15 minutes, then it waits out the rest of the window;
 * - a username across addresses: after 5 failures, growing delays from
 *   30 seconds to 15 minutes, ended by a successful login;
 * - a member's current password on my-page (change password, delete account,
 *   e-mail change): 5 wrong in 15 minutes, then growing delays.
 */
export function throttlePolicies(addressLimit: number) {
  return {
    loginAddress: {
      scope: 'login-address',
      windowMs: 15 * minute,
      maxFailures: addressLimit,
      // The address waits until its window is over: reported by check() as the rest of the window.
      waitAfter: () => 15 * minute,
    },
    loginUsername: { scope: 'login-username', windowMs: 24 * 60 * minute, maxFailures: 5, waitAfter: doublingWait(30_000, 15 * minute) },
    passwordCheck: { scope: 'password-check', windowMs: 15 * minute, maxFailures: 5, waitAfter: doublingWait(minute, 15 * minute) },
  } satisfies Record<string, ThrottlePolicy>;
}
export type ThrottlePolicies = ReturnType<typeof throttlePolicies>;

/** Refused: the key must wait `waitMs` more. */
export class ThrottledError extends Error {
  constructor(readonly waitMs: number) {
    super(`throttled for ${waitMs} ms`);
    this.name = 'ThrottledError';
  }

  /** The wait as a person reads it: '30초', '2분'. */
  get wait(): string {
    return formatWait(this.waitMs / 1000);
  }
}

/** One key whatever spelling of it was typed: 'Member01 ' and 'member01' wait together. */
const throttleKey = (key: string) => key.trim().toLowerCase().slice(0, 200);

export class AuthThrottle {
  constructor(private readonly db: Database) {}

  /** Throws ThrottledError while the key is waiting. */
  async check(policy: ThrottlePolicy, key: string, now = new Date()): Promise<void> {
    key = throttleKey(key);
    const [row] = await this.db
      .select({ blockedUntil: authThrottles.blockedUntil })
      .from(authThrottles)
      .where(and(eq(authThrottles.scope, policy.scope), eq(authThrottles.key, key)))
      .limit(1);
    const until = row?.blockedUntil?.getTime();
    if (until !== undefined && until > now.getTime()) throw new ThrottledError(until - now.getTime());
  }

  /** Counts a failure; from the limit on the key waits (growing with each failure). */
  async fail(policy: ThrottlePolicy, key: string, now = new Date()): Promise<void> {
    key = throttleKey(key);
    const windowFloor = new Date(now.getTime() - policy.windowMs);
    const stale = sql`${authThrottles.windowStart} < ${windowFloor}`;
    const [row] = await this.db
      .insert(authThrottles)
      .values({ scope: policy.scope, key, failures: 1, windowStart: now, lastFailureAt: now })
      .onConflictDoUpdate({
        target: [authThrottles.scope, authThrottles.key],
        set: {
          failures: sql`case when ${stale} then 1 else ${authThrottles.failures} + 1 end`,
          windowStart: sql`case when ${stale} then ${now} else ${authThrottles.windowStart} end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: authThrottles.failures, windowStart: authThrottles.windowStart });
    const excess = row.failures - policy.maxFailures + 1;
    if (excess <= 0) return;
    const fromWindow = policy.scope === 'login-address';
    const blockedUntil = new Date((fromWindow ? row.windowStart.getTime() : now.getTime()) + policy.waitAfter(excess));
    await this.db
      .update(authThrottles)
      .set({ blockedUntil })
      .where(and(eq(authThrottles.scope, policy.scope), eq(authThrottles.key, key)));
  }

  /** A success clears the key's failures. */
  async succeed(policy: ThrottlePolicy, key: string): Promise<void> {
    key = throttleKey(key);
    await this.db.delete(authThrottles).where(and(eq(authThrottles.scope, policy.scope), eq(authThrottles.key, key)));
  }

  /** Forgets failures nobody has added to for a day (housekeeping). */
  async sweep(now = new Date()): Promise<number> {
    const swept = await this.db
      .delete(authThrottles)
      .where(lt(authThrottles.lastFailureAt, new Date(now.getTime() - 24 * 60 * minute)))
      .returning({ key: authThrottles.key });
    return swept.length;
  }
}

/**
 * The password checks' guard, as the account routes use it: logins counted
 * per address and per username, and a member's current password on my-page
 * counted per member. A refusal is a 429 with the wait in Korean, decided
 * before any password is hashed.
 */
export class PasswordGuard {
  private readonly throttle: AuthThrottle;
  private readonly policies: ThrottlePolicies;

  constructor(db: Database, addressFailureLimit: number) {
    this.throttle = new AuthThrottle(db);
    this.policies = throttlePolicies(addressFailureLimit);
  }

  private async refuseWhileWaiting(checks: Promise<void>[], message: (wait: string) => string) {
    try {
      await Promise.all(checks);
    } catch (error) {
      if (error instanceof ThrottledError) throw new HttpError(429, message(error.wait));
      throw error;
    }
  }

  async beforeLogin(address: string, username: string) {
    await this.refuseWhileWaiting(
      [this.throttle.check(this.policies.loginAddress, address), this.throttle.check(this.policies.loginUsername, username)],
      messages.login.tooManyAttempts,
    );
  }

  async loginFailed(address: string, username: string) {
    await this.throttle.fail(this.policies.loginAddress, address);
    await this.throttle.fail(this.policies.loginUsername, username);
  }

  async loginSucceeded(username: string) {
    await this.throttle.succeed(this.policies.loginUsername, username);
  }

  /** Runs `verify` for the member's current password unless they must wait; counts a wrong one. */
  async checkCurrentPassword(accountSeq: number, verify: () => Promise<boolean>): Promise<boolean> {
    const key = `account:${accountSeq}`;
    await this.refuseWhileWaiting([this.throttle.check(this.policies.passwordCheck, key)], messages.password.tooManyWrong);
    const matches = await verify();
    if (matches) await this.throttle.succeed(this.policies.passwordCheck, key);
    else await this.throttle.fail(this.policies.passwordCheck, key);
    return matches;
  }

  sweep() {
    return this.throttle.sweep();
  }
}
