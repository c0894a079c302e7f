import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { lookupRateLimit } from '@server/plugins/security';
import { cancelledPaymentPage, findReceipt, latestDonors, wreathMessagePage } from './public-service';

export const paymentPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.payment.donors, {
    config: { publicCache: true },
    handler: async () => latestDonors(db),
  });

  route(app, contract.payment.wreathMessages, {
    config: { publicCache: true },
    handler: async (request) => wreathMessagePage(db, request.query.page),
  });

  route(app, contract.payment.receipt, {
    config: { rateLimit: lookupRateLimit(20) },
    handler: async (request) => findReceipt(db, request.params),
  });

  route(app, contract.payment.cancelList, {
    handler: async (request) => cancelledPaymentPage(db, currentUser(request).accountSeq!, request.query.page),
  });
};
