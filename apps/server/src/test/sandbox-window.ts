import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PaymentIntent } from '@ongi/shared';
import { sandboxChannelKey, sandboxStoreId } from '../integrations/payment/sandbox';

/** A test's own way of posting (its addresses and cookies): path and JSON body. */
export type Post = (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** What the browser's PortOne.requestPayment stand-in sends to the sandbox when the window opens. */
export const sandboxCheckoutBody = (intent: PaymentIntent, overrides: Record<string, unknown> = {}) => ({
  storeId: intent.portone?.storeId ?? sandboxStoreId,
  channelKey: intent.portone?.channelKey ?? sandboxChannelKey,
  paymentId: intent.paymentId,
  orderName: intent.orderName,
  totalAmount: intent.amount,
  currency: 'KRW',
  payMethod: 'CARD',
  ...overrides,
});

/** The card the guest approves in the sandbox window; `webhook: false` is a provider whose notification never came. */
export const sandboxApproval = (paymentId: string, webhook: boolean) =>
  [`/api/sandbox/payments/${paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook }] as const;

/** The guest's sandbox window: opened for the intent, and the card approved. The page's verify is the caller's to send (or not). */
export async function approveInSandboxWindow(post: Post, intent: PaymentIntent, { webhook }: { webhook: boolean }): Promise<void> {
  const checkout = await post('/api/sandbox/payments', sandboxCheckoutBody(intent));
  expect(checkout.statusCode, checkout.body).toBeLessThan(300);
  const approval = await post(...sandboxApproval(intent.paymentId, webhook));
  expect(approval.statusCode, approval.body).toBeLessThan(300);
}
