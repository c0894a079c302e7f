import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelledPaymentPageSchema,
  mainPagePaymentListSchema,
  mainPagePaymentParamsSchema,
  messageSchema,
  pageParam,
  paymentReceiptSchema,
  receiptParamsSchema,
  wreathMessagePageSchema,
  z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { currentUser } from '../../plugins/access';
import { lookupRateLimit } from '../../plugins/security';
import { cancelledPaymentPage, findReceipt, latestDonors, wreathMessagePage } from './service';

const pageQuery = z.object({ page: pageParam });

export const paymentPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/getMainPageList/:status', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['payment'],
      summary: '홈 감사한 기부자 (결제 완료 최신 10건, 보낸 분이 고른 대로 표시)',
      params: mainPagePaymentParamsSchema,
      response: { 200: mainPagePaymentListSchema, 400: messageSchema },
    },
    handler: async () => latestDonors(db),
  });

  app.get('/message-list', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['payment'],
      summary: '후원 메시지 (결제 완료된 기부화환의 메시지, 최신순 10개씩)',
      querystring: pageQuery,
      response: { 200: wreathMessagePageSchema, 400: messageSchema },
    },
    handler: async (request) => wreathMessagePage(db, request.query.page),
  });

  // The spec's path: the payment's own number, the name and phone it was paid with.
  app.get('/receipt/:paymentId/:name/:phoneNum', {
    config: { access: 'public', rateLimit: lookupRateLimit(20) },
    schema: {
      tags: ['payment'],
      summary: '결제 영수증 조회 (결제번호, 결제한 이름과 연락처)',
      params: receiptParamsSchema,
      response: { 200: paymentReceiptSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request) => findReceipt(db, request.params),
  });

  app.get('/cancel-list', {
    config: { access: 'normal' },
    schema: {
      tags: ['payment'],
      summary: '내 취소·환불 내역 (내가 로그인해 결제한 것 중 취소·부분취소, 최신순 10개씩)',
      querystring: pageQuery,
      response: { 200: cancelledPaymentPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema },
    },
    handler: async (request) => cancelledPaymentPage(db, currentUser(request).accountSeq!, request.query.page),
  });
};
