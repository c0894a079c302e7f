import { z } from '../zod';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, instantSchema } from './query';
import { messages } from '../messages';

// 알림톡/SMS the product sends (modules/message): what the back office's
// '메시지 발송' list shows, failures first among what administrators look for.

/** The message's templates (apps/server modules/message/templates.ts has their words and variables). */
export const messageTemplateCodes = ['ORDER_GUIDE', 'WREATH_ARRIVED', 'PAYMENT_RECEIPT', 'THANKS', 'REFUND_DECLINED'] as const;
export type MessageTemplateCode = (typeof messageTemplateCodes)[number];

export const messageTemplateLabels: Record<MessageTemplateCode, string> = {
  ORDER_GUIDE: '비회원 주문 안내',
  WREATH_ARRIVED: '기부화환 도착',
  PAYMENT_RECEIPT: '결제 영수증',
  THANKS: '감사 인사',
  REFUND_DECLINED: '환불 요청 거절',
};

/**
 * QUEUED: waiting for its time or its next attempt (nothing handed over).
 * SENDING: an attempt started whose outcome is not known yet (the provider is asked before any new attempt).
 * SENT: handed over. FAILED: every attempt failed.
 */
export const messageStates = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type MessageState = (typeof messageStates)[number];

export const messageStateLabels: Record<MessageState, string> = {
  QUEUED: '대기',
  SENDING: '보내는 중',
  SENT: '보냄',
  FAILED: '실패',
};

/** How it went out: 알림톡, SMS, LMS, or the outbox folder (no Solapi keys). */
export const messageChannels = ['ATA', 'SMS', 'LMS', 'OUTBOX'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const messageChannelLabels: Record<MessageChannel, string> = {
  ATA: '알림톡',
  SMS: 'SMS',
  LMS: 'LMS',
  OUTBOX: '파일(샌드박스)',
};

export const adminMessageSearchTypes = ['all', 'phone', 'orderNum'] as const;

/** GET /api/admin/message/list?page&searchType&searchWord&state. */
/** What the message list sorts by: when it was made, its template, its state. */
export const adminMessageSorts = ['createdAt', 'kind', 'status'] as const;
export const adminMessageListQuerySchema = adminListQuery(adminMessageSearchTypes, {
  ...adminListSort(adminMessageSorts),
  state: blankAsAbsent(z.enum(messageStates, { error: messages.query.searchType }).optional()),
});
export type AdminMessageListQuery = z.input<typeof adminMessageListQuerySchema>;

export const adminMessageRowSchema = z.object({
  messageSeq: z.number().int(),
  template: z.enum(messageTemplateCodes),
  /** The phone, its middle digits hidden (010-****-5678). */
  phone: z.string(),
  orderNum: z.string().nullable(),
  state: z.enum(messageStates),
  channel: z.enum(messageChannels).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sendAfter: instantSchema,
  sentAt: instantSchema.nullable(),
  createDate: instantSchema,
});
export type AdminMessageRow = z.infer<typeof adminMessageRowSchema>;
