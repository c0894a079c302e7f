import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, gatewayCheckKindLabels, gatewayCheckStateLabels, messages, paymentStatusLabels, type AdminGatewayCheckRow } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PaymentGateway } from '@server/integrations/payment';
import { adminResourceRoutes, auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { checkDaysFrom, differenceExists, differenceSort, listDifferences, resolveDifference } from './queries';
import { checkDay } from './service';

export interface ReconciliationModuleOptions {
  db: Database;
  gateway: PaymentGateway | null;
}

type DifferenceRecord = Awaited<ReturnType<typeof listDifferences>>['content'][number];

function differenceRow(row: DifferenceRecord): AdminGatewayCheckRow {
  return {
    differenceSeq: row.differenceSeq,
    day: row.day,
    paymentId: row.paymentId,
    kind: row.kind,
    ourStatus: row.ourStatus,
    ourAmount: row.ourAmount,
    ourCancelledAmount: row.ourCancelledAmount,
    gatewayStatus: row.gatewayStatus,
    gatewayAmount: row.gatewayAmount,
    gatewayCancelledAmount: row.gatewayCancelledAmount,
    lastSeenAt: row.lastSeenAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedByName,
    resolutionNote: row.resolutionNote,
  };
}

/** /api/admin/reconciliation: the differences, newest day first. */
export const differenceListRoutes = adminResourceRoutes(contract.admin.reconciliation, {
  key: 'reconciliation',
  list: {
    sort: differenceSort,
    load: async (db, query, request) => {
      const page = await listDifferences(db, query, request);
      return { ...page, content: page.content.map(differenceRow) };
    },
  },
  excel: {
    fileName: '대사차이목록',
    sheet: '대사 차이',
    title: '일별 대사 차이',
    search: {
      searchTypes: { paymentId: '결제번호' },
      filters: { state: { label: '상태', values: gatewayCheckStateLabels } },
      period: { label: '결제일', from: 'day' },
    },
    columns: [
      { header: '결제일', kind: 'date', cell: (row) => row.day },
      { header: '결제번호', width: 28, cell: (row) => row.paymentId },
      { header: '차이', width: 18, cell: (row) => gatewayCheckKindLabels[row.kind] },
      { header: '온기 상태', cell: (row) => statusName(row.ourStatus) },
      { header: '온기 금액', kind: 'amount', total: true, cell: (row) => row.ourAmount },
      { header: '온기 취소 금액', kind: 'amount', total: true, cell: (row) => row.ourCancelledAmount },
      { header: '결제사 상태', cell: (row) => statusName(row.gatewayStatus) },
      { header: '결제사 금액', kind: 'amount', total: true, cell: (row) => row.gatewayAmount },
      { header: '결제사 취소 금액', kind: 'amount', total: true, cell: (row) => row.gatewayCancelledAmount },
      { header: '마지막 확인', kind: 'time', cell: (row) => row.lastSeenAt },
      { header: '처리', cell: (row) => gatewayCheckStateLabels[row.resolvedAt ? 'RESOLVED' : 'OPEN'] },
      { header: '처리 일시', kind: 'time', cell: (row) => row.resolvedAt },
      { header: '처리한 관리자', cell: (row) => row.resolvedByName },
      { header: '처리 내용', width: 40, cell: (row) => row.resolutionNote },
    ],
  },
});

/** A status as the screen names it ('결제 완료'); one we do not know as it came; none as '기록 없음'. */
const statusName = (status: string | null) => (status === null ? '기록 없음' : (paymentStatusLabels[status as keyof typeof paymentStatusLabels] ?? status));

/** /api/admin/reconciliation: the last days' checks, a day checked now, a difference resolved; the last two in the audit trail. */
export const checkRoutes: FastifyPluginAsyncZod<ReconciliationModuleOptions> = async (app, { db, gateway }) => {
  route(app, contract.admin.reconciliation.days, {
    handler: async () => {
      const rows = await checkDaysFrom(db, undefined, 14);
      return { content: rows.map((row) => ({ ...row, checkedAt: row.checkedAt.toISOString() })) };
    },
  });
  route(app, contract.admin.reconciliation.run, {
    handler: async (request) => {
      const check = await checkDay({ db, gateway, log: request.log }, request.body.day);
      await auditAdminAction(db, request, {
        action: 'update',
        resource: 'reconciliation',
        targetSeqs: [],
        summary: `${check.day} 일별 대사 실행 (차이 ${check.differences}건)`,
      });
      return { check, message: check.supported ? messages.reconciliation.ran(check.day, check.differences) : messages.reconciliation.unsupported };
    },
  });
  route(app, contract.admin.reconciliation.resolve, {
    handler: async (request) => {
      const user = request.session?.user;
      const resolved = await resolveDifference(
        db,
        request.params.seq,
        { accountSeq: user?.accountSeq ?? null, name: user?.username ?? '(알 수 없음)' },
        request.body.note,
        new Date(),
      );
      if (!resolved) {
        if (await differenceExists(db, request.params.seq)) throw new HttpError(409, messages.reconciliation.alreadyResolved);
        throw new HttpError(404, messages.reconciliation.notFound);
      }
      await auditAdminAction(db, request, {
        action: 'update',
        resource: 'reconciliation',
        targetSeqs: [resolved.differenceSeq],
        summary: `${resolved.day} ${resolved.paymentId} 대사 차이 처리: ${request.body.note}`,
      });
      return { differenceSeq: resolved.differenceSeq, message: messages.reconciliation.resolved };
    },
  });
};
