import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, formatWon } from '@ongi/shared';
import { payments } from '@server/db/schema';
import { auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import type { PaymentModuleOptions } from '../options';
import { adminPaymentDetail } from './detail';
import { paymentFilterOptions } from './queries';
import { cancelPayment, refundPayment } from '../settlement/cancel';
import { requireGateway } from '../checkout/intent-service';

/** Registered under /api/admin/payment: administrators' actions on payments. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway }) => {
  route(app, contract.admin.payment.filterOptions, { handler: async () => paymentFilterOptions(db) });

  route(app, contract.admin.payment.view, {
    // It writes the audit trail (a view): from this site only.
    config: { sameOriginRequired: true, changesPublicReads: false },
    handler: async (request) => {
      const payment = await adminPaymentDetail(db, request.params.paymentId);
      // A payer's name, phone and card details were shown: the trail keeps who looked, when and from where.
      await auditAdminAction(db, request, { action: 'view', resource: 'payment', targetSeqs: [payment.paymentSeq], summary: `${payment.paymentId} 상세 조회` });
      return payment;
    },
  });

  route(app, contract.admin.payment.cancel, {
    handler: async (request) => {
      const { paymentId } = request.params;
      const { reason } = request.body;
      const deps = { db, gateway: requireGateway(gateway), log: request.log };
      const result = await cancelPayment(deps, paymentId, reason, { accountSeq: request.session?.user?.accountSeq ?? null });
      await auditRefund(request, paymentId, `${paymentId} 취소: ${reason}`);
      return result;
    },
  });

  route(app, contract.admin.payment.refund, {
    handler: async (request) => {
      const { paymentId } = request.params;
      const { amount, reason } = request.body;
      const deps = { db, gateway: requireGateway(gateway), log: request.log };
      const result = await refundPayment(deps, paymentId, { amount, reason, accountSeq: request.session?.user?.accountSeq ?? null });
      await auditRefund(request, paymentId, `${paymentId} 부분 환불 ${formatWon(amount)}: ${reason}`);
      return result;
    },
  });

  // The audit trail names the row and the reason (the payment's refund history keeps them too).
  async function auditRefund(request: FastifyRequest, paymentId: string, summary: string) {
    const [row] = await db.select({ paymentSeq: payments.paymentSeq }).from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
    await auditAdminAction(db, request, { action: 'cancel', resource: 'payment', targetSeqs: row ? [row.paymentSeq] : [], summary });
  }
};
