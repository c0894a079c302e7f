import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCategoryOptionListSchema, adminCategoryOptionsQuerySchema, messageSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { listCategoryOptions } from './queries';

/** /api/admin/category: what the admin forms choose from. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/options', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin-category'],
      summary: '한 분류의 카테고리 전체 (관리자 등록 화면의 선택 목록, 미사용 포함)',
      querystring: adminCategoryOptionsQuerySchema,
      response: { 200: adminCategoryOptionListSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => listCategoryOptions(db, request.query.categoryParent),
  });
};
