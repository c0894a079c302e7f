import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { listPublicCategories } from './queries';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.category.list, {
    config: { publicCache: true },
    handler: async (request) => {
      const result = await listPublicCategories(db, request.query.categoryParent);
      return result;
    },
  });
};
