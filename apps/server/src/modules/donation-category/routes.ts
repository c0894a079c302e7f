import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { donationCategoryTree } from './queries';

export const donationCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.donationCategory.tree, {
    config: { publicCache: true },
    handler: async (_request) => {
      const result = await donationCategoryTree(db);
      return result;
    },
  });
};
