import { z } from '../zod';
import { messages } from '../messages';
import { senderDisplays } from '../format/sender';
import { isCompleteMobile, phoneDigits } from '../rules/phone';
import { orderNumParam, publicNumParam } from '../invitation/schemas';
import { firstFailure } from './first-failure';
import { instantSchema, pageParam } from './query';
import { paymentStatuses } from './payment-checkout';

// What paid wreaths leave behind: the donation ledger, the kiosk's list, the
// host's received wreaths, the payer's cash receipt details, and
// the administrator's view and cancellation.

// ---------------------------------------------------------------------------
// The donation ledger

/**
 * Figures computed from the payments table (PAID and partly refunded ones;
 * cancelled, failed and waiting ones never count): how many wreaths, how
 * much stays paid, and the part owed to the recipient (the sum of each
 * payment's donatedShare).
 */
export const donationLedgerSchema = z.object({
  paidCount: z.number().int(),
  totalPaid: z.number().int(),
  donatedAmount: z.number().int(),
});
export type DonationLedger = z.infer<typeof donationLedgerSchema>;

export const emptyLedger: DonationLedger = { paidCount: 0, totalPaid: 0, donatedAmount: 0 };

// ---------------------------------------------------------------------------
// The kiosk: GET /api/payment/get-payment-list-for-kiosk/{publicNum}/{page}

/** Messages a kiosk page holds: a hall's wreaths fit in one or two requests. */
export const kioskPaymentPageSize = 50;

/**
 * The spec's path segment `{invitationSeq}` carries the invitation's public
 * number (the kiosk's own address), as every guest-data call does: a
 * sequential id would let anyone walk every invitation's messages, and the
 * two kinds of invitation number their rows separately.
 */
export const kioskPaymentParamsSchema = z.object({
  publicNum: publicNumParam,
  page: pageParam,
});

export const kioskPaymentSchema = z.object({
  paymentSeq: z.number().int(),
  /** The sender as the payer chose to show it (the spec's `sender` and `name`): 김*수, (주)한결상사 임직원 일동, 익명. */
  name: z.string(),
  /** Plain text with line breaks as '\n': render as text, never as HTML. */
  message: z.string(),
  paidAt: z.string(),
});
export type KioskPayment = z.infer<typeof kioskPaymentSchema>;
export const kioskPaymentPageSchema = z.object({ content: z.array(kioskPaymentSchema), totalElements: z.number().int() });

// ---------------------------------------------------------------------------
// The host's received wreaths (my-page): GET /api/payment/received-list?orderNum&page

export const receivedWreathPageSize = 10;

export const receivedWreathQuerySchema = z.object({
  /** The host's order number (my-page's own; never the guests' public number). */
  orderNum: orderNumParam,
  page: pageParam,
});

export const receivedWreathSchema = z.object({
  paymentSeq: z.number().int(),
  /** The sender's name in full, unless they chose 익명 (the masking of public lists is not for the host). */
  name: z.string(),
  message: z.string(),
  amount: z.number().int(),
  status: z.enum(['PAID', 'PARTIAL_CANCELLED']),
  paidAt: z.string(),
});
export type ReceivedWreath = z.infer<typeof receivedWreathSchema>;
export const receivedWreathPageSchema = z.object({
  content: z.array(receivedWreathSchema),
  totalElements: z.number().int(),
  /** The whole invitation's figures, not just this page's. */
  summary: donationLedgerSchema,
});
export type ReceivedWreathPage = z.infer<typeof receivedWreathPageSchema>;

// ---------------------------------------------------------------------------
// Cash receipt details (the spec's 'cash receipt edit' modal). A 기부금 영수증
// is asked for apart, through its own request (schemas/donation-receipt.ts).

/** 소득공제용 (income deduction, by a mobile number) or 지출증빙용 (expense proof, by a business number). */
export const cashReceiptUsages = ['income', 'expense'] as const;
export type CashReceiptUsage = (typeof cashReceiptUsages)[number];
export const cashReceiptUsageLabels: Record<CashReceiptUsage, string> = { income: '소득공제용', expense: '지출증빙용' };

export const cashReceiptStatuses = ['REQUESTED', 'ISSUED', 'CANCELLED'] as const;
export const cashReceiptStatusLabels: Record<(typeof cashReceiptStatuses)[number], string> = {
  REQUESTED: '발급 요청',
  ISSUED: '발급 완료',
  CANCELLED: '발급 취소',
};

/** Who a 기부금 영수증 for the donated part is made out to. */
export const donorTypes = ['PERSON', 'BUSINESS'] as const;
export type DonorType = (typeof donorTypes)[number];
export const donorTypeLabels: Record<DonorType, string> = { PERSON: '개인', BUSINESS: '사업자' };

const digitsOf = (value: string | null | undefined) => phoneDigits(value);

/** POST /api/payment/cash-receipt/{paymentId}/{name}/{phoneNum}: what the payer's cash receipt is issued to. */
export const cashReceiptRequestSchema = z
  .object({
    usageType: z.unknown().optional(),
    /** Digits only: a mobile number (income) or a business number (expense). */
    identityNumber: z.string().nullish().transform(digitsOf),
  })
  .superRefine((input, context) => {
    firstFailure(context, [
      () => [!cashReceiptUsages.includes(input.usageType as CashReceiptUsage), 'usageType', messages.payment.cashReceipt.usageRequired],
      () => (input.usageType === 'income' ? [!isCompleteMobile(input.identityNumber), 'identityNumber', messages.payment.cashReceipt.phoneInvalid] : null),
      () => (input.usageType === 'expense' ? [input.identityNumber.length !== 10, 'identityNumber', messages.payment.cashReceipt.businessNumberInvalid] : null),
    ]);
  })
  .transform((input) => ({ usageType: input.usageType as CashReceiptUsage, identityNumber: input.identityNumber }));
