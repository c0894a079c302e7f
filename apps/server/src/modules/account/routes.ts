import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { route } from '@server/lib/contract-route';
import { loginRateLimit } from '@server/plugins/security';
import { authenticate } from './service';
import { findNonMemberOrder } from './non-member';

export interface AccountRoutesOptions {
  db: Database;
  loginRateLimit: number;
  passwordGuard: PasswordGuard;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db, loginRateLimit: max, passwordGuard }) => {
  route(app, contract.account.login, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max) },
    handler: async (request, reply) => {
      const account = await authenticate(db, passwordGuard, { username: request.body.username, password: request.body.pwd, address: request.ip });
      await app.sessions.start(request, reply, { roleType: account.roleType, accountSeq: account.accountSeq });
      return { result: true, name: account.name, username: account.username };
    },
  });

  route(app, contract.account.nonMemberLogin, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max) },
    handler: async (request, reply) => {
      const order = await findNonMemberOrder(db, request.body);
      await app.sessions.start(request, reply, {
        roleType: 'NON_MEMBER',
        nonMemberOrderNum: order.orderNum,
        nonMemberName: order.name,
      });
      return { result: true, name: order.name, username: '' };
    },
  });

  route(app, contract.account.checkLogin, {
    handler: async (request) => {
      const user = request.session?.user;
      return user ? { isAuthenticated: true, userInfo: { name: user.name, roleType: user.roleType } } : { isAuthenticated: false, userInfo: null };
    },
  });

  // The spec had a GET; a same-origin <img> (an administrator's rich text could hold one) would log the
  // viewer out, so it is a POST like every other change. A GET answers 405.
  route(app, contract.account.logout, {
    config: { changesPublicReads: false },
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: messages.login.loggedOut };
    },
  });
};
