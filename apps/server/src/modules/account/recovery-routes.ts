import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import { route } from '@server/lib/contract-route';
import { loginRateLimit } from '@server/plugins/security';
import { findIds, requestPasswordReset, resetPassword } from './recovery';

export interface RecoveryRoutesOptions {
  db: Database;
  mailer: Mailer;
  /** Where reset links point: PUBLIC_URL or the server's own address, never the request's Host. */
  publicUrl: string;
  loginRateLimit: number;
}

/** /api/account: find ID and reset a forgotten password. */
export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRoutesOptions> = async (app, { db, mailer, publicUrl, loginRateLimit: max }) => {
  route(app, contract.account.findId, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    handler: async (request) => findIds(db, request.body.identityVerificationId),
  });

  route(app, contract.account.passwordResetRequest, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max) },
    handler: async (request) => {
      // Answered before the account is even looked up: the same sentence, in the same time, for everyone.
      const log = (error: unknown) => request.log.error({ err: error }, 'password reset mail was not sent');
      app.background.run(() => requestPasswordReset(db, mailer, request.body, publicUrl), log);
      return { message: messages.findAccount.resetSent };
    },
  });

  route(app, contract.account.passwordReset, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    handler: async (request) => {
      const accountSeq = await resetPassword(db, request.body);
      // Whoever knew the old password is logged out everywhere.
      await app.sessions.endAllFor(accountSeq);
      return { message: messages.findAccount.resetDone };
    },
  });
};
