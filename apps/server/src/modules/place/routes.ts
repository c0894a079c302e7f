import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { MapsConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { lookupRateLimit } from '@server/plugins/security';
import { placeSearch } from './service';

export const placeRoutes: FastifyPluginAsyncZod<{ db: Database; maps: MapsConfig }> = async (app, { db, maps }) => {
  const search = placeSearch({ db, maps });

  route(app, contract.place.search, {
    // Public (the forms work logged out), and with a key each query is a paid call to Kakao: limited per address.
    config: { publicCache: true, rateLimit: lookupRateLimit(60) },
    handler: async (request) => search(request.query.query, request.log),
  });
};
