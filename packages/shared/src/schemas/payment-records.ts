import { z } from '../zod';
import { messages } from '../messages';
import { senderDisplays } from '../format/sender';
import { isCompleteMobile, phoneDigits } from '../rules/phone';
import { isCalendarDate, orderNumParam, publicNumParam } from '../invitation/schemas';
import { firstFailure } from './first-failure';
import { pageParam } from './query';
import { paymentStatuses } from './payment-checkout';

// What paid wreaths leave behind: the donation ledger, the kiosk's list, the
// host's received wreaths, the payer's cash and donation receipt details, and
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
// Cash receipt and donation receipt details (the spec's 'cash receipt edit' modal)

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

/** Who the donation receipt (기부금 영수증) for the donated half is made out to. */
export const donorTypes = ['PERSON', 'BUSINESS'] as const;
export type DonorType = (typeof donorTypes)[number];
export const donorTypeLabels: Record<DonorType, string> = { PERSON: '개인', BUSINESS: '사업자' };

export const cashReceiptLimits = { donorName: 30, address: 200 } as const;

const digitsOf = (value: string | null | undefined) => phoneDigits(value);
const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/payment/cash-receipt/{paymentId}/{name}/{phoneNum}: what the
 * payer's receipts are issued to. A 기부금 영수증 for the donated half needs
 * the donor's name, their birth date (a person) or business number (a
 * business) and address; the organisation confirms the resident number
 * itself when it issues one, so this service never stores it.
 */
export const cashReceiptRequestSchema = z
  .object({
    usageType: z.unknown().optional(),
    /** Digits only: a mobile number (income) or a business number (expense). */
    identityNumber: z.string().nullish().transform(digitsOf),
    donationReceipt: z
      .object({
        donorType: z.unknown().optional(),
        donorName: z
          .string()
          .nullish()
          .transform((value) => (value ?? '').trim().replace(/\s+/g, ' ')),
        /** 'YYYY-MM-DD' for a person. */
        birthDate: z
          .string()
          .nullish()
          .transform((value) => (value ?? '').trim()),
        /** 10 digits for a business. */
        businessNumber: z.string().nullish().transform(digitsOf),
        address: z
          .string()
          .nullish()
          .transform((value) => (value ?? '').trim()),
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    const donation = input.donationReceipt;
    const person = donation?.donorType === 'PERSON';
    firstFailure(context, [
      () => [!cashReceiptUsages.includes(input.usageType as CashReceiptUsage), 'usageType', messages.payment.cashReceipt.usageRequired],
      () => (input.usageType === 'income' ? [!isCompleteMobile(input.identityNumber), 'identityNumber', messages.payment.cashReceipt.phoneInvalid] : null),
      () => (input.usageType === 'expense' ? [input.identityNumber.length !== 10, 'identityNumber', messages.payment.cashReceipt.businessNumberInvalid] : null),
      () =>
        donation ? [!donorTypes.includes(donation.donorType as DonorType), 'donationReceipt.donorType', messages.payment.cashReceipt.donorTypeRequired] : null,
      () => (donation ? [donation.donorName === '', 'donationReceipt.donorName', messages.payment.cashReceipt.donorNameRequired] : null),
      () =>
        donation
          ? [Array.from(donation.donorName).length > cashReceiptLimits.donorName, 'donationReceipt.donorName', messages.payment.cashReceipt.donorNameTooLong]
          : null,
      () =>
        donation && person
          ? [
              !isCalendarDate(donation.birthDate) || donation.birthDate > todayIso() || donation.birthDate < '1900-01-01',
              'donationReceipt.birthDate',
              messages.payment.cashReceipt.birthDateInvalid,
            ]
          : null,
      () =>
        donation && !person
          ? [donation.businessNumber.length !== 10, 'donationReceipt.businessNumber', messages.payment.cashReceipt.businessNumberInvalid]
          : null,
      () => (donation ? [donation.address === '', 'donationReceipt.address', messages.payment.cashReceipt.addressRequired] : null),
      () =>
        donation
          ? [Array.from(donation.address).length > cashReceiptLimits.address, 'donationReceipt.address', messages.payment.cashReceipt.addressTooLong]
          : null,
    ]);
  })
  .transform((input) => ({
    usageType: input.usageType as CashReceiptUsage,
    identityNumber: input.identityNumber,
    donationReceipt: input.donationReceipt
      ? input.donationReceipt.donorType === 'PERSON'
        ? {
            donorType: 'PERSON' as const,
            donorName: input.donationReceipt.donorName,
            birthDate: input.donationReceipt.birthDate,
            businessNumber: null,
            address: input.donationReceipt.address,
          }
        : {
            donorType: 'BUSINESS' as const,
            donorName: input.donationReceipt.donorName,
            birthDate: null,
            businessNumber: input.donationReceipt.businessNumber,
            address: input.donationReceipt.address,
          }
      : null,
  }));
export type CashReceiptRequestInput = z.input<typeof cashReceiptRequestSchema>;
export type CashReceiptRequest = z.output<typeof cashReceiptRequestSchema>;

/** The receipt details kept with a payment, as the payer's receipt and the administrator see them. */
export const cashReceiptSchema = z.object({
  usageType: z.enum(cashReceiptUsages),
  identityNumber: z.string(),
  status: z.enum(cashReceiptStatuses),
  approvalNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
  donationReceipt: z
    .object({
      donorType: z.enum(donorTypes),
      donorName: z.string(),
      birthDate: z.string().nullable(),
      businessNumber: z.string().nullable(),
      address: z.string(),
    })
    .nullable(),
});
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

/** GET /api/payment/cash-receipt/{paymentId}/{name}/{phoneNum}: what the payer saved, or null before they save anything. */
export const cashReceiptAnswerSchema = z.object({ cashReceipt: cashReceiptSchema.nullable() });
export type CashReceiptAnswer = z.infer<typeof cashReceiptAnswerSchema>;

/** POST of the same path: the sentence to show and what is now kept. */
export const cashReceiptSavedSchema = z.object({ message: z.string(), cashReceipt: cashReceiptSchema });
export type CashReceiptSaved = z.infer<typeof cashReceiptSavedSchema>;

// ---------------------------------------------------------------------------
// Administrators: GET /api/admin/payment/detail/{paymentId}, POST /api/admin/payment/cancel/{paymentId}

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
  cashReceipt: cashReceiptSchema.nullable(),
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
