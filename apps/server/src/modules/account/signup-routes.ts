import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDuplicateQuerySchema, checkDuplicateResultSchema, messageSchema, signupRequestSchema, signupResultSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { loginRateLimit, lookupRateLimit } from '../../plugins/security';
import { checkDuplicate, signup } from './signup';

export interface SignupRoutesOptions {
  db: Database;
  loginRateLimit: number;
}

/** /api/account: username check and signup. */
export const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (app, { db, loginRateLimit: max }) => {
  // Per address: enough for a person trying usernames, too few to list who is a member.
  app.get('/check-duplicate', {
    config: { access: 'public', rateLimit: lookupRateLimit(30) },
    schema: {
      tags: ['account'],
      summary: '아이디 중복 확인',
      querystring: checkDuplicateQuerySchema,
      response: { 200: checkDuplicateResultSchema, 400: messageSchema, 429: messageSchema },
    },
    handler: async (request) => checkDuplicate(db, request.query.username),
  });

  app.post('/signup', {
    config: { access: 'public', rateLimit: loginRateLimit(max) },
    schema: {
      tags: ['account'],
      summary: '회원가입 (본인인증 필요, 가입 후 로그인 상태)',
      body: signupRequestSchema,
      response: { 200: signupResultSchema, 400: messageSchema, 409: messageSchema, 429: messageSchema },
    },
    handler: async (request, reply) => {
      const account = await signup(db, request.body);
      // Logged in at once, so the last step can link Naver or Kakao to the new account.
      await app.sessions.start(request, reply, { roleType: 'NORMAL', accountSeq: account.accountSeq });
      return { result: true as const, name: account.name, username: account.username };
    },
  });
};
