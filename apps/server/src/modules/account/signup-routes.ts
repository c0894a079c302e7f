import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { loginRateLimit, lookupRateLimit } from '@server/plugins/security';
import { checkDuplicate, signup } from './signup';

export interface SignupRoutesOptions {
  db: Database;
  loginRateLimit: number;
}

/** /api/account: username check and signup. */
export const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (app, { db, loginRateLimit: max }) => {
  // Per address: enough for a person trying usernames, too few to list who is a member.
  route(app, contract.account.checkDuplicate, {
    config: { rateLimit: lookupRateLimit(30) },
    handler: async (request) => checkDuplicate(db, request.query.username),
  });

  route(app, contract.account.signup, {
    config: { rateLimit: loginRateLimit(max) },
    handler: async (request, reply) => {
      const account = await signup(db, request.body);
      // Logged in at once, so the last step can link Naver or Kakao to the new account.
      await app.sessions.start(request, reply, { roleType: 'NORMAL', accountSeq: account.accountSeq });
      return { result: true as const, name: account.name, username: account.username };
    },
  });
};
