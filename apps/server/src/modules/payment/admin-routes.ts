import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentSchema, messageSchema, paymentCancelRequestSchema, paymentCancelResultSchema, z } from '@ongi/shared';
import { payments } from '../../db/schema';
import { auditAdminAction } from '../../lib/admin-resource';
import type { PaymentModuleOptions } from './index';
import { adminPaymentDetail } from './admin-detail';
import { cancelPayment } from './cancel';
import { requireGateway } from './intent-service';

const paymentIdParams = z.object({ paymentId: z.string().trim().min(1).max(64) });

/** Registered under /api/admin/payment: administrators' actions on payments. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway }) => {
  app.get('/detail/:paymentId', {
    // It writes the audit trail (a view): from this site only.
    config: { access: 'admin', sameOriginRequired: true, changesPublicReads: false },
    schema: {
      tags: ['admin-payment'],
      summary: '결제 상세 (주문번호, 거래 번호, 기부처와 전달 금액, 영수증 발급 정보)',
      params: paymentIdParams,
      response: { 200: adminPaymentSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const payment = await adminPaymentDetail(db, request.params.paymentId);
      // A payer's name, phone and card details were shown: the trail keeps who looked, when and from where.
      await auditAdminAction(db, request, { action: 'view', resource: 'payment', targetSeqs: [payment.paymentSeq], summary: `${payment.paymentId} 상세 조회` });
      return payment;
    },
  });

  app.post('/cancel/:paymentId', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin-payment'],
      summary: '결제 전액 취소 (결제사에 취소 요청 후 결제 완료 → 취소)',
      params: paymentIdParams,
      body: paymentCancelRequestSchema,
      response: {
        200: paymentCancelResultSchema,
        400: messageSchema,
        401: messageSchema,
        403: messageSchema,
        404: messageSchema,
        409: messageSchema,
        502: messageSchema,
        503: messageSchema,
      },
    },
    handler: async (request) => {
      const { paymentId } = request.params;
      const { reason } = request.body;
      const result = await cancelPayment({ db, gateway: requireGateway(gateway), log: request.log }, paymentId, reason);
      // The audit trail names the row and the reason (the payment keeps the reason too).
      const [row] = await db.select({ paymentSeq: payments.paymentSeq }).from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
      await auditAdminAction(db, request, { action: 'cancel', resource: 'payment', targetSeqs: row ? [row.paymentSeq] : [], summary: `${paymentId} 취소: ${reason}` });
      return result;
    },
  });
};
