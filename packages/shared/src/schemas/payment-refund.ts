import { z } from '../zod';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, instantSchema } from './query';
import { refundAmountSchema } from './payment-records';

// 환불 요청 (issue 24): the payer asks from the receipt lookup with the same
// proof it takes (결제번호, name, phone); administrators approve it (the
// payment's full cancel) or decline it with a reason; the lookup shows where
// it stands.

export const refundRequestStates = ['REQUESTED', 'DONE', 'DECLINED'] as const;
export type RefundRequestState = (typeof refundRequestStates)[number];

export const refundRequestStateLabels: Record<RefundRequestState, string> = {
  REQUESTED: '요청됨',
  DONE: '환불 완료',
  DECLINED: '거절',
};

export const refundMessages = {
  reasonRequired: '환불 사유를 입력해주세요.',
  reasonTooLong: '환불 사유는 500자 이내로 입력해주세요.',
  contactRequired: '연락받을 휴대폰 번호나 이메일을 입력해주세요.',
  contactTooLong: '연락처는 100자 이내로 입력해주세요.',
  declineReasonRequired: '거절 사유를 입력해주세요.',
  declineReasonTooLong: '거절 사유는 200자 이내로 입력해주세요.',
  alreadyRequested: '이 결제의 환불 요청이 이미 접수되어 처리 중입니다.',
  notRefundable: '환불할 금액이 남아 있는 결제만 환불을 요청할 수 있습니다.',
  notOpen: '이미 처리된 환불 요청입니다.',
  notFound: '환불 요청을 찾을 수 없습니다.',
  requested: '환불 요청이 접수되었습니다. 확인 후 연락드리겠습니다.',
  approveConfirm: '이 환불 요청을 승인하시겠습니까? 결제사에 입력한 금액의 환불을 요청합니다.',
  approved: '환불 요청을 승인해 환불했습니다.',
  declined: '환불 요청을 거절했습니다.',
  declinedSentByPhone: '환불 요청을 거절하고 사유를 결제하신 분의 휴대폰으로 보냈습니다.',
  declinedSentByEmail: '환불 요청을 거절하고 사유를 결제하신 분의 이메일로 보냈습니다.',
  declinedNotSent: '환불 요청을 거절했습니다. 연락처가 휴대폰 번호나 이메일이 아니어서 사유는 영수증 조회에만 보입니다.',
  declineMailSubject: (service: string) => `[${service}] 환불 요청에 답변드립니다`,
  declineMailBody: (name: string, paymentId: string, reason: string, link: string) =>
    `${name ? `${name}님, ` : ''}요청하신 환불을 해 드리지 못하게 되었습니다.\n\n결제번호: ${paymentId}\n사유: ${reason}\n\n홈페이지의 증빙서류 발급에서 결제번호, 이름, 휴대폰 번호로 다시 확인할 수 있습니다.\n${link}`,
  approvedPart: '환불 요청을 승인해 입력한 금액을 환불했습니다.',
  approveAmountLabel: '환불할 금액',
} as const;

const trimmed = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** What the payer sends from the receipt: why, and where to reach them. */
export const refundRequestBodySchema = z.object({
  reason: trimmed(refundMessages.reasonRequired, 500, refundMessages.reasonTooLong),
  contact: trimmed(refundMessages.contactRequired, 100, refundMessages.contactTooLong),
});
export type RefundRequestBody = z.input<typeof refundRequestBodySchema>;

/** A payment's latest refund request as its payer sees it on the receipt. */
export const refundRequestStatusSchema = z.object({
  state: z.enum(refundRequestStates),
  requestedAt: instantSchema,
  /** Set when declined: what the administrator wrote. */
  declineReason: z.string().nullable(),
});
export type RefundRequestStatus = z.infer<typeof refundRequestStatusSchema>;

/** 승인: the amount to refund, all of what stays paid when left out. */
export const refundApproveSchema = z.object({ amount: refundAmountSchema.optional() }).nullish();
export type RefundApprove = z.input<typeof refundApproveSchema>;

/** 거절's answer: the request as the payer sees it, and how the reason was sent to them (null: shown on the receipt only). */
export const refundDeclineResultSchema = refundRequestStatusSchema.extend({ sentBy: z.enum(['phone', 'email']).nullable() });
export type RefundDeclineResult = z.infer<typeof refundDeclineResultSchema>;

export const refundDeclineSchema = z.object({
  reason: trimmed(refundMessages.declineReasonRequired, 200, refundMessages.declineReasonTooLong),
});
export type RefundDecline = z.input<typeof refundDeclineSchema>;

export const refundRequestSearchTypes = ['all', 'paymentId', 'payer'] as const;

/** GET /api/admin/refund-request/list?page&searchType&searchWord&state */
/** What the refund requests sort by: the payment's amount, state, day asked. */
export const adminRefundRequestSorts = ['amount', 'status', 'createdAt'] as const;
export const adminRefundRequestListQuerySchema = adminListQuery(refundRequestSearchTypes, {
  ...adminListSort(adminRefundRequestSorts),
  state: blankAsAbsent(z.enum(refundRequestStates, { error: '처리 상태를 다시 선택해주세요.' }).optional()),
});
export type AdminRefundRequestListQuery = z.input<typeof adminRefundRequestListQuerySchema>;

export const adminRefundRequestRowSchema = z.object({
  refundRequestSeq: z.number().int(),
  paymentId: z.string(),
  name: z.string().nullable(),
  amount: z.number().int(),
  /** Already refunded (a partial refund before or after the request). */
  cancelledAmount: z.number().int(),
  paymentStatus: z.string(),
  reason: z.string(),
  contact: z.string(),
  state: z.enum(refundRequestStates),
  declineReason: z.string().nullable(),
  createDate: instantSchema,
  decidedAt: instantSchema.nullable(),
});
export type AdminRefundRequestRow = z.infer<typeof adminRefundRequestRowSchema>;

/** The refund policy page's address: the payment modal links it (on the site and on the guest page alike). */
export const refundPolicyPath = '/customer-service/refund-policy';

/** What a wreath payment collects, as the payment modal's agreement says it (and the refund policy page repeats). */
export const paymentCollectedItems = ['보내는 분 이름', '휴대폰 번호', '메시지', '결제 정보(카드사, 승인번호, 결제 금액)'] as const;
