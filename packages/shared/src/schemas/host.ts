import { giftTransferSchema } from './settlement';
import { z } from '../zod';
import { messages } from '../messages';
import { senderDisplays } from '../format/sender';
import { orderNumParam, publicNumParam } from '../invitation/schemas';
import { donationLedgerSchema } from './payment-records';
import { pageParam, searchQuery, seqParam } from './query';

// The host's page for their event (/mypage/event/{orderNum}, issue 27): the
// event at a glance, and who gave what with the host's '감사 인사 보냄' mark.

/** Wreaths a page of the host's list holds. */
export const hostWreathPageSize = 10;

/** The host's order number (my-page's own; never the guests' public number): unknown and someone else's answer alike. */

export const hostEventParamsSchema = z.object({ orderNum: orderNumParam });

export const hostEventSchema = z.object({
  orderNum: z.string(),
  /** The guests' number: the guest page and the kiosk (/invitation/{publicNum}). */
  publicNum: z.string(),
  isWedding: z.boolean(),
  /** '김민준 ♥ 이서연 결혼합니다', '故 홍길동 님 부고'. */
  title: z.string(),
  /** The day of the 예식 or the 발인 (YYYY-MM-DD). */
  eventDate: z.string(),
  /** The kiosk style the host chose (1..4). */
  kioskStyle: z.number().int(),
  /** Whether guests can send wreaths at all (the invitation's campaign switch). */
  useCampaign: z.boolean(),
  /** The share (%) of each payment the invitation's campaign gives its organisation; null without a campaign. */
  donatedPercent: z.number().int().nullable(),
  /** Guest page openings counted so far (added every half minute, per instance). */
  viewCount: z.number().int(),
  /** The wreaths' figures, the same as the payments (the donation ledger). */
  ledger: donationLedgerSchema,
  /** Wreaths the host marked '감사 인사 보냄'. */
  thankedCount: z.number().int(),
});
export type HostEvent = z.infer<typeof hostEventSchema>;

export const hostWreathQuerySchema = z.object({
  page: pageParam,
  /** A word in the sender's name or message. */
  searchWord: searchQuery.searchWord,
});

export const hostWreathExcelQuerySchema = z.object({ searchWord: searchQuery.searchWord });

export const hostWreathSchema = z.object({
  paymentSeq: z.number().int(),
  /** The name as paid, in full: the host knows their guests, whatever the public lists show. */
  name: z.string(),
  /** How the guests' lists show the sender (이름 그대로, 일부 가림, 익명): the host sees the name, and what the sender asked. */
  senderDisplay: z.enum(senderDisplays),
  /** Plain text with line breaks as '\n': render as text, never as HTML. */
  message: z.string(),
  /** What stays paid (a partly refunded wreath counts its remainder, as the totals do). */
  amount: z.number().int(),
  status: z.enum(['PAID', 'PARTIAL_CANCELLED']),
  paidAt: z.string(),
  /** When the host marked it '감사 인사 보냄', or null. */
  thankedAt: z.string().nullable(),
  /** When its donated part reached the organisation (기부처 전달 완료), or null while not yet. */
  transfer: giftTransferSchema,
});
export type HostWreath = z.infer<typeof hostWreathSchema>;
export const hostWreathPageSchema = z.object({ content: z.array(hostWreathSchema), totalElements: z.number().int() });

export const hostWreathParamsSchema = z.object({ orderNum: orderNumParam, paymentSeq: seqParam });

export const hostThankedBodySchema = z.object({ thanked: z.boolean({ error: messages.host.thankedRequired }) });
export const hostThankedSchema = z.object({ paymentSeq: z.number().int(), thankedAt: z.string().nullable() });

/** The guest page's manage bar: the order behind a public number, answered only to its host. */
export const hostManageParamsSchema = z.object({
  publicNum: publicNumParam,
});
export const hostManageSchema = z.object({ orderNum: z.string() });
