import { z } from '../zod';
import { messages } from '../messages';
import { senderDisplays, type SenderDisplay } from '../format/sender';
import { isCompleteMobile, phoneDigits } from '../rules/phone';
import { invitationNumberPattern } from '../invitation/schemas';
import { firstFailure } from './first-failure';
import { maxSeq } from './query';
import { donationAmountLimits, kiwoomDeviceTypes, paymentFlows, paymentGateways, paymentTextLimits, sandboxCardCompanies } from './payment-presets';

// Paying for a donation wreath: the modal's request, the intent the server
// registers (its amount decided by the server, never by the browser), the
// verify call, the Kiwoom window's form, and the sandbox provider's calls.
// The whole contract, route by route and step by step, is
// docs/decisions/012-payments.md.

/** The statuses a payment can have, PortOne's names. */
export const paymentStatuses = ['READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED'] as const;
export type PaymentStatusValue = (typeof paymentStatuses)[number];

/**
 * Why the server refused a payment its provider reported paid
 * (payment_intent.refusal), where only the configured live channel settles
 * (production): TEST_CHANNEL, a PortOne test channel's payment;
 * OTHER_CHANNEL, a live channel other than PORTONE_CHANNEL_KEY.
 */
export const paymentRefusals = ['TEST_CHANNEL', 'OTHER_CHANNEL'] as const;
export type PaymentRefusal = (typeof paymentRefusals)[number];

const codePointLength = (text: string) => Array.from(text).length;
const isSenderDisplay = (value: unknown): value is SenderDisplay => typeof value === 'string' && (senderDisplays as readonly string[]).includes(value);

/**
 * POST /api/payment/unique-payment-id: the payment modal's request. Exactly
 * one target: `publicNum` (the guest page's invitation: its public number,
 * the page's address) or `campaignSeq` (the campaign page and the home's
 * quick menu). Checked in the modal's order, first failure wins: donation,
 * name, phone, message, how the name shows, terms. The types are lenient so
 * that a wrong value still meets its own sentence in that order.
 */
export const paymentIntentRequestSchema = z
  .object({
    publicNum: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    campaignSeq: z
      .unknown()
      .optional()
      .transform((value) => (value === undefined ? null : value)),
    /** Won added to the campaign's base amount: a preset (10,000 / 30,000 / 50,000 / 100,000) or a typed amount. */
    donationAmount: z.unknown().optional(),
    name: z
      .string()
      .nullish()
      .transform((value) => (value ?? '').trim().replace(/\s+/g, ' ')),
    /** Digits only in the end; separators as typed are dropped. */
    phoneNum: z
      .string()
      .nullish()
      .transform((value) => phoneDigits(value)),
    /** Plain text as typed (line breaks allowed); the server stores it escaped. */
    message: z
      .string()
      .nullish()
      .transform((value) => value ?? ''),
    senderDisplay: z
      .unknown()
      .optional()
      .transform((value) => (value === undefined || value === null ? 'MASKED' : value)),
    agreeTerms: z.unknown().optional(),
    /** '결제 영수증을 카카오톡 알림톡으로 받기' (optional): the receipt goes to phoneNum once paid. */
    receiptByMessage: z.unknown().optional(),
  })
  .superRefine((input, context) =>
    firstFailure(context, [
      () => {
        const hasInvitation = input.publicNum !== null;
        const hasCampaign = input.campaignSeq !== null;
        const validTarget = hasInvitation
          ? !hasCampaign && invitationNumberPattern.test(input.publicNum!)
          : typeof input.campaignSeq === 'number' && Number.isInteger(input.campaignSeq) && input.campaignSeq > 0 && input.campaignSeq <= maxSeq;
        return [!validTarget, hasInvitation ? 'publicNum' : 'campaignSeq', messages.payment.targetRequired];
      },
      () => [typeof input.donationAmount !== 'number', 'donationAmount', messages.payment.donationRequired],
      () => [
        !Number.isInteger(input.donationAmount) || (input.donationAmount as number) < donationAmountLimits.min,
        'donationAmount',
        messages.payment.donationTooSmall,
      ],
      () => [(input.donationAmount as number) > donationAmountLimits.max, 'donationAmount', messages.payment.donationTooLarge],
      () => [input.name === '', 'name', messages.payment.nameRequired],
      () => [codePointLength(input.name) > paymentTextLimits.name, 'name', messages.payment.nameTooLong],
      () => [input.phoneNum === '', 'phoneNum', messages.payment.phoneRequired],
      () => [!isCompleteMobile(input.phoneNum), 'phoneNum', messages.payment.phoneInvalid],
      () => [input.message.trim() === '', 'message', messages.payment.messageRequired],
      () => [codePointLength(input.message.trim()) > paymentTextLimits.message, 'message', messages.payment.messageTooLong],
      () => [!isSenderDisplay(input.senderDisplay), 'senderDisplay', messages.payment.senderDisplayRequired],
      () => [input.agreeTerms !== true, 'agreeTerms', messages.payment.termsRequired],
    ]),
  )
  .transform((input) => ({
    target: input.publicNum !== null ? { publicNum: input.publicNum } : { campaignSeq: input.campaignSeq as number },
    donationAmount: input.donationAmount as number,
    name: input.name,
    phoneNum: input.phoneNum,
    message: input.message.trim(),
    senderDisplay: input.senderDisplay as SenderDisplay,
    agreeTerms: true as const,
    receiptByMessage: input.receiptByMessage === true,
  }));