export type CashReceiptRequestInput = z.input<typeof cashReceiptRequestSchema>;
export type CashReceiptRequest = z.output<typeof cashReceiptRequestSchema>;

/** The cash receipt details kept with a payment, as the payer sees them. */
export const cashReceiptSchema = z.object({
  usageType: z.enum(cashReceiptUsages),
  identityNumber: z.string(),
  status: z.enum(cashReceiptStatuses),
  approvalNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

/**
 * The same as administrators see it, with the 기부금 영수증 details the older
 * editor took (before 기부금 영수증 requests, issue 25): no longer written, and
 * kept readable here rather than dropped, as payers left them.
 */
export const adminCashReceiptSchema = cashReceiptSchema.extend({
  earlierDonationReceipt: z
    .object({
      donorType: z.enum(donorTypes),
      donorName: z.string(),
      birthDate: z.string().nullable(),
      businessNumber: z.string().nullable(),
      address: z.string(),
    })
    .nullable(),
});
export type AdminCashReceipt = z.infer<typeof adminCashReceiptSchema>;

/** GET /api/payment/cash-receipt/{paymentId}/{name}/{phoneNum}: what the payer saved, or null before they save anything. */
export const cashReceiptAnswerSchema = z.object({ cashReceipt: cashReceiptSchema.nullable() });
export type CashReceiptAnswer = z.infer<typeof cashReceiptAnswerSchema>;

/** POST of the same path: the sentence to show and what is now kept. */
export const cashReceiptSavedSchema = z.object({ message: z.string(), cashReceipt: cashReceiptSchema });
export type CashReceiptSaved = z.infer<typeof cashReceiptSavedSchema>;

// ---------------------------------------------------------------------------
// Administrators: GET /api/admin/payment/detail/{paymentId}, POST /api/admin/payment/cancel/{paymentId}

/** One refund of a payment, whole or in part: who made it (null: at the provider's console), why, and the provider's reference. */
export const paymentRefundSchema = z.object({
  amount: z.number().int(),
  reason: z.string(),
  refundedAt: instantSchema,
  /** The administrator's name; null when the provider's webhook brought it. */
  refundedBy: z.string().nullable(),
  /** The provider's cancellation id (PortOne's cancellation.id). */
  gatewayReference: z.string().nullable(),
  /** Made to answer a payer's 환불 요청. */
  fromRequest: z.boolean(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const adminPaymentSchema = z.object({
  paymentSeq: z.number().int(),
  paymentId: z.string(),
  purpose: z.enum(['WREATH', 'TEST']),
  provider: z.enum(['portone', 'kiwoom', 'sandbox']),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  donatedAmount: z.number().int(),
  campaignName: z.string().nullable(),
  /** The donation recipient (기부처) the donated half is owed to, as it was when paid. */
  recipientName: z.string().nullable(),
  invitationType: z.enum(['W', 'F']).nullable(),
  /** The host's order number: administrators see it, payers never do. */
  orderNum: z.string().nullable(),
  name: z.string().nullable(),
  phoneNum: z.string().nullable(),
  message: z.string(),
  senderDisplay: z.enum(senderDisplays),
  payMethod: z.string(),
  cardCompany: z.string().nullable(),
  cardNumber: z.string().nullable(),
  approvalNo: z.string().nullable(),
  providerTxId: z.string().nullable(),
  failReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Why an administrator cancelled it. */
  cancelReason: z.string().nullable(),
  createDate: z.string(),
  cashReceipt: adminCashReceiptSchema.nullable(),
  /** What stays paid and may still be refunded: amount − cancelledAmount. */
  remainingAmount: z.number().int(),
  /** Each refund, oldest first (payment_cancel). */
  refunds: z.array(paymentRefundSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentCancelRequestSchema = z.object({
  reason: z
    .string({ error: messages.payment.cancelReasonRequired })
    .trim()
    .min(1, messages.payment.cancelReasonRequired)
    .max(200, messages.payment.cancelReasonTooLong),
});
export type PaymentCancelRequest = z.input<typeof paymentCancelRequestSchema>;

export const paymentCancelResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(paymentStatuses),
  cancelledAmount: z.number().int(),
  cancelledAt: z.string().nullable(),
});
export type PaymentCancelResult = z.infer<typeof paymentCancelResultSchema>;

/** A refund amount: whole won, at least 1 (the upper bound, what stays paid, is the server's to check). */
export const refundAmountSchema = z
  .number({ error: messages.payment.refundAmountRequired })
  .int(messages.payment.refundAmountWhole)
  .min(1, messages.payment.refundAmountMin);

/** POST /api/admin/payment/refund/{paymentId}: a part (or all) of what stays paid, with the reason sent to the provider. */
export const paymentRefundRequestSchema = z.object({
  amount: refundAmountSchema,
  reason: z
    .string({ error: messages.payment.refundReasonRequired })
    .trim()
    .min(1, messages.payment.refundReasonRequired)
    .max(200, messages.payment.refundReasonTooLong),
});
export type PaymentRefundRequest = z.input<typeof paymentRefundRequestSchema>;
