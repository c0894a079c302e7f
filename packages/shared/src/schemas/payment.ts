import { giftTransferSchema } from './settlement';
import { z } from '../zod';
import { messages } from '../messages';
import { refundRequestStatusSchema } from './payment-refund';
import { instantSchema } from './query';

/** Home page thankful donors: the latest this many PAID payments. */
export const mainPagePaymentCount = 10;

/** GET /api/payment/getMainPageList/:status: only PAID may be listed publicly. */
export const mainPagePaymentParamsSchema = z.object({
  status: z.literal('PAID', { error: messages.query.paymentStatus }),
});

export const mainPagePaymentSchema = z.object({
  /** The sender as the payer chose to show it (senderDisplayName): 김*수, (주)한결상사 임직원 일동, 익명. */
  name: z.string(),
  campaignName: z.string().nullable(),
  amount: z.number().int(),
  /** ISO instant. */
  paidAt: z.string(),
});
export type MainPagePayment = z.infer<typeof mainPagePaymentSchema>;
export const mainPagePaymentListSchema = z.array(mainPagePaymentSchema);

// ---------------------------------------------------------------------------
// Receipt lookup (000 section 5): the payer finds a payment by its own number,
// the name and the phone they paid with. The invitation's order number is
// never asked for nor shown: it is the host's (spec README decision).

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** GET /api/payment/receipt/:paymentId/:name/:phoneNum */
export const receiptParamsSchema = z.object({
  paymentId: requiredText(messages.receipt.paymentIdRequired, 64),
  name: requiredText(messages.receipt.nameRequired, 30),
  phoneNum: z
    .string({ error: messages.receipt.phoneRequired })
    .transform((phone) => phone.replace(/\D/g, ''))
    .refine((digits) => digits.length > 0 && digits.length <= 11, messages.receipt.phoneRequired),
});
export type ReceiptParams = z.input<typeof receiptParamsSchema>;

export const receiptStatuses = ['PAID', 'CANCELLED', 'PARTIAL_CANCELLED'] as const;
export const receiptStatusLabels: Record<(typeof receiptStatuses)[number], string> = {
  PAID: '결제 완료',
  CANCELLED: '결제 취소',
  PARTIAL_CANCELLED: '부분 환불',
};

export const paymentReceiptSchema = z.object({
  paymentId: z.string(),
  name: z.string(),
  paidAt: z.string().nullable(),
  campaignName: z.string().nullable(),
  /** 'W' wedding, 'F' funeral, null for a payment that belongs to no invitation. */
  invitationType: z.enum(['W', 'F']).nullable(),
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  /** What the organisation receives of it now: the donated share fixed at payment time, of what stays paid (0 once cancelled). */
  donatedAmount: z.number().int(),
  /** When its donated part reached the organisation (기부처 전달 완료), or null while not yet. */
  transfer: giftTransferSchema,
  status: z.enum(receiptStatuses),
  payMethod: z.string(),
  cardCompany: z.string().nullable(),
  /** Masked as the provider reports it ('1234-****-****-5678'). */
  cardNumber: z.string().nullable(),
  approvalNo: z.string().nullable(),
  /** The provider's own receipt page, when it gave one. */
  receiptUrl: z.string().nullable(),
  /** The latest 환불 요청 made from this receipt, null when none. */
  refundRequest: refundRequestStatusSchema.nullable(),
  /** Each refund of this payment, oldest first: what was returned and when. */
  refunds: z.array(z.object({ amount: z.number().int(), refundedAt: instantSchema })),
  /** What stays paid: amount − cancelledAmount. */
  remainingAmount: z.number().int(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

// ---------------------------------------------------------------------------
// The wreath messages board (home '후원 메시지'): paid wreaths' messages with
// the sender shown as the payer chose.

export const wreathMessagePageSize = 10;

export const wreathMessageSchema = z.object({
  paymentSeq: z.number().int(),
  senderName: z.string(),
  /** Plain text with line breaks as '\n'. */
  message: z.string(),
  campaignName: z.string().nullable(),
  invitationType: z.enum(['W', 'F']).nullable(),
  paidAt: z.string(),
});
export type WreathMessage = z.infer<typeof wreathMessageSchema>;
export const wreathMessagePageSchema = z.object({ content: z.array(wreathMessageSchema), totalElements: z.number().int() });
