import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqListQuerySchema, faqPageSchema, messageSchema, pageSizes } from '@ongi/shared';
import type { Database } from '../../db/client';
import { listFaqPage } from './queries';

export const faqRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['faq'],
      summary: '자주 묻는 질문 (10개씩, 제목·내용 검색)',
      querystring: faqListQuerySchema,
      response: { 200: faqPageSchema, 400: messageSchema },
    },
    handler: async (request) => {
      const { page, searchType, searchWord } = request.query;
      const result = await listFaqPage(db, searchType, searchWord, { page, size: pageSizes.faq });
      return result;
    },
  });
};
