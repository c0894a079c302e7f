import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages, type OAuthProvider } from '@ongi/shared';
import type { OAuthProfile } from '@server/integrations/oauth';
import type { SharedRedis } from '@server/lib/redis';
import { HttpError } from '@server/lib/http-error';

// The OAuth round trip's memory between requests lives in two signed, httpOnly
// cookies scoped to /api/oauth (docs/decisions/007): the state issued before
// the provider's page, and the profile the code was exchanged for, waiting for
// the -login or -signup call that follows check-account.

export type OAuthIntent = 'login' | 'connect';

const stateCookie = 'ongi_oauth_state';
const profileCookie = 'ongi_oauth_profile';
const cookiePath = '/api/oauth';
export const stateMinutes = 10;
export const profileMinutes = 5;

interface StateRecord {
  state: string;
  provider: OAuthProvider;
  intent: OAuthIntent;
  /** The account a connect state is bound to; null for login. */
  accountSeq: number | null;
  expiresAt: number;
}

interface ProfileRecord {
  provider: OAuthProvider;
  /** The profile answers only the call that brings the same code back. */
  codeHash: string;
  profile: OAuthProfile;
  expiresAt: number;
}

/** `secure`: PUBLIC_URL is https (configuration decides, never a forwarded header). */
function writeCookie(reply: FastifyReply, name: string, record: object, minutes: number, secure: boolean) {
  reply.setCookie(name, Buffer.from(JSON.stringify(record)).toString('base64url'), {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: minutes * 60,
  });
}

function readCookie<T extends { expiresAt: number }>(request: FastifyRequest, name: string): T | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const record = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as T;
    // The browser drops the cookie at maxAge; a copy replayed later is refused here.
    return record.expiresAt > Date.now() ? record : null;
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Remembers which states were checked, until they expire: a state is spent once. */
export interface SpentStates {
  /** True the first time a state is spent; false if it was spent before. */
  spend(state: string, expiresAt: number): Promise<boolean>;
}

/** The states this process has checked. */
export class LocalSpentStates implements SpentStates {
  private readonly spent = new Map<string, number>();

  async spend(state: string, expiresAt: number): Promise<boolean> {
    return this.spendNow(state, expiresAt);
  }

  spendNow(state: string, expiresAt: number): boolean {
    const now = Date.now();
    for (const [known, until] of this.spent) if (until < now) this.spent.delete(known);
    if (this.spent.has(state)) return false;
    this.spent.set(state, expiresAt);
    return true;
  }
}

/**
 * The states every instance has checked, in Redis (SET NX with the state's
 * remaining lifetime), so a cookie copied before its first use is refused by
 * every instance behind the load balancer. This process remembers them too:
 * while Redis is away a state is still spent here, as it was before Redis.
 */
export class SharedSpentStates implements SpentStates {
  private readonly local = new LocalSpentStates();

  constructor(private readonly redis: SharedRedis) {}

  async spend(state: string, expiresAt: number): Promise<boolean> {
    const firstHere = this.local.spendNow(state, expiresAt);
    const lifetimeMs = Math.max(1, expiresAt - Date.now());
    try {
      const firstAnywhere = (await this.redis.run((client) => client.set(`oauth-state:${state}`, '1', 'PX', lifetimeMs, 'NX'))) === 'OK';
      return firstHere && firstAnywhere;
    } catch {
      return firstHere;
    }
  }
}

/**
 * Issues and checks `state`. A state works once: checking clears the cookie,
 * and the spent states are remembered until they expire (by every instance
 * through Redis when REDIS_URL is set, else by this process), so a copied
 * cookie cannot be replayed either.
 */
export class OAuthStates {
  constructor(
    private readonly secureCookies: boolean,
    private readonly spent: SpentStates = new LocalSpentStates(),
  ) {}

  issue(reply: FastifyReply, input: { provider: OAuthProvider; intent: OAuthIntent; accountSeq?: number }): string {
    const record: StateRecord = {
      state: randomBytes(24).toString('base64url'),
      provider: input.provider,
      intent: input.intent,
      accountSeq: input.accountSeq ?? null,
      expiresAt: Date.now() + stateMinutes * 60_000,
    };
    writeCookie(reply, stateCookie, record, stateMinutes, this.secureCookies);
    return record.state;
  }

  /** Keeps the exchanged profile for the -login or -signup call that brings the same code. */
  keepProfile(reply: FastifyReply, provider: OAuthProvider, code: string, profile: OAuthProfile) {
    const record: ProfileRecord = { provider, codeHash: hashCode(code), profile, expiresAt: Date.now() + profileMinutes * 60_000 };
    writeCookie(reply, profileCookie, record, profileMinutes, this.secureCookies);
  }

  /** Consumes the state cookie; anything but the same provider, intent, account and state is refused. */
  async take(
    request: FastifyRequest,
    reply: FastifyReply,
    expected: { provider: OAuthProvider; intent: OAuthIntent; state: string; accountSeq?: number },
  ): Promise<void> {
    const record = readCookie<StateRecord>(request, stateCookie);
    reply.clearCookie(stateCookie, { path: cookiePath });
    if (!record) throw new HttpError(400, messages.social.stateMismatch);
    // Spent by any check, right or wrong: a state never gets a second try.
    if (!(await this.spent.spend(record.state, record.expiresAt))) throw new HttpError(400, messages.social.stateMismatch);
    const matches =
      record.provider === expected.provider &&
      record.intent === expected.intent &&
      record.accountSeq === (expected.accountSeq ?? null) &&
      sameText(record.state, expected.state);
    if (!matches) throw new HttpError(400, messages.social.stateMismatch);
  }
}

/** The kept profile for this provider and code, or null. */
export function keptProfile(request: FastifyRequest, provider: OAuthProvider, code: string): OAuthProfile | null {
  const record = readCookie<ProfileRecord>(request, profileCookie);
  if (!record || record.provider !== provider || !sameText(record.codeHash, hashCode(code))) return null;
  return record.profile;
}

export function dropProfile(reply: FastifyReply) {
  reply.clearCookie(profileCookie, { path: cookiePath });
}

/**
 * The web app's return pages (spec 000 section 2): login or signup, and
 * linking to an existing account, at PUBLIC_URL (or the server's own address).
 */
export function returnPage(publicUrl: string, provider: OAuthProvider, intent: OAuthIntent): string {
  return `${publicUrl}/${intent}/oauth2/code/${provider}`;
}
