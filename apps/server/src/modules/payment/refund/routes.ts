import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes, auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { lookupRateLimit } from '@server/plugins/security';
import { requireGateway } from '../checkout/intent-service';
import type { PaymentModuleOptions } from '../options';
import { listRefundRequests } from './queries';
import { approveRefund, declineRefund, requestRefund } from './service';

/** Registered under /api/payment: the payer's request, keyed and limited as the receipt lookup it starts from. */
export const refundPublicRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.payment.requestRefund, {
    config: { changesPublicReads: false, rateLimit: lookupRateLimit(20) },
    handler: async (request) => requestRefund(db, request.params, request.body),
  });
};

/** /api/admin/refund-request: the queue. */
export const refundListAdminRoutes = adminResourceRoutes(contract.admin.refundRequest, {
  key: 'refundRequest',
  list: {
    load: async (db, query, request) => {
      const page = await listRefundRequests(db, query, request);
      return {
        ...page,
        content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null })),
      };
    },
  },
});

/** /api/admin/refund-request: approve (the payment's full cancel) and decline, each in the audit trail. */
export const refundDecisionAdminRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway }) => {
  route(app, contract.admin.refundRequest.approve, {
    handler: async (request) => {
      const { request: refund, status } = await approveRefund({ db, gateway: requireGateway(gateway), log: request.log }, request.params.seq);
      await auditAdminAction(db, request, {
        action: 'cancel',
        resource: 'refundRequest',
        targetSeqs: [refund.refundRequestSeq],
        summary: `${refund.paymentId} 환불 요청 승인`,
      });
      return status;
    },
  });

  route(app, contract.admin.refundRequest.decline, {
    handler: async (request) => {
      const { request: refund, status } = await declineRefund(db, request.params.seq, request.body.reason);
      await auditAdminAction(db, request, {
        action: 'update',
        resource: 'refundRequest',
        targetSeqs: [refund.refundRequestSeq],
        summary: `${refund.paymentId} 환불 요청 거절: ${request.body.reason}`,
      });
      return status;
    },
  });
};
