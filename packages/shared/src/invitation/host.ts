import { z } from '../zod';
import { messages } from '../messages';
import { invitationTypes } from './schemas';

// The host's way back to an invitation (issue 26). A non-member's order
// number is their only key: '주문번호 찾기' shows the orders made with a name
// and phone once identity verification proves that phone is theirs.

/** POST /api/account/find-orders: the verification and the name and phone it was made for. */
export const findOrdersSchema = z.object({
  identityVerificationId: z
    .string({ error: messages.identity.notVerified })
    .trim()
    .min(1, messages.identity.notVerified)
    .max(100, messages.identity.notVerified),
  nonUserName: z
    .string({ error: messages.identity.needNameAndPhone })
    .trim()
    .min(1, messages.identity.needNameAndPhone)
    .max(30, messages.identity.needNameAndPhone),
  phoneNum: z
    .string({ error: messages.identity.needNameAndPhone })
    .max(20, messages.identity.needNameAndPhone)
    .transform((phone) => phone.replace(/\D/g, ''))
    .refine((phone) => phone.length >= 10 && phone.length <= 11, messages.identity.needNameAndPhone),
});
export type FindOrdersInput = z.input<typeof findOrdersSchema>;

/** One order a non-member made: enough to tell them apart and to log in with. */
export const hostOrderSchema = z.object({
  orderNum: z.string(),
  invitationType: z.enum(invitationTypes),
  /** '故 김영호 님 부고', '민준 ♥ 서연 결혼합니다'. */
  title: z.string(),
  /** The wedding day or 발인 day, 'YYYY-MM-DD'. */
  eventDate: z.string(),
  placeName: z.string(),
  createDate: z.string(),
});
export type HostOrder = z.infer<typeof hostOrderSchema>;

export const foundOrdersSchema = z.object({ orders: z.array(hostOrderSchema) });
export type FoundOrders = z.infer<typeof foundOrdersSchema>;
