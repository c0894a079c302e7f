import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { lookupRateLimit } from '@server/plugins/security';
import { verifyInvitation } from './verify';

/** A check costs one guest-page read: a person checks a link or two, a script checking thousands is held off. */
export const verifyPerMinute = 20;

/** /api/invitation/verify: 온기 초대장 확인. */
export const invitationVerifyRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  route(app, contract.invitation.verify, {
    // Not kept in memory (a limited lookup must meet its limit each time); an unknown number also counts as a guess (publicNumber).
    config: { publicNumber: true, rateLimit: lookupRateLimit(verifyPerMinute) },
    handler: async (request) => verifyInvitation(db, request.query.link, publicUrl),
  });
};
