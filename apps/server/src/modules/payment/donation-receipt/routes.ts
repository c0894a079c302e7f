import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contract,
  donationReceiptStateLabels,
  donorTypeLabels,
  messages,
  seoulDayRange,
  type AdminDonationReceiptDetail,
  type AdminDonationReceiptRow,
} from '@ongi/shared';
import { adminResourceRoutes, auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import type { Period } from '@server/lib/period';
import { batchWreaths } from '@server/modules/settlement';
import { lookupRateLimit } from '@server/plugins/security';
import type { PaymentModuleOptions } from '../options';
import { exportDonationReceipts, type DonationReceiptExport } from './export';
import {
  adminRequestSort,
  countWaitingRequests,
  findAdminRequest,
  findOrganisation,
  findSealedNumber,
  listAdminRequests,
  type AdminRequestFilter,
  type AdminRequestRow,
} from './queries';
import { open } from './sealed';
import { editDonationReceipt, requestDonationReceipt, viewDonationReceipt } from './service';

const m = messages.donationReceipt;

/** Registered under /api/payment: the payer's request, keyed and limited as the receipt lookup it starts from. */
export const donationReceiptPublicRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, receiptDataKeys }) => {
  const config = { changesPublicReads: false, rateLimit: lookupRateLimit(20) };
  route(app, contract.payment.donationReceipt, { config, handler: async (request) => viewDonationReceipt(db, request.params) });
  route(app, contract.payment.requestDonationReceipt, {
    config,
    handler: async (request) => requestDonationReceipt({ db, receiptDataKeys }, request.params, request.body),
  });
  route(app, contract.payment.editDonationReceipt, {
    config,
    handler: async (request) => editDonationReceipt({ db, receiptDataKeys }, request.params, request.body),
  });
};

/** from..to as Korean days, either may be absent. */
function periodOf(from: string | undefined, to: string | undefined): Period | null {
  if (!from && !to) return null;
  const start = from ? seoulDayRange(from) : null;
  const end = to ? seoulDayRange(to, to) : null;
  return { from: start?.from ?? new Date(0), until: end?.until ?? null };
}

function toRow(row: AdminRequestRow): AdminDonationReceiptRow {
  return {
    donationReceiptSeq: row.donationReceiptSeq,
    paymentId: row.paymentId,
    paidAt: row.paidAt?.toISOString() ?? null,
    groupName: row.groupName,
    donorType: row.donorType,
    donorName: row.donorName,
    donatedAmount: row.donatedAmount,
    hasResidentNumber: row.hasResidentNumber,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    exportedAt: row.exportedAt?.toISOString() ?? null,
  };
}

/**
 * /api/admin/donation-receipt: the list, its Excel and one request; never the
 * resident number itself (see reveal): the list's file says only whether one
 * is kept, as the screen does.
 */
export const donationReceiptListAdminRoutes = adminResourceRoutes(contract.admin.donationReceipt, {
  key: 'donationReceipt',
  list: {
    sort: adminRequestSort,
    load: async (db, query, request) => {
      const filter: AdminRequestFilter = { ...query, period: periodOf(query.from, query.to) };
      const page = await listAdminRequests(db, filter, request);
      return { ...page, content: page.content.map(toRow) };
    },
  },
  excel: {
    fileName: '기부금영수증신청목록',
    sheet: '기부금 영수증 신청',
    search: {
      searchTypes: { paymentId: '결제번호', donor: '신청자' },
      filters: {
        donationGroupSeq: { label: '기부단체', values: async (seq, db) => (await findOrganisation(db, Number(seq)))?.groupName },
        state: { label: '상태', values: donationReceiptStateLabels },
      },
      period: { label: '결제일', from: 'from', to: 'to' },
    },
    columns: [
      { header: '결제번호', width: 28, cell: (row) => row.paymentId },
      { header: '결제 일시', kind: 'time', cell: (row) => row.paidAt },
      { header: '기부단체', width: 24, cell: (row) => row.groupName },
      { header: '구분', cell: (row) => donorTypeLabels[row.donorType] },
      { header: '받는 분', cell: (row) => row.donorName },
      { header: '기부금액', kind: 'amount', total: true, cell: (row) => row.donatedAmount },
      { header: '주민등록번호 보관', cell: (row) => (row.hasResidentNumber ? '보관 중' : '없음') },
      { header: '상태', cell: (row) => donationReceiptStateLabels[row.state] },
      { header: '신청 일시', kind: 'time', cell: (row) => row.requestedAt },
      { header: '전달 일시', kind: 'time', cell: (row) => row.exportedAt },
    ],
  },
  detail: {
    load: async (db, seq): Promise<AdminDonationReceiptDetail | undefined> => {
      const row = await findAdminRequest(db, seq);
      if (!row) return undefined;
      return {
        ...toRow(row),
        donationGroupSeq: row.donationGroupSeq,
        payerName: row.payerName,
        birthDate: row.birthDate,
        businessNumber: row.businessNumber,
        address: row.address,
        phoneNum: row.phoneNum,
        email: row.email,
        residentNumberAsked: row.residentNumberAsked,
      };
    },
  },
});

