import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { findPartnerWithDetails, listPartners } from './queries';

export const partnerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.partner.detail, {
    config: { publicCache: true },
    handler: async (request) => {
      const partner = await findPartnerWithDetails(db, request.params.id);
      if (!partner) throw new HttpError(404, messages.publicNotFound.partner);
      return partner;
    },
  });

  route(app, contract.partner.list, {
    config: { publicCache: true },
    handler: async (request) => listPartners(db, request.query.type),
  });
};
