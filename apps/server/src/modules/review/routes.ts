import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bestReviewListSchema, campaignReviewListQuerySchema, campaignReviewPageSchema, messageSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { bestReviews, campaignReviewPage } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/campaign-review-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['review'],
      summary: '캠페인 후기 목록과 별점 요약 (10개씩, latest | topRated)',
      querystring: campaignReviewListQuerySchema,
      response: { 200: campaignReviewPageSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const { campaignSeq, sortType, page } = request.query;
      const result = await campaignReviewPage(db, campaignSeq, sortType, page);
      return result;
    },
  });

  app.get('/best-list', {
    config: { access: 'public', publicCache: true },
    schema: { tags: ['review'], summary: '홈 베스트 후기 (별점 높은 순, 최신순, 10개)', response: { 200: bestReviewListSchema } },
    handler: async (_request) => {
      const result = await bestReviews(db);
      return result;
    },
  });
};
