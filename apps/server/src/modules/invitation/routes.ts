import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agoQuerySchema, betweenQuerySchema, memberOrderPageSchema, messageSchema } from '@ongi/shared';
import type { Database } from '../../db/client';
import { betweenDays, sinceDaysAgo } from '../../lib/period';
import { currentUser } from '../../plugins/access';
import { memberOrderPage, orderOwnerOf } from './service';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };

export const invitationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/get-ago-list', {
    config: { access: 'member' },
    schema: {
      tags: ['invitation'],
      summary: '내 주문 (최근 N일, 청첩장·부고장 함께, 최신순 10개씩; 비회원은 로그인한 주문만)',
      querystring: agoQuerySchema,
      response: { 200: memberOrderPageSchema, ...errors },
    },
    handler: async (request) => {
      const { page, daysAgo } = request.query;
      const result = await memberOrderPage(db, orderOwnerOf(currentUser(request)), sinceDaysAgo(daysAgo), page);
      return result;
    },
  });

  app.get('/get-between-list', {
    config: { access: 'normal' },
    schema: {
      tags: ['invitation'],
      summary: '내 주문 (기간: 한국 날짜 startDate~endDate, 최신순 10개씩)',
      querystring: betweenQuerySchema,
      response: { 200: memberOrderPageSchema, ...errors },
    },
    handler: async (request) => {
      const { page, startDate, endDate } = request.query;
      const result = await memberOrderPage(db, orderOwnerOf(currentUser(request)), betweenDays(startDate, endDate), page);
      return result;
    },
  });
};
