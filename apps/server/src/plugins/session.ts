import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { loggedInHintCookie, type SessionRoleType } from '@ongi/shared';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { isApiRequest } from './security';

export interface SessionUser {
  roleType: SessionRoleType;
  /** Set for members and administrators. */
  accountSeq: number | null;
  name: string;
  username: string;
  /** Set for non-members: the one order their session may see. */
  nonMemberOrderNum: string | null;
}

export interface SessionState {
  idHash: string;
  publicId: string;
  user: SessionUser;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/** A session as the member's device list shows it. */
export interface SessionRecord {
  idHash: string;
  publicId: string;
  userAgent: string | null;
  ipAddress: string | null;
  createDate: Date;
  lastSeenAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike and never asks who it is (stored
     * files): no session is looked up for it, so it keeps answering while
     * the database does not.
     */
    sessionless?: boolean;
  }
}

export interface SessionOptions {
  db: Database;
  /** Absolute lifetime: a session ends this long after login, used or not. */
  maxAgeMs: number;
  /** Idle timeout: a session unused this long ends (ASVS 7.3.1). */
  idleMs: number;
  /**
   * PUBLIC_URL is https: the cookie is Secure and carries the __Host- prefix
   * (no Domain, Path=/), decided by configuration, never by forwarded headers.
   */
  secureCookies: boolean;
}

/** The session cookie's name: __Host- prefixed whenever the site is served over HTTPS. */
export function sessionCookieNameFor(secureCookies: boolean): string {
  return secureCookies ? '__Host-ongi_sid' : 'ongi_sid';
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

// Writing "last seen" on every request would turn reads into writes; a minute
// of precision is plenty for an idle timeout of hours and a device list.
const touchIntervalMs = 60_000;
const userAgentMax = 400;

async function loadSession(db: Database, idHash: string, idleSince: Date): Promise<(SessionState & { lastSeenAt: Date }) | null> {
  const [row] = await db
    .select({
      idHash: sessions.sessionIdHash,
      publicId: sessions.publicId,
      roleType: sessions.roleType,
      accountSeq: sessions.accountSeq,
      nonMemberOrderNum: sessions.nonMemberOrderNum,
      nonMemberName: sessions.nonMemberName,
      data: sessions.data,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      name: accounts.name,
      username: accounts.username,
      withdrawnAt: accounts.withdrawnAt,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.accountSeq, sessions.accountSeq))
    .where(and(eq(sessions.sessionIdHash, idHash), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  if (!row || row.withdrawnAt) return null;
  return {
    idHash: row.idHash,
    publicId: row.publicId,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    data: JSON.parse(row.data) as Record<string, unknown>,
    user: {
      roleType: row.roleType,
      accountSeq: row.accountSeq,
      name: row.name ?? row.nonMemberName ?? '',
      username: row.username ?? '',
      nonMemberOrderNum: row.nonMemberOrderNum,
    },
  };
}

export interface StartSessionInput {
  roleType: SessionRoleType;
  accountSeq?: number;
  nonMemberOrderNum?: string;
  nonMemberName?: string;
}

/**
 * Cookie sessions backed by the `session` table. A login always issues a new
 * id (no fixation); logout deletes the row; a session ends after its absolute
 * lifetime or after an idle period, whichever comes first; ended rows are
 * swept lazily.
 */
export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, options) => {
  const { db, maxAgeMs, idleMs, secureCookies } = options;
  const cookieName = sessionCookieNameFor(secureCookies);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
    signed: true,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
  // The readable hint lives and dies with the session cookie (@ongi/shared session-hint.ts).
  const hintOptions = { path: '/', httpOnly: false, sameSite: 'lax' as const, secure: secureCookies, maxAge: cookieOptions.maxAge };
  const clearCookie = (reply: FastifyReply) => {
    reply.clearCookie(cookieName, { path: '/', secure: secureCookies, sameSite: 'lax', httpOnly: true });
    reply.clearCookie(loggedInHintCookie, { path: '/', secure: secureCookies, sameSite: 'lax' });
  };
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    // A public read answers everyone alike: looking up a visitor's session for it is a wasted query.
    if (!isApiRequest(request) || request.routeOptions.config.publicCache || request.routeOptions.config.sessionless) return;
    const raw = request.cookies[cookieName];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const now = Date.now();
    const loaded = await loadSession(db, hashId(unsigned.value), new Date(now - idleMs));
    if (!loaded) return;
    const { lastSeenAt, ...session } = loaded;
    request.session = session;
    if (now - lastSeenAt.getTime() > touchIntervalMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), ipAddress: request.ip })
        .where(eq(sessions.sessionIdHash, session.idHash));
    }
  });

  app.decorate('sessions', {
    cookieName,
    async start(request: FastifyRequest, reply: FastifyReply, input: StartSessionInput) {
      if (request.session) await db.delete(sessions).where(eq(sessions.sessionIdHash, request.session.idHash));
      const id = randomBytes(32).toString('base64url');
      const publicId = randomBytes(16).toString('base64url');
      const now = new Date();
      await db.insert(sessions).values({
        sessionIdHash: hashId(id),
        publicId,
        roleType: input.roleType,
        accountSeq: input.accountSeq ?? null,
        nonMemberOrderNum: input.nonMemberOrderNum ?? null,
        nonMemberName: input.nonMemberName ?? null,
        expiresAt: new Date(now.getTime() + maxAgeMs),
        lastSeenAt: now,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, userAgentMax) ?? null,
      });
      // Housekeeping rides on logins, which are rare next to reads.
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
      reply.setCookie(cookieName, id, cookieOptions);
      reply.setCookie(loggedInHintCookie, '1', hintOptions);
      return { publicId };
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      if (request.session) await db.delete(sessions).where(eq(sessions.sessionIdHash, request.session.idHash));
      request.session = null;
      clearCookie(reply);
    },
    async saveData(request: FastifyRequest) {
      if (!request.session) return;
      await db
        .update(sessions)
        .set({ data: JSON.stringify(request.session.data) })
        .where(eq(sessions.sessionIdHash, request.session.idHash));
    },
    /** Ends every session of an account, e.g. after withdrawal or a password reset. */
    async endAllFor(accountSeq: number) {
      await db.delete(sessions).where(and(eq(sessions.accountSeq, accountSeq), isNull(sessions.nonMemberOrderNum)));
    },
    /** The account's live sessions, last used first. */
    async listFor(accountSeq: number): Promise<SessionRecord[]> {
      const now = Date.now();
      return db
        .select({
          idHash: sessions.sessionIdHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createDate: sessions.createDate,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.accountSeq, accountSeq),
            isNull(sessions.nonMemberOrderNum),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - idleMs)),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createDate));
    },
    /** Ends one session of the account by its public handle; false when the account has none such. */
    async endOneOf(accountSeq: number, publicId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.accountSeq, accountSeq), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.sessionIdHash });
      return ended.length > 0;
    },
    clearCookie,
  });
});

export interface SessionControls {
  /** The cookie's name in this configuration ('ongi_sid' or '__Host-ongi_sid'). */
  cookieName: string;
  /** Starts a session; answers its public handle (the audit trail names a login's session by it). */
  start(request: FastifyRequest, reply: FastifyReply, input: StartSessionInput): Promise<{ publicId: string }>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  saveData(request: FastifyRequest): Promise<void>;
  endAllFor(accountSeq: number): Promise<void>;
  listFor(accountSeq: number): Promise<SessionRecord[]>;
  endOneOf(accountSeq: number, publicId: string): Promise<boolean>;
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionControls;
  }
}
