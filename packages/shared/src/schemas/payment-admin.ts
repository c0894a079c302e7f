import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort } from './admin';
import { paymentStatuses, type PaymentStatusValue } from './payment-checkout';
import { blankAsAbsent, instantSchema, optionalSeqParam, pageOf } from './query';
import { isCalendarDay } from '../format/date';

// The back office's payments and donation ledger (issue 11, beyond spec 002):
// the payment list with its cancel, and what paid wreaths owe each donation
// recipient and campaign in a month, the same sums as the public pages.

export const paymentAdminMessages = {
  periodInvalid: '기간은 날짜(YYYY-MM-DD)로 입력해주세요.',
  periodReversed: '기간의 시작일이 종료일보다 늦습니다.',
  monthInvalid: '조회할 달을 다시 선택해주세요.',
  sortTooBroad: (limit: string) => `결제 ${limit}건이 넘는 목록은 결제 일시로만 정렬할 수 있습니다. 기간, 캠페인, 기부단체나 검색어로 좁힌 뒤 정렬해주세요.`,
  ledgerByInvalid: '정산 기준을 다시 선택해주세요.',
  cancelConfirm: '이 결제를 취소하시겠습니까? 결제사에 전액 취소를 요청합니다.',
  cancelled: '결제가 취소되었습니다.',
} as const;

export const paymentStatusLabels: Record<PaymentStatusValue, string> = {
  READY: '결제 대기',
  PAID: '결제 완료',
  FAILED: '결제 실패',
  CANCELLED: '결제 취소',
  PARTIAL_CANCELLED: '부분 환불',
};

const dayParam = blankAsAbsent(
  z
    .string({ error: paymentAdminMessages.periodInvalid })
    // A real day of the calendar: the list's SQL casts it to a date ('2026-02-30' would fail there, mid-Excel).
    .refine(isCalendarDay, paymentAdminMessages.periodInvalid)
    .optional(),
);

/** payer: the name or phone number paid with; orderNum: the host's order number or the payment's own number. */
export const adminPaymentSearchTypes = ['all', 'orderNum', 'payer'] as const;

/**
 * What the payment list sorts by: paidAt (the list's time, listed_at: paid, or made when never paid) on its
 * index at any size; the others only while the search holds few enough rows to sort (paymentSortLimit).
 */
export const adminPaymentSorts = ['paidAt', 'amount', 'name', 'status', 'campaign'] as const;
export type AdminPaymentSort = (typeof adminPaymentSorts)[number];

/**
 * GET /api/admin/payment/list?page&searchType&searchWord&status&from&to&campaignSeq&donationGroupSeq&sort&direction
 * (Korean calendar days, inclusive; the organisation is a donation group).
 */
export const adminPaymentListQuerySchema = adminListQuery(adminPaymentSearchTypes, {
  status: blankAsAbsent(z.enum(paymentStatuses, { error: messages.query.paymentStatus }).optional()),
  from: dayParam,
  to: dayParam,
  campaignSeq: optionalSeqParam,
  donationGroupSeq: optionalSeqParam,
  ...adminListSort(adminPaymentSorts),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { message: paymentAdminMessages.periodReversed, path: ['from'] });
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>;

export const adminPaymentRowSchema = z.object({
  paymentSeq: z.number().int(),
  paymentId: z.string(),
  /** The host's order number (an invitation's wreath), null for a campaign page's or the test page's. */
  orderNum: z.string().nullable(),
  campaignName: z.string().nullable(),
  name: z.string().nullable(),
  phoneNum: z.string().nullable(),
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  status: z.enum(paymentStatuses),
  provider: z.string(),
  paidAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** Why a payment is FAILED when it is recorded at all: a paid payment the server refused ('테스트 채널 결제 거절'). */
  failReason: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;
export const adminPaymentPageSchema = pageOf(adminPaymentRowSchema);

/** The payment list's campaign filter: every campaign (ended ones too), by name. Its organisations are the shared organisation options. */
export const adminPaymentFilterOptionsSchema = z.object({
  campaigns: z.array(z.object({ seq: z.number().int(), name: z.string(), ended: z.boolean() })),
});
export type AdminPaymentFilterOptions = z.infer<typeof adminPaymentFilterOptionsSchema>;

/** The payment list's total row, over every payment of the search (not the page). */
export const adminPaymentTotalsSchema = z.object({
  /** What was taken: payments paid, partly or wholly cancelled since (not attempts that never paid). */
  amount: z.number().int(),
  /** Refunded of it. */
  refunded: z.number().int(),
  /** What stays paid: amount less refunded. */
  remaining: z.number().int(),
  /** The half owed to the organisations, by the ledger's rule (standing wreaths, each half rounded down). */
  donated: z.number().int(),
});
export type AdminPaymentTotals = z.infer<typeof adminPaymentTotalsSchema>;

// ---- Donation ledger ----

export const donationLedgerGroupings = ['recipient', 'campaign', 'organisation'] as const;
export type DonationLedgerGrouping = (typeof donationLedgerGroupings)[number];
export const donationLedgerGroupingLabels: Record<DonationLedgerGrouping, string> = {
  recipient: '기부처별',
  campaign: '캠페인별',
  organisation: '기부후원 단체별',
};

/**
 * GET /api/admin/donation-ledger/list?page&searchWord&by&month: `by` recipient
 * (default) or campaign; `month` 'YYYY-MM' in Korea, absent for all time (the
 * public pages' figures).
 */
export const adminLedgerSorts = ['name', 'paidCount', 'totalPaid', 'donatedAmount'] as const;
export type AdminLedgerSort = (typeof adminLedgerSorts)[number];

export const adminLedgerListQuerySchema = adminListQuery(['all'] as const, {
  ...adminListSort(adminLedgerSorts),
  by: blankAsAbsent(z.enum(donationLedgerGroupings, { error: paymentAdminMessages.ledgerByInvalid }).default('recipient')),
  month: blankAsAbsent(
    z
      .string({ error: paymentAdminMessages.monthInvalid })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, paymentAdminMessages.monthInvalid)
      .optional(),
  ),
});
export type AdminLedgerListQuery = z.input<typeof adminLedgerListQuerySchema>;

export const adminLedgerRowSchema = z.object({
  /** The recipient's or campaign's number; 0 for wreaths owed to none (a removed or unset one). */
  seq: z.number().int(),
  name: z.string(),
  /** Standing wreaths (paid, not wholly cancelled). */
  paidCount: z.number().int(),
  /** What they paid, less refunds. */
  totalPaid: z.number().int(),
  /** The half owed: each payment's half rounded down, summed (as the public pages). */
  donatedAmount: z.number().int(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRowSchema>;
export const adminLedgerPageSchema = pageOf(adminLedgerRowSchema);

/** The ledger's total row: every row of the month (or all time) and search. */
export const adminLedgerTotalsSchema = z.object({ paidCount: z.number().int(), totalPaid: z.number().int(), donatedAmount: z.number().int() });
export type AdminLedgerTotals = z.infer<typeof adminLedgerTotalsSchema>;
