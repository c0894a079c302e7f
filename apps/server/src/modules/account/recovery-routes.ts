import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findIdResultSchema,
  findIdSchema,
  messageSchema,
  messages,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { loginRateLimit } from '../../plugins/security';
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
  app.post('/find-id', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    schema: {
      tags: ['account'],
      summary: '아이디 찾기 (본인인증)',
      body: findIdSchema,
      response: { 200: findIdResultSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request) => findIds(db, request.body.identityVerificationId),
  });

  app.post('/password-reset-request', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max) },
    schema: {
      tags: ['account'],
      summary: '비밀번호 재설정 링크 메일 요청 (회원 여부와 관계없이 같은 답)',
      body: passwordResetRequestSchema,
      response: { 200: messageSchema, 400: messageSchema, 429: messageSchema },
    },
    handler: async (request) => {
      // Answered before the account is even looked up: the same sentence, in the same time, for everyone.
      const log = (error: unknown) => request.log.error({ err: error }, 'password reset mail was not sent');
      app.background.run(() => requestPasswordReset(db, mailer, request.body, publicUrl), log);
      return { message: messages.findAccount.resetSent };
    },
  });

  app.post('/password-reset', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    schema: {
      tags: ['account'],
      summary: '비밀번호 재설정 (메일 링크의 토큰)',
      body: passwordResetSchema,
      response: { 200: messageSchema, 400: messageSchema, 429: messageSchema },
    },
    handler: async (request) => {
      const accountSeq = await resetPassword(db, request.body);
      // Whoever knew the old password is logged out everywhere.
      await app.sessions.endAllFor(accountSeq);
      return { message: messages.findAccount.resetDone };
    },
  });
};