/** /api/admin/donation-receipt: the audited reveal and the export (the organisations to choose from are the shared options, GET /api/admin/donation-group/options). */
export const donationReceiptActionAdminRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, receiptDataKeys }) => {
  route(app, contract.admin.donationReceipt.reveal, {
    handler: async (request) => {
      const sealed = await findSealedNumber(db, request.params.seq);
      if (!sealed) throw new HttpError(404, m.notFound);
      if (!sealed.keyId || !sealed.iv || !sealed.tag || !sealed.cipher) throw new HttpError(409, m.noResidentNumber);
      const residentNumber = open(receiptDataKeys, sealed.paymentSeq, { keyId: sealed.keyId, iv: sealed.iv, tag: sealed.tag, cipher: sealed.cipher });
      // Who looked, when and at which request; the trail never holds the digits.
      await auditAdminAction(db, request, {
        action: 'view',
        resource: 'donationReceipt',
        targetSeqs: [request.params.seq],
        summary: `${sealed.paymentId} 기부금 영수증 신청의 주민등록번호 조회`,
      });
      return { residentNumber };
    },
  });

  route(app, contract.admin.donationReceipt.export, {
    handler: async (request, reply) => {
      const { donationGroupSeq, from, to } = request.body;
      const period = periodOf(from, to) ?? { from: new Date(0), until: null };
      const exported = await exportDonationReceipts({ db, receiptDataKeys }, donationGroupSeq, { period }, { from, to });
      if (!exported) throw new HttpError(409, m.nothingToExport);
      await auditAdminAction(db, request, {
        action: 'excel',
        resource: 'donationReceipt',
        targetSeqs: [donationGroupSeq],
        summary: `${exported.groupName} 기부금 영수증 신청 ${exported.count}건 내보내기 (${from} ~ ${to}), 주민등록번호 삭제`,
        snapshot: { search: { 기부단체: exported.groupName, 기간: `${from} ~ ${to}`, 건수: String(exported.count) } },
      });
      return sendExport(reply, exported);
    },
  });

  // A settlement batch's requests: those of its wreath lines' payments, the period named by the batch.
  const batchOf = async (seq: number) => {
    const batch = await batchWreaths(db, seq);
    if (!batch) throw new HttpError(404, m.batchNotFound);
    return batch;
  };

  route(app, contract.admin.donationReceipt.batch, {
    handler: async (request) => {
      const batch = await batchOf(request.params.seq);
      const waiting = await countWaitingRequests(db, batch.donationGroupSeq, { paymentSeqs: batch.paymentSeqs });
      return { settlementBatchSeq: batch.settlementBatchSeq, groupName: batch.groupName, waiting };
    },
  });

  route(app, contract.admin.donationReceipt.exportBatch, {
    handler: async (request, reply) => {
      const batch = await batchOf(request.params.seq);
      const period = { from: batch.periodFrom, to: batch.periodTo };
      const exported = await exportDonationReceipts({ db, receiptDataKeys }, batch.donationGroupSeq, { paymentSeqs: batch.paymentSeqs }, period);
      if (!exported) throw new HttpError(409, m.nothingInBatch);
      await auditAdminAction(db, request, {
        action: 'excel',
        resource: 'settlement',
        targetSeqs: [batch.settlementBatchSeq],
        summary: `정산 ${batch.settlementBatchSeq} (${exported.groupName} ${period.from} ~ ${period.to}) 기부금 영수증 신청 ${exported.count}건 내보내기, 주민등록번호 삭제`,
        snapshot: {
          search: { 정산: String(batch.settlementBatchSeq), 기부단체: exported.groupName, 기간: `${period.from} ~ ${period.to}`, 건수: String(exported.count) },
        },
      });
      return sendExport(reply, exported);
    },
  });
};

/** The export's file, never kept by a cache (it held resident numbers). */
function sendExport(reply: FastifyReply, exported: DonationReceiptExport) {
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', contentDisposition(exported.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(exported.workbook);
}
