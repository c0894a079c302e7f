import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { IdentityProviderError, type IdentityVerifier } from '@server/integrations/identity';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { loginRateLimit } from '@server/plugins/security';
import { answerSandbox, confirmVerification, prepareVerification } from './service';

export interface IdentityRoutesOptions {
  db: Database;
  verifier: IdentityVerifier | null;
  loginRateLimit: number;
}

/** Registered under /api: /identity/* and the sandbox window's /sandbox/identity-verifications/:id. */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, { db, verifier, loginRateLimit: max }) => {
  route(app, contract.identity.prepare, {
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    handler: async () => prepareVerification(db, verifier),
  });

  route(app, contract.identity.confirm, {
    config: { changesPublicReads: false },
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

  route(app, contract.identity.sandboxAnswer, {
    config: { changesPublicReads: false },
    handler: async (request) => answerSandbox(db, verifier, request.params.identityVerificationId, request.body),
  });
};
