import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mainPagePaymentCount, mainPagePaymentListSchema, mainPagePaymentParamsSchema, messageSchema, type MainPagePayment } from '@ongi/shared';
import type { Database } from '../../db/client';
import { maskName } from './mask';
import { listLatestPaid } from './queries';

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
};
