import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery } from './admin';
import { paymentStatuses, type PaymentStatusValue } from './payment-checkout';
import { blankAsAbsent, instantSchema, pageOf } from './query';
import { isCalendarDay } from '../format/date';

// The back office's payments and donation ledger (issue 11, beyond spec 002):
// the payment list with its cancel, and what paid wreaths owe each donation
// recipient and campaign in a month, the same sums as the public pages.

export const paymentAdminMessages = {
  periodInvalid: '기간은 날짜(YYYY-MM-DD)로 입력해주세요.',
  periodReversed: '기간의 시작일이 종료일보다 늦습니다.',
  monthInvalid: '조회할 달을 다시 선택해주세요.',
  ledgerByInvalid: '정산 기준을 다시 선택해주세요.',
  cancelConfirm: '이 결제를 취소하시겠습니까? 결제사에 전액 취소를 요청합니다.',
  cancelled: '결제가 취소되었습니다.',
} as const;

export const paymentStatusLabels: Record<PaymentStatusValue, string> = {
  READY: '결제 대기',
  PAID: '결제 완료',
  FAILED: '결제 실패',
  CANCELLED: '결제 취소',
  PARTIAL_CANCELLED: '부분 취소',
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

/** GET /api/admin/payment/list?page&searchType&searchWord&status&from&to (Korean calendar days, inclusive). */
export const adminPaymentListQuerySchema = adminListQuery(adminPaymentSearchTypes, {
  status: blankAsAbsent(z.enum(paymentStatuses, { error: messages.query.paymentStatus }).optional()),
  from: dayParam,
  to: dayParam,
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

// ---- Donation ledger ----

export const donationLedgerGroupings = ['recipient', 'campaign'] as const;
export type DonationLedgerGrouping = (typeof donationLedgerGroupings)[number];
export const donationLedgerGroupingLabels: Record<DonationLedgerGrouping, string> = { recipient: '기부처별', campaign: '캠페인별' };

/**
 * GET /api/admin/donation-ledger/list?page&searchWord&by&month: `by` recipient
 * (default) or campaign; `month` 'YYYY-MM' in Korea, absent for all time (the
 * public pages' figures).
 */
export const adminLedgerListQuerySchema = adminListQuery(['all'] as const, {
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
