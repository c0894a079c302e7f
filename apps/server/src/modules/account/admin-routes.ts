import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { recordAdminAudit, recordAdminLoginFailure } from '@server/lib/admin-audit';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { currentUser } from '@server/plugins/access';
import { loginRateLimit } from '@server/plugins/security';
import { authenticate } from './service';

export interface AdminAccountRoutesOptions {
  db: Database;
  loginRateLimit: number;
  passwordGuard: PasswordGuard;
}

export const adminAccountRoutes: FastifyPluginAsyncZod<AdminAccountRoutesOptions> = async (app, { db, loginRateLimit: max, passwordGuard }) => {
  route(app, contract.admin.account.login, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max) },
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
          await recordAdminLoginFailure(db, request, request.body.username).catch((auditError: unknown) =>
            request.log.error({ err: auditError }, 'admin login failure not audited'),
          );
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

  route(app, contract.admin.account.checkAdmin, {
    handler: async (request) => {
      const user = currentUser(request);
      return { accountSeq: user.accountSeq ?? 0, name: user.name, username: user.username };
    },
  });

  route(app, contract.admin.account.logout, {
    config: { changesPublicReads: false },
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: messages.login.loggedOut };
    },
  });
};
