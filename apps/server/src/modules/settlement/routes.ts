import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, formatWon, messages, settlementStateLabels } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Storage } from '@server/integrations/storage/local';
import { adminResourceRoutes, auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { findBatch, findDonationGroupName, listBatches, settlementBatchSort } from './queries';
import { closeBatch, pendingByOrganisation, previewBatch, transferRecord } from './service';
import { readTransfer, recordTransfer } from './transfer';

export interface SettlementOptions {
  db: Database;
  storage: Storage;
}

/** /api/admin/settlement: the batches (list, one with its lines, the transfer as the save), audited by the base. */
export const settlementAdminRoutes: FastifyPluginAsyncZod<SettlementOptions> = async (app, { db, storage }) => {
  await app.register(
    adminResourceRoutes(contract.admin.settlement, {
      key: 'settlement',
      list: { load: listBatches, sort: settlementBatchSort },
      detail: { load: findBatch },
      excel: {
        fileName: '기부금전달정산',
        sheet: '기부금 전달 정산',
        search: {
          filters: {
            donationGroupSeq: { label: '단체', values: (seq, tx) => findDonationGroupName(tx, Number(seq)) },
            state: { label: '상태', values: settlementStateLabels },
          },
        },
        columns: [
          { header: '정산 번호', cell: (row) => row.settlementBatchSeq },
          { header: '기부후원 단체', width: 28, cell: (row) => row.groupName },
          { header: '정산 시작일', kind: 'date', cell: (row) => row.periodFrom },
          { header: '정산 종료일', kind: 'date', cell: (row) => row.periodTo },
          { header: '건수', kind: 'count', total: true, cell: (row) => row.lineCount },
          { header: '전달 금액', kind: 'amount', total: true, cell: (row) => row.amount },
          { header: '상태', cell: (row) => settlementStateLabels[row.state] },
          { header: '이체일', kind: 'date', cell: (row) => row.transferredOn },
          { header: '마감 일시', kind: 'time', cell: (row) => row.createDate },
        ],
      },
      save: {
        read: ({ request }) => readTransfer(request),
        save: async ({ db: tx }, upload) => {
          const moved = await recordTransfer(tx, storage, upload);
          return {
            seq: moved.seq,
            created: false,
            summary: `정산 ${moved.seq} ${settlementStateLabels.TRANSFERRED}: ${upload.values.transferredOn} ${upload.values.bankReference}`,
            message: messages.settlement.transferred,
          };
        },
      },
    }),
    { db },
  );
};

/** /api/admin/settlement: preview, close (audited as a create) and the pending amounts. */
export const settlementCloseRoutes: FastifyPluginAsyncZod<SettlementOptions> = async (app, { db }) => {
  route(app, contract.admin.settlement.preview, {
    handler: async (request) => previewBatch(db, request.query),
  });
  route(app, contract.admin.settlement.close, {
    handler: async (request) => {
      const closed = await closeBatch(db, request.body, request.session?.user?.accountSeq ?? null);
      await auditAdminAction(db, request, {
        action: 'create',
        resource: 'settlement',
        targetSeqs: [closed.settlementBatchSeq],
        summary: `${closed.groupName} 정산 마감 ${request.body.periodFrom}~${request.body.periodTo} ${formatWon(closed.amount)}`,
      });
      return { settlementBatchSeq: closed.settlementBatchSeq, amount: closed.amount, message: closed.message };
    },
  });
  route(app, contract.admin.settlement.pending, {
    handler: async () => pendingByOrganisation(db),
  });
};

/** /api/settlement: the public transfer records. */
export const settlementPublicRoutes: FastifyPluginAsyncZod<SettlementOptions> = async (app, { db }) => {
  route(app, contract.settlement.organisation, {
    handler: async (request) => transferRecord(db, { donationGroupSeq: request.params.seq }),
  });
  route(app, contract.settlement.campaign, {
    handler: async (request) => transferRecord(db, { campaignSeq: request.params.seq }),
  });
};
