import {
  contract,
  donationLedgerGroupingLabels,
  formatPhone,
  paymentAdminMessages,
  paymentStatusLabels,
  seoulDayRange,
  type adminPaymentListQuerySchema,
  type z,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import type { PageRequest } from '@server/lib/paginate';
import type { Period } from '@server/lib/period';
import { HttpError } from '@server/lib/http-error';
import { adminPaymentPage, adminPaymentTotals, campaignNameOf, organisationNameOf, type AdminPaymentFilter } from './queries';
import { ledgerPage, ledgerTotals } from '../records/ledger';

// The back office's payment list and donation ledger (issue 11). The cancel
// and detail of one payment are in admin-routes.ts.

/** from..to, Korean days inclusive; either may be absent. An impossible day (02-30) answers the period sentence. */
function periodOf(from: string | undefined, to: string | undefined): Period | null {
  if (!from && !to) return null;
  const start = from ? seoulDayRange(from) : null;
  const end = to ? seoulDayRange(to, to) : null;
  if ((from && !start) || (to && !end)) throw new HttpError(400, paymentAdminMessages.periodInvalid);
  return { from: start?.from ?? new Date(0), until: end?.until ?? null };
}

type PaymentListQuery = z.output<typeof adminPaymentListQuerySchema>;

/** The list's query as the queries take it: the phone number's digits, the period as days and instants. */
function filterOf(query: PaymentListQuery): AdminPaymentFilter {
  // A phone number is searched by its digits, however it was typed.
  const word = query.searchType === 'payer' && query.searchWord && /^[\d-\s]+$/.test(query.searchWord) ? query.searchWord.replace(/\D/g, '') : query.searchWord;
  return {
    searchType: query.searchType,
    searchWord: word,
    status: query.status,
    days: { from: query.from, to: query.to },
    period: periodOf(query.from, query.to),
    campaignSeq: query.campaignSeq,
    donationGroupSeq: query.donationGroupSeq,
    sort: query.sort,
    direction: query.direction,
  };
}

async function listAdminPayments(db: Database, query: PaymentListQuery, request: PageRequest) {
  const page = await adminPaymentPage(db, filterOf(query), request);
  return {
    ...page,
    content: page.content.map((row) => ({ ...row, paidAt: row.paidAt?.toISOString() ?? null, cancelledAt: row.cancelledAt?.toISOString() ?? null })),
  };
}

/** /api/admin/payment: the payment list and its Excel (cancel and detail: admin-routes.ts). */
export const paymentListAdminRoutes = adminResourceRoutes(contract.admin.payment, {
  key: 'payment',
  list: { load: listAdminPayments },
  totals: { load: (db, query) => adminPaymentTotals(db, filterOf(query)) },
  excel: {
    fileName: '결제목록',
    sheet: '결제',
    search: {
      searchTypes: { orderNum: '주문·결제번호', payer: '결제자' },
      filters: {
        status: { label: '상태', values: paymentStatusLabels },
        campaignSeq: { label: '캠페인', values: (seq, db) => campaignNameOf(db, Number(seq)) },
        donationGroupSeq: { label: '기부단체', values: (seq, db) => organisationNameOf(db, Number(seq)) },
      },
      period: { label: '결제일', from: 'from', to: 'to' },
    },
    columns: [
      { header: '결제번호', width: 28, cell: (row) => row.paymentId },
      { header: '주문번호', cell: (row) => row.orderNum },
      { header: '캠페인', width: 20, cell: (row) => row.campaignName },
      { header: '결제자', cell: (row) => row.name },
      { header: '연락처', cell: (row) => formatPhone(row.phoneNum) },
      { header: '결제 금액', kind: 'amount', total: true, cell: (row) => row.amount },
      { header: '취소 금액', kind: 'amount', total: true, cell: (row) => row.cancelledAmount },
      { header: '상태', cell: (row) => paymentStatusLabels[row.status] },
      { header: '결제 일시', kind: 'time', cell: (row) => row.paidAt },
      { header: '취소 일시', kind: 'time', cell: (row) => row.cancelledAt },
      { header: '취소 사유', width: 30, cell: (row) => row.cancelReason },
      { header: '실패 사유', width: 30, cell: (row) => row.failReason },
    ],
  },
});

/** /api/admin/donation-ledger: what paid wreaths owe each recipient or campaign, by month (list and Excel). */
export const donationLedgerAdminRoutes = adminResourceRoutes(contract.admin.donationLedger, {
  key: 'donation-ledger',
  list: {
    load: (db, query, request) => ledgerPage(db, query, request),
  },
  totals: { load: (db, query) => ledgerTotals(db, query) },
  excel: {
    fileName: '기부금정산',
    sheet: '기부금 정산',
    search: {
      filters: { by: { label: '기준', values: donationLedgerGroupingLabels } },
      period: { label: '정산 월', from: 'month' },
    },
    columns: [
      { header: '이름', width: 28, cell: (row) => row.name },
      { header: '화환 수', kind: 'count', total: true, cell: (row) => row.paidCount },
      { header: '결제 합계', kind: 'amount', total: true, cell: (row) => row.totalPaid },
      { header: '전달할 금액', kind: 'amount', total: true, width: 20, cell: (row) => row.donatedAmount },
    ],
  },
});
