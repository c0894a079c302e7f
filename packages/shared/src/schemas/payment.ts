import { z } from '../zod';
import { messages } from '../messages';

/** Home page thankful donors: the latest this many PAID payments. */
export const mainPagePaymentCount = 10;

/** GET /api/payment/getMainPageList/:status: only PAID may be listed publicly. */
export const mainPagePaymentParamsSchema = z.object({
  status: z.literal('PAID', { error: messages.query.paymentStatus }),
});

export const mainPagePaymentSchema = z.object({
  /** The sender's name, masked by the server: 김*수, 이*, 남궁*수. */
  name: z.string(),
  campaignName: z.string().nullable(),
  amount: z.number().int(),
  /** ISO instant. */
  paidAt: z.string(),
});
export type MainPagePayment = z.infer<typeof mainPagePaymentSchema>;
export const mainPagePaymentListSchema = z.array(mainPagePaymentSchema);