export type PaymentIntentRequestInput = z.input<typeof paymentIntentRequestSchema>;
export type PaymentIntentRequest = z.output<typeof paymentIntentRequestSchema>;

/** What the server registered and the browser needs to open the provider. */
export const paymentIntentSchema = z.object({
  /** The payment's own number: PortOne's paymentId, Kiwoom's ORDERNO, the receipt's 주문번호. */
  paymentId: z.string(),
  /** Won, decided by the server: the campaign's base amount plus the donation (1,000 on the test page). */
  amount: z.number().int(),
  /** What the provider window shows (the campaign's name, or '결제 테스트'). */
  orderName: z.string(),
  currency: z.literal('KRW'),
  payMethod: z.literal('CARD'),
  gateway: z.enum(paymentGateways),
  flow: z.enum(paymentFlows),
  /** For flow 'portone': PortOne.requestPayment's storeId and channelKey (the sandbox's own when gateway is 'sandbox'). */
  portone: z.object({ storeId: z.string(), channelKey: z.string() }).nullable(),
  /** The verify call's second path segment: the invitation's id, 0 for a campaign page or the test page. */
  invitationSeq: z.number().int(),
  /** The payer as typed in the modal, for the provider window's customer fields (null on the test page). */
  customer: z.object({ fullName: z.string().nullable(), phoneNumber: z.string().nullable() }),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const paymentIdParam = z.string({ error: messages.payment.notFound }).trim().min(1, messages.payment.notFound).max(64, messages.payment.notFound);

/** POST /api/payment/verify/{paymentId}/{invitationSeq} */
export const verifyParamsSchema = z.object({
  paymentId: paymentIdParam,
  invitationSeq: z.coerce
    .number({ error: messages.payment.notFound })
    .int(messages.payment.notFound)
    .min(0, messages.payment.notFound)
    .max(maxSeq, messages.payment.notFound),
});

/**
 * The spec's verify body {name, phoneNum, message}: optional (the guest
 * page's flow sends none). What counts is what the intent registered; a body
 * is accepted for the spec's shape and not stored.
 */
export const verifyBodySchema = z
  .object({
    name: z.string().max(100).optional(),
    phoneNum: z.string().max(30).optional(),
    message: z.string().max(1000).optional(),
  })
  .nullish();

/** The answer to verify, the webhook and the Kiwoom notification alike: PAID means done. */
export const paymentResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  /** ISO instant when PAID (or paid, then cancelled). */
  paidAt: z.string().nullable(),
  campaignName: z.string().nullable(),
  /** Said to the payer when the server refused a payment its provider reported paid (status FAILED): why, in Korean. */
  notice: z.string().optional(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

// ---------------------------------------------------------------------------
// Kiwoom Pay's window (flow 'kiwoom')

/** POST /api/payment/kiwoom/{paymentId} {type}: the form to post into the window. */
export const kiwoomWindowParamsSchema = z.object({ paymentId: paymentIdParam });
export const kiwoomWindowRequestSchema = z.object({
  type: z.enum(kiwoomDeviceTypes, { error: messages.payment.deviceType }),
});

export const kiwoomWindowSchema = z.object({
  paymentId: z.string(),
  /** PAID: already paid (show the done dialog); otherwise open the window with `window`. */
  status: z.enum(paymentStatuses),
  window: z
    .object({
      /** Where the form posts: Kiwoom's link-encryption page, or the sandbox's. */
      actionUrl: z.string(),
      /** The named window the form targets: open it first, 468 x 750. */
      windowName: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** The form's accept-charset. */
      acceptCharset: z.literal('EUC-KR'),
      /** Hidden inputs, name → value, in this order (CPID, ORDERNO, ..., KIWOOM_ENC). */
      fields: z.record(z.string(), z.string()),
    })
    .nullable(),
});
export type KiwoomWindow = z.infer<typeof kiwoomWindowSchema>;

// ---------------------------------------------------------------------------
// The sandbox provider (no keys): its own records, window and webhooks.

/** What PortOne.requestPayment sends: the sandbox's stand-in posts it to POST /api/sandbox/payments. */
export const sandboxPaymentRequestSchema = z.object({
  storeId: z.string().max(100),
  channelKey: z.string().max(100),
  paymentId: paymentIdParam,
  orderName: z.string().max(200),
  totalAmount: z.number().int().min(0).max(1_000_000_000),
  currency: z.string().max(10),
  payMethod: z.string().max(20),
});
export type SandboxPaymentRequest = z.infer<typeof sandboxPaymentRequestSchema>;

export const sandboxPaymentParamsSchema = z.object({ paymentId: paymentIdParam });

// PARTIAL_CANCELLED as PortOne reports a payment refunded in part (sandbox_payment.cancelled_amount holds how much).
export const sandboxPaymentStatuses = ['READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED'] as const;

/** GET /api/sandbox/payments/{paymentId}: what the checkout window shows. */
export const sandboxCheckoutSchema = z.object({
  paymentId: z.string(),
  flow: z.enum(paymentFlows),
  orderName: z.string(),
  /** What the browser asked the provider to charge (a tampered amount shows here as it would at PortOne). */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(sandboxPaymentStatuses),
  failReason: z.string().nullable(),
  cardCompany: z.string().nullable(),
  cardNumber: z.string().nullable(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST /api/sandbox/payments/{paymentId}/approve */
export const sandboxApproveSchema = z.object({
  cardCompany: z.enum(sandboxCardCompanies, { error: messages.payment.sandbox.cardCompanyRequired }),
  cardNumber: z
    .string({ error: messages.payment.sandbox.cardNumberInvalid })
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length === 16, messages.payment.sandbox.cardNumberInvalid),
  /** Send the Transaction.Paid webhook right away, as PortOne does (default true). */
  webhook: z.boolean().default(true),
});
export type SandboxApproveInput = z.input<typeof sandboxApproveSchema>;

/** POST /api/sandbox/payments/{paymentId}/decline */
export const sandboxDeclineSchema = z.object({ reason: z.string().trim().max(100).optional() }).nullish();

/** POST /api/sandbox/payments/{paymentId}/webhook: resend the current status's webhook, late or several times. */
export const sandboxWebhookSchema = z.object({
  delayMs: z.number().int().min(0).max(60_000).default(0),
  times: z.number().int().min(1).max(5).default(1),
});
export type SandboxWebhookInput = z.input<typeof sandboxWebhookSchema>;

export const sandboxResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(sandboxPaymentStatuses),
  /** The provider's transaction id (PortOne's transactionId) once paid. */
  txId: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type SandboxResult = z.infer<typeof sandboxResultSchema>;
