import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryTreeSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { donationCategoryTree } from './queries';

export const donationCategoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-all-categories', {
    config: { access: 'public', publicCache: true },
    schema: { tags: ['category'], summary: '기부처 카테고리 (2단계, 사용 중만)', response: { 200: categoryTreeSchema } },
    handler: async (_request) => {
      const result = await donationCategoryTree(db);
      return result;
    },
  });
};
