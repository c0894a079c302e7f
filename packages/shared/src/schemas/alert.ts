import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort } from './admin';
import { blankAsAbsent, instantSchema, maxSeq } from './query';

// Administrator alerts (운영 알림): what the server noticed that a person must
// look at (a payment refused or not refunded, a provider notification that
// should not have come), listed in the back office and acknowledged there.

/** What an alert is about. Each is raised by one place in the payment code (docs/decisions/012-payments.md), or by the job queue (017-jobs.md). */
export const adminAlertKinds = [
  // A PortOne payment made on a test channel (or another live channel) reached settlement in production: refused, not counted.
  'PAYMENT_CHANNEL_REFUSED',
  // A paid payment whose number we never issued could not be cancelled at the provider: refund it by hand.
  'UNKNOWN_PAYMENT_CANCEL_FAILED',
  // A payment settlement refused (another amount or currency, another live channel) could not be refunded: refund it by hand.
  'REFUND_FAILED',
  // A Kiwoom notification settled an order whose payment window we never opened.
  'KIWOOM_WINDOW_NEVER_OPENED',
  // A Kiwoom notification with the right secret address came from an address not on the allow-list.
  'KIWOOM_NOTIFICATION_REFUSED',
  // A scheduled job (payment reconciliation, a sweep) failed on every attempt (lib/jobs.ts).
  'JOB_FAILED',
  // A 알림톡/SMS failed on every attempt (modules/message).
  'MESSAGE_FAILED',
] as const;
export type AdminAlertKind = (typeof adminAlertKinds)[number];

export const adminAlertKindLabels: Record<AdminAlertKind, string> = {
  PAYMENT_CHANNEL_REFUSED: '결제 채널 거절',
  UNKNOWN_PAYMENT_CANCEL_FAILED: '발급하지 않은 결제',
  REFUND_FAILED: '자동 환불 실패',
  KIWOOM_WINDOW_NEVER_OPENED: '결제창 없는 결제 통보',
  KIWOOM_NOTIFICATION_REFUSED: '허용되지 않은 결제 통보',
  JOB_FAILED: '정기 작업 실패',
  MESSAGE_FAILED: '메시지 발송 실패',
};

export const adminAlertSearchTypes = ['all', 'title', 'paymentId'] as const;
export const adminAlertAcknowledgedFilters = ['N', 'Y'] as const;

/** GET /api/admin/alert/list?page&searchType&searchWord&acknowledged (N: not yet, Y: done, absent: all). */
/** What the alert list sorts by: when, kind, title, acknowledged or not. */
export const adminAlertSorts = ['createdAt', 'kind', 'name', 'status'] as const;
export const adminAlertListQuerySchema = adminListQuery(adminAlertSearchTypes, {
  ...adminListSort(adminAlertSorts),
  acknowledged: blankAsAbsent(z.enum(adminAlertAcknowledgedFilters, { error: messages.query.searchType }).optional()),
});
export type AdminAlertListQuery = z.input<typeof adminAlertListQuerySchema>;

export const adminAlertRowSchema = z.object({
  alertSeq: z.number().int(),
  kind: z.enum(adminAlertKinds),
  title: z.string(),
  /** The payment's own number (or the order number a provider named) the alert concerns. */
  paymentId: z.string().nullable(),
  createDate: instantSchema,
  acknowledgedAt: instantSchema.nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type AdminAlertRow = z.infer<typeof adminAlertRowSchema>;

export const adminAlertDetailSchema = adminAlertRowSchema.extend({
  summary: z.string(),
  /** What the server knew when it raised it (amounts, the provider's report, addresses), as recorded. */
  details: z.record(z.string(), z.unknown()),
});
export type AdminAlertDetail = z.infer<typeof adminAlertDetailSchema>;

/** POST /api/admin/alert/save { alertSeq }: 확인 처리. */
export const adminAlertAcknowledgeSchema = z.object({
  alertSeq: z.number({ error: messages.query.seq }).int(messages.query.seq).min(1, messages.query.seq).max(maxSeq, messages.query.seq),
});
export type AdminAlertAcknowledge = z.infer<typeof adminAlertAcknowledgeSchema>;

/** GET /api/admin/alert/unacknowledged-count: the admin menu's badge. */
export const adminAlertCountSchema = z.object({ count: z.number().int() });
export type AdminAlertCount = z.infer<typeof adminAlertCountSchema>;
