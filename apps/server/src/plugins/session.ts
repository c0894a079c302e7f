import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SessionRoleType } from '@ongi/shared';
import type { Database } from '../db/client';
import { accounts, sessions } from '../db/schema';

export const sessionCookieName = 'ongi_sid';

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
  user: SessionUser;
  data: Record<string, unknown>;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
}

export interface SessionOptions {
  db: Database;
  maxAgeMs: number;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

function cookieOptions(request: FastifyRequest, maxAgeMs: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
    secure: request.protocol === 'https',
    signed: true,
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

async function loadSession(db: Database, idHash: string): Promise<SessionState | null> {
  const [row] = await db
    .select({
      idHash: sessions.sessionIdHash,
      roleType: sessions.roleType,
      accountSeq: sessions.accountSeq,
      nonMemberOrderNum: sessions.nonMemberOrderNum,
      nonMemberName: sessions.nonMemberName,
      data: sessions.data,
      expiresAt: sessions.expiresAt,
      name: accounts.name,
      username: accounts.username,
      withdrawnAt: accounts.withdrawnAt,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.accountSeq, sessions.accountSeq))
    .where(and(eq(sessions.sessionIdHash, idHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.withdrawnAt) return null;
  return {
    idHash: row.idHash,
    expiresAt: row.expiresAt,
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
 * id (no fixation); logout deletes the row; expired rows are swept lazily.
 */
export const sessionPlugin = fp<SessionOptions>(async (app: FastifyInstance, options) => {
  const { db, maxAgeMs } = options;
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[sessionCookieName];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    request.session = await loadSession(db, hashId(unsigned.value));
  });

  app.decorate('sessions', {
    async start(request: FastifyRequest, reply: FastifyReply, input: StartSessionInput) {
      if (request.session) await db.delete(sessions).where(eq(sessions.sessionIdHash, request.session.idHash));
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + maxAgeMs);
      await db.insert(sessions).values({
        sessionIdHash: hashId(id),
        roleType: input.roleType,
        accountSeq: input.accountSeq ?? null,
        nonMemberOrderNum: input.nonMemberOrderNum ?? null,
        nonMemberName: input.nonMemberName ?? null,
        expiresAt,
      });
      // Housekeeping rides on logins, which are rare next to reads.
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      reply.setCookie(sessionCookieName, id, cookieOptions(request, maxAgeMs));
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      if (request.session) await db.delete(sessions).where(eq(sessions.sessionIdHash, request.session.idHash));
      request.session = null;
      reply.clearCookie(sessionCookieName, { path: '/' });
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
  });
});

export interface SessionControls {
  start(request: FastifyRequest, reply: FastifyReply, input: StartSessionInput): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  saveData(request: FastifyRequest): Promise<void>;
  endAllFor(accountSeq: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionControls;
  }
}
