import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelledPaymentPageSchema,
  mainPagePaymentCount,
  mainPagePaymentListSchema,
  mainPagePaymentParamsSchema,
  messageSchema,
  pageParam,
  z,
  type MainPagePayment,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { currentUser } from '../../plugins/access';
import { maskName } from './mask';
import { listLatestPaid } from './queries';
import { cancelledPaymentPage } from './service';

export const paymentPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/getMainPageList/:status', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['payment'],
      summary: '홈 감사한 기부자 (결제 완료 최신 10건, 이름 가림)',
      params: mainPagePaymentParamsSchema,
      response: { 200: mainPagePaymentListSchema, 400: messageSchema },
    },
    handler: async (_request) => {
      const rows = await listLatestPaid(db, mainPagePaymentCount);
      const result = rows.map(
        (row): MainPagePayment => ({
          // The raw name never leaves the server.
          name: maskName(row.name),
          campaignName: row.campaignName,
          amount: row.amount,
          paidAt: (row.paidAt ?? new Date(0)).toISOString(),
        }),
      );
      return result;
    },
  });

  app.get('/cancel-list', {
    config: { access: 'normal' },
    schema: {
      tags: ['payment'],
      summary: '내 취소·환불 내역 (내가 로그인해 결제한 것 중 취소·부분취소, 최신순 10개씩)',
      querystring: z.object({ page: pageParam }),
      response: { 200: cancelledPaymentPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => {
      const result = await cancelledPaymentPage(db, currentUser(request).accountSeq!, request.query.page);
      return result;
    },
  });
};
