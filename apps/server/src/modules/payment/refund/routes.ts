import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, formatWon, paymentStatusLabels, refundRequestStateLabels, type PaymentStatusValue } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes, auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { lookupRateLimit } from '@server/plugins/security';
import { requireGateway } from '../checkout/intent-service';
import type { PaymentModuleOptions } from '../options';
import { listRefundRequests, refundRequestSort } from './queries';
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
    sort: refundRequestSort,
    load: async (db, query, request) => {
      const page = await listRefundRequests(db, query, request);
      return {
        ...page,
        content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null })),
      };
    },
  },
  excel: {
    fileName: '환불요청목록',
    sheet: '환불 요청',
    search: {
      searchTypes: { paymentId: '결제번호', payer: '결제자' },
      filters: { state: { label: '처리 상태', values: refundRequestStateLabels } },
    },
    columns: [
      { header: '요청 일시', kind: 'time', cell: (row) => row.createDate },
      { header: '결제번호', width: 28, cell: (row) => row.paymentId },
      { header: '결제자', cell: (row) => row.name },
      { header: '결제 금액', kind: 'amount', total: true, cell: (row) => row.amount },
      { header: '결제 상태', cell: (row) => paymentStatusLabels[row.paymentStatus as PaymentStatusValue] ?? row.paymentStatus },
      { header: '사유', width: 40, cell: (row) => row.reason },
      { header: '연락처', width: 18, cell: (row) => row.contact },
      { header: '처리 상태', cell: (row) => refundRequestStateLabels[row.state] },
      { header: '거절 사유', width: 30, cell: (row) => row.declineReason },
      { header: '처리 일시', kind: 'time', cell: (row) => row.decidedAt },
    ],
  },
});

/** /api/admin/refund-request: approve (all that stays paid, or a part) and decline (the reason sent to the payer), each in the audit trail. */
export const refundDecisionAdminRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway, mailer, productName, publicUrl }) => {
  route(app, contract.admin.refundRequest.approve, {
    handler: async (request) => {
      const amount = request.body?.amount;
      const deps = { db, gateway: requireGateway(gateway), log: request.log };
      const { request: refund, status } = await approveRefund(deps, request.params.seq, { amount, accountSeq: request.session?.user?.accountSeq ?? null });
      await auditAdminAction(db, request, {
        action: 'cancel',
        resource: 'refundRequest',
        targetSeqs: [refund.refundRequestSeq],
        summary: `${refund.paymentId} 환불 요청 승인${amount !== undefined ? ` (${formatWon(amount)})` : ''}`,
      });
      return status;
    },
  });
  route(app, contract.admin.refundRequest.decline, {
    handler: async (request) => {
      const background = (send: () => Promise<void>) =>
        app.background.run(send, (error) => request.log.error({ err: error, seq: request.params.seq }, 'refund decline mail failed'));
      const {
        request: refund,
        status,
        sentBy,
      } = await declineRefund({ db, mailer, productName, publicUrl, background }, request.params.seq, request.body.reason);
      await auditAdminAction(db, request, {
        action: 'update',
        resource: 'refundRequest',
        targetSeqs: [refund.refundRequestSeq],
        summary: `${refund.paymentId} 환불 요청 거절: ${request.body.reason}`,
      });
      return { ...status, sentBy };
    },
  });
};
