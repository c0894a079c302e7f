import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, pageSizes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { listFaqPage } from './queries';

export const faqRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.faq.list, {
    config: { publicCache: true },
    handler: async (request) => {
      const { page, searchType, searchWord } = request.query;
      const result = await listFaqPage(db, searchType, searchWord, { page, size: pageSizes.faq });
      return result;
    },
  });
};
