import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  identityConfirmResultSchema,
  identityConfirmSchema,
  identityPrepareSchema,
  identityRequestSchema,
  messageSchema,
  messages,
  sandboxIdentitySchema,
  z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { IdentityProviderError, type IdentityVerifier } from '../../integrations/identity';
import { HttpError } from '../../plugins/http-error';
import { loginRateLimit } from '../../plugins/security';
import { answerSandbox, confirmVerification, prepareVerification } from './service';

export interface IdentityRoutesOptions {
  db: Database;
  verifier: IdentityVerifier | null;
  loginRateLimit: number;
}

const sandboxAnswerResultSchema = z.object({ identityVerificationId: z.string(), status: z.enum(['VERIFIED', 'FAILED']) });

/** Registered under /api: /identity/* and the sandbox window's /sandbox/identity-verifications/:id. */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, { db, verifier, loginRateLimit: max }) => {
  app.post('/identity/prepare', {
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    schema: {
      tags: ['identity'],
      summary: '본인인증 준비 (인증 아이디 발급)',
      body: identityRequestSchema,
      response: { 200: identityPrepareSchema, 400: messageSchema, 429: messageSchema, 503: messageSchema },
    },
    handler: async () => prepareVerification(db, verifier),
  });

  app.post('/identity/confirm', {
    config: { access: 'public', changesPublicReads: false },
    schema: {
      tags: ['identity'],
      summary: '본인인증 결과 확인 (서버가 인증 기관에 조회)',
      body: identityConfirmSchema,
      response: { 200: identityConfirmResultSchema, 400: messageSchema, 502: messageSchema, 503: messageSchema },
    },
    handler: async (request) => {
      try {
        return await confirmVerification(db, verifier, request.body.identityVerificationId);
      } catch (error) {
        if (!(error instanceof IdentityProviderError)) throw error;
        request.log.error({ err: error }, 'identity provider unavailable');
        throw new HttpError(502, messages.identity.error);
      }
    },
  });

  app.post('/sandbox/identity-verifications/:identityVerificationId', {
    config: { access: 'public', changesPublicReads: false },
    schema: {
      tags: ['identity'],
      summary: '샌드박스 본인인증 창의 응답 (PortOne 키가 없을 때만)',
      params: z.object({ identityVerificationId: z.string().min(1).max(100) }),
      body: sandboxIdentitySchema,
      response: { 200: sandboxAnswerResultSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => answerSandbox(db, verifier, request.params.identityVerificationId, request.body),
  });
};
