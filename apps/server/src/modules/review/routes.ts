import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bestReviewListSchema,
  campaignReviewListQuerySchema,
  campaignReviewPageSchema,
  createReviewResultSchema,
  messageSchema,
  myReviewPageSchema,
  optionalBetweenQuerySchema,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { betweenDays } from '../../lib/period';
import { currentUser } from '../../plugins/access';
import type { Storage } from '../../plugins/storage';
import { readReviewForm } from './form';
import { bestReviews, campaignReviewPage, createReview, myReviewPage } from './service';

export interface ReviewRoutesOptions {
  db: Database;
  storage: Storage;
}

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { db, storage }) => {
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

  app.post('/create-review', {
    config: { access: 'member' },
    schema: {
      tags: ['review'],
      summary: '상품평 작성 (multipart: review = JSON, attachList = 사진 최대 5장, JPG·GIF·PNG, 10MB 이하)',
      consumes: ['multipart/form-data'],
      response: {
        200: createReviewResultSchema,
        400: messageSchema,
        401: messageSchema,
        403: messageSchema,
        404: messageSchema,
        409: messageSchema,
        429: messageSchema,
      },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const form = await readReviewForm(request);
      try {
        return await createReview(db, storage, user, form);
      } finally {
        // Stored photos were copied to storage; refused ones are simply gone.
        await form.discard();
      }
    },
  });

  app.get('/get-between-list', {
    config: { access: 'normal' },
    schema: {
      tags: ['review'],
      summary: '나의 상품평 (기간: 한국 날짜 startDate~endDate, 둘 다 없으면 전체, 최신순 10개씩)',
      querystring: optionalBetweenQuerySchema,
      response: { 200: myReviewPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      const user = currentUser(request);
      const period = startDate && endDate ? betweenDays(startDate, endDate) : null;
      const result = await myReviewPage(db, user.accountSeq!, period, page);
      return result;
    },
  });
};
