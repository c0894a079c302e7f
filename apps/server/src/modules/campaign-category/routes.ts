import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { campaignCategoryTree } from './queries';

export const campaignCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.campaignCategory.tree, {
    config: { publicCache: true },
    handler: async (_request) => {
      const result = await campaignCategoryTree(db);
      return result;
    },
  });
};
