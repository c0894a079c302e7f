import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { formatWait, messages, only } from '@ongi/shared';
import type { Database } from '../db/client';
import { authThrottles, loginKnownAddresses, type ThrottleScope } from '../db/schema';
import { HttpError } from './http-error';

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
  /** The wait is counted from the window's start (the key waits out the window), not from the failure. */
  waitsOutWindow?: boolean;
}

const minute = 60_000;

/** Doubling waits from `firstMs`, capped at `capMs`: 30 s, 1 min, 2 min, ... 15 min. */
export function doublingWait(firstMs: number, capMs: number) {
  return (excess: number) => Math.min(capMs, firstMs * 2 ** Math.max(0, excess - 1));
}

export interface ThrottleLimits {
  /** Failed logins per address (any usernames) within 15 minutes: LOGIN_ADDRESS_FAILURE_LIMIT. */
  addressFailures: number;
  /** Failed logins per username from everywhere within an hour: LOGIN_USERNAME_FAILURE_LIMIT. */
  usernameFailures: number;
}

/**
 * The throttles of password checks (docs/decisions/009):
 * - an address across usernames (password spraying): `addressFailures`
 *   failures in 15 minutes, then it waits out the rest of the window;
 * - an address and a username together: after 5 failures, growing delays
 *   from 30 seconds to 15 minutes, ended by a successful login from there.
 *   Failures from elsewhere never delay the owner's own address;
 * - a username from everywhere (guessing spread over many addresses): a high
 *   ceiling, `usernameFailures` in an hour, after which only addresses that
 *   have logged in as it before may try it until the hour is over;
 * - a member's current password on my-page (change password, delete account,
 *   e-mail change): 5 wrong in 15 minutes, then growing delays.
 */
export function throttlePolicies(limits: ThrottleLimits) {
  return {
    loginAddress: {
      scope: 'login-address',
      windowMs: 15 * minute,
      maxFailures: limits.addressFailures,
      // The address waits until its window is over: reported by check() as the rest of the window.
      waitAfter: () => 15 * minute,
      waitsOutWindow: true,
    },
    loginAddressUsername: {
      scope: 'login-address-username',
      windowMs: 24 * 60 * minute,
      maxFailures: 5,
      waitAfter: doublingWait(30_000, 15 * minute),
    },
    loginUsername: { scope: 'login-username', windowMs: 60 * minute, maxFailures: limits.usernameFailures, waitAfter: () => 60 * minute, waitsOutWindow: true },
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
    const rows = await this.db
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
    const row = only(rows, 'the throttle row an upsert returns');
    const excess = row.failures - policy.maxFailures + 1;
    if (excess <= 0) return;
    const blockedUntil = new Date((policy.waitsOutWindow ? row.windowStart.getTime() : now.getTime()) + policy.waitAfter(excess));
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

  /** Forgets failures nobody has added to for a day, and addresses unused for 90 days (housekeeping). */
  async sweep(now = new Date()): Promise<number> {
    const swept = await this.db
      .delete(authThrottles)
      .where(lt(authThrottles.lastFailureAt, new Date(now.getTime() - 24 * 60 * minute)))
      .returning({ key: authThrottles.key });
    const forgotten = await this.db
      .delete(loginKnownAddresses)
      .where(lt(loginKnownAddresses.lastSuccessAt, new Date(now.getTime() - knownAddressDays * 24 * 60 * minute)))
      .returning({ address: loginKnownAddresses.address });
    return swept.length + forgotten.length;
  }

  /** Remembers that the username logged in from the address. */
  async remember(username: string, address: string, now = new Date()): Promise<void> {
    const values = { username: throttleKey(username), address: throttleKey(address), lastSuccessAt: now };
    await this.db
      .insert(loginKnownAddresses)
      .values(values)
      .onConflictDoUpdate({ target: [loginKnownAddresses.username, loginKnownAddresses.address], set: { lastSuccessAt: now } });
  }

  /** Whether the username logged in from the address within the last 90 days. */
  async isKnown(username: string, address: string, now = new Date()): Promise<boolean> {
    const rows = await this.db
      .select({ address: loginKnownAddresses.address })
      .from(loginKnownAddresses)
      .where(
        and(
          eq(loginKnownAddresses.username, throttleKey(username)),
          eq(loginKnownAddresses.address, throttleKey(address)),
          gt(loginKnownAddresses.lastSuccessAt, new Date(now.getTime() - knownAddressDays * 24 * 60 * minute)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}

/** How long an address a username logged in from stays known to it. */
const knownAddressDays = 90;

/** The key of an address and a username together. */
const pairKey = (address: string, username: string) => `${address.trim()} ${username}`;

/**
 * The password checks' guard, as the account routes use it: logins counted
 * per address and per username, and a member's current password on my-page
 * counted per member. A refusal is a 429 with the wait in Korean, decided
 * before any password is hashed.
 */
export class PasswordGuard {
  private readonly throttle: AuthThrottle;
  private readonly policies: ThrottlePolicies;

  constructor(db: Database, limits: ThrottleLimits) {
    this.throttle = new AuthThrottle(db);
    this.policies = throttlePolicies(limits);
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
      [
        this.throttle.check(this.policies.loginAddress, address),
        this.throttle.check(this.policies.loginAddressUsername, pairKey(address, username)),
        this.usernameCeiling(address, username),
      ],
      messages.login.tooManyAttempts,
    );
  }

  /** Past the username's ceiling, an address it has logged in from before still may try. */
  private async usernameCeiling(address: string, username: string) {
    try {
      await this.throttle.check(this.policies.loginUsername, username);
    } catch (error) {
      if (error instanceof ThrottledError && (await this.throttle.isKnown(username, address))) return;
      throw error;
    }
  }

  async loginFailed(address: string, username: string) {
    await this.throttle.fail(this.policies.loginAddress, address);
    await this.throttle.fail(this.policies.loginAddressUsername, pairKey(address, username));
    await this.throttle.fail(this.policies.loginUsername, username);
  }

  /**
   * Clears the failures of this address and username, and remembers the
   * address. The username's ceiling is not cleared: guessing from elsewhere
   * goes on counting whatever the owner does.
   */
  async loginSucceeded(address: string, username: string) {
    await this.throttle.succeed(this.policies.loginAddressUsername, pairKey(address, username));
    await this.throttle.remember(username, address);
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
