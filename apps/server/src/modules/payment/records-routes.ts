import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashReceiptAnswerSchema,
  cashReceiptRequestSchema,
  cashReceiptSavedSchema,
  kioskPaymentPageSchema,
  kioskPaymentParamsSchema,
  messageSchema,
  receiptParamsSchema,
  receivedWreathPageSchema,
  receivedWreathQuerySchema,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { currentUser } from '../../plugins/access';
import { lookupRateLimit } from '../../plugins/security';
import { readCashReceipt, saveCashReceipt } from './cash-receipt';
import { kioskPaymentPage, receivedWreathPage } from './records-service';

// What paid wreaths leave behind for the people around them: the kiosk's
// messages, the host's received wreaths, and the payer's receipt details.

/** Received-wreath pages one account (or non-member session) may read a minute: a host pages through their lists, nobody reads thirty. */
export const receivedListsPerMinute = 30;

/**
 * Counted per account, so a new login or another address does not start it
 * again: order numbers are non-members' login secrets, and this list must not
 * become a way to try them.
 */
const receivedListRateLimit = {
  max: receivedListsPerMinute,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const user = request.session?.user;
    return user?.accountSeq != null ? `account:${user.accountSeq}` : `session:${request.session?.idHash ?? request.ip}`;
  },
};

export const paymentRecordsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // From memory like every public read: a paid wreath empties the cache on every instance before anyone can ask again.
  app.get('/get-payment-list-for-kiosk/:publicNum/:page', {
    config: { access: 'public', publicCache: true },
    schema: {
      tags: ['payment'],
      summary: '키오스크 메시지 목록 (청첩장·부고장 공개번호, 결제 완료된 기부화환 최신순 50개씩, 보낸 분이 고른 대로 표시)',
      params: kioskPaymentParamsSchema,
      response: { 200: kioskPaymentPageSchema, 400: messageSchema, 404: messageSchema },
    },
    handler: async (request) => kioskPaymentPage(db, request.params.publicNum, request.params.page),
  });

  app.get('/received-list', {
    config: { access: 'member', rateLimit: receivedListRateLimit },
    schema: {
      tags: ['payment'],
      summary: '내 청첩장·부고장이 받은 기부화환 (주문번호, 최신순 10개씩, 합계 포함; 남의 주문과 없는 주문은 같은 404)',
      querystring: receivedWreathQuerySchema,
      response: { 200: receivedWreathPageSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request) => receivedWreathPage(db, currentUser(request), request.query.orderNum, request.query.page),
  });

  // The receipt's key (number, name, phone) and its limit: guessing is as slow here as there.
  app.get('/cash-receipt/:paymentId/:name/:phoneNum', {
    config: { access: 'public', rateLimit: lookupRateLimit(20) },
    schema: {
      tags: ['payment'],
      summary: '현금영수증·기부금 영수증 발급 정보 조회 (결제번호, 결제한 이름과 연락처)',
      params: receiptParamsSchema,
      response: { 200: cashReceiptAnswerSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request) => readCashReceipt(db, request.params),
  });

  app.post('/cash-receipt/:paymentId/:name/:phoneNum', {
    config: { access: 'public', changesPublicReads: false, rateLimit: lookupRateLimit(20) },
    schema: {
      tags: ['payment'],
      summary: '현금영수증·기부금 영수증 발급 정보 저장 (발급 전까지 수정 가능)',
      params: receiptParamsSchema,
      body: cashReceiptRequestSchema,
      response: { 200: cashReceiptSavedSchema, 400: messageSchema, 404: messageSchema, 409: messageSchema, 429: messageSchema },
    },
    handler: async (request) => saveCashReceipt(db, request.params, request.body),
  });
};
