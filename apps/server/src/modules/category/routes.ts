import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListQuerySchema, messageSchema, publicCategoryListSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { listPublicCategories } from './queries';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['category'],
      summary: '공개 카테고리 목록 (탭)',
      querystring: categoryListQuerySchema,
      response: { 200: publicCategoryListSchema, 400: messageSchema },
    },
    handler: async (request) => {
      const result = await listPublicCategories(db, request.query.categoryParent);
      return result;
    },
  });
};
