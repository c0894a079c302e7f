import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginSchema, checkAdminSchema, loginResultSchema, messageSchema, messages } from '@ongi/shared';
import type { Database } from '../../db/client';
import { recordAdminAudit, recordAdminLoginFailure } from '../../lib/admin-audit';
import type { PasswordGuard } from '../../lib/auth-throttle';
import { HttpError } from '../../plugins/http-error';
import { currentUser } from '../../plugins/access';
import { loginRateLimit } from '../../plugins/security';
import { authenticate } from './service';

export interface AdminAccountRoutesOptions {
  db: Database;
  loginRateLimit: number;
  passwordGuard: PasswordGuard;
}

export const adminAccountRoutes: FastifyPluginAsyncZod<AdminAccountRoutesOptions> = async (app, { db, loginRateLimit: max, passwordGuard }) => {
  app.post('/login', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max) },
    schema: {
      tags: ['admin-account'],
      summary: '관리자 로그인',
      body: adminLoginSchema,
      response: { 200: loginResultSchema, 400: messageSchema, 401: messageSchema, 429: messageSchema },
    },
    handler: async (request, reply) => {
      const account = await authenticate(db, passwordGuard, {
        username: request.body.username,
        password: request.body.pwd,
        address: request.ip,
        requiredRole: 'ADMIN',
      }).catch(async (error: unknown) => {
        // The audit trail keeps a wrong password or username (the username tried, never the password);
        // a trail that cannot be written is logged, and the answer stays the login's own.
        if (error instanceof HttpError && error.statusCode === 401) {
          await recordAdminLoginFailure(db, request, request.body.username).catch((auditError: unknown) => request.log.error({ err: auditError }, 'admin login failure not audited'));
        }
        throw error;
      });
      const session = await app.sessions.start(request, reply, { roleType: 'ADMIN', accountSeq: account.accountSeq });
      await recordAdminAudit(db, request, {
        action: 'login',
        resource: 'admin-account',
        targetSeqs: [account.accountSeq],
        summary: '관리자 로그인',
        actor: { accountSeq: account.accountSeq, username: account.username },
        sessionRef: session.publicId,
      });
      return { result: true, name: account.name, username: account.username };
    },
  });

  app.get('/check-admin', {
    config: { access: 'admin' },
    schema: { tags: ['admin-account'], summary: '관리자 세션 확인', response: { 200: checkAdminSchema, 401: messageSchema, 403: messageSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      return { accountSeq: user.accountSeq ?? 0, name: user.name, username: user.username };
    },
  });

  app.post('/logout', {
    config: { access: 'public', changesPublicReads: false },
    schema: { tags: ['admin-account'], summary: '관리자 로그아웃', response: { 200: messageSchema } },
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: messages.login.loggedOut };
    },
  });
};
