import { messages, type PaymentIntent } from '@ongi/shared';
import type { PaymentRequest, PaymentResponse } from '@portone/browser-sdk/v2';
import { sandboxPaymentApi } from '../api';
import { sandboxCheckoutPath, watchWindow, windowFeatures } from './provider-window';

type PortOneGlobal = { requestPayment: (request: PaymentRequest) => Promise<PaymentResponse | undefined> };

/**
 * The sandbox gateway's stand-in for PortOne's browser script. The SDK uses
 * `window.PortOne` when it is already defined instead of loading PortOne's
 * CDN script, so the page's code stays exactly the real integration's:
 * requestPayment sends what it would send to PortOne to the sandbox provider,
 * which opens its own checkout window; the answer has PortOne's shape
 * ({paymentId, txId}, or a `code` and `message` when it did not go through).
 */
const sandboxPortOne: PortOneGlobal = {
  async requestPayment(request) {
    const paymentId = request.paymentId;
    const failure = (code: string, message: string): PaymentResponse => ({ transactionType: 'PAYMENT', txId: '', paymentId, code, message });
    if (request.redirectUrl) return redirectToCheckout(request, failure);
    // Opened before the request goes out, so the click that asked for it still counts (popup blockers).
    const popup = window.open('about:blank', 'ongi-sandbox-payment', windowFeatures());
    if (!popup) return failure('FAILURE_TYPE_PG', messages.payment.windowBlocked);
    try {
      await sandboxPaymentApi.request({
        storeId: request.storeId,
        channelKey: request.channelKey ?? '',
        paymentId,
        orderName: request.orderName,
        totalAmount: request.totalAmount,
        currency: String(request.currency),
        payMethod: String(request.payMethod ?? 'CARD'),
      });
    } catch (error) {
      popup.close();
      return failure('FAILURE_TYPE_PG', error instanceof Error ? error.message : messages.payment.providerError);
    }
    popup.location.href = sandboxCheckoutPath(paymentId);
    const answer = await watchWindow(popup, paymentId);
    if (answer.kind === 'closed') return failure('FAILURE_TYPE_PG', messages.payment.sandbox.closedReason);
    const { message } = answer;
    if (message.status !== 'PAID') return failure(message.code ?? 'FAILURE_TYPE_PG', message.message ?? messages.payment.sandbox.declinedReason);
    return { transactionType: 'PAYMENT', txId: message.txId ?? '', paymentId };
  },
};

/**
 * The redirect mode (a phone, an in-app browser): the checkout page replaces
 * this one and, once answered, goes to `redirectUrl` with PortOne's query
 * (paymentId, and code and message on failure). An error before the
 * checkout starts answers as the SDK does, without leaving.
 */
async function redirectToCheckout(request: PaymentRequest, failure: (code: string, message: string) => PaymentResponse): Promise<PaymentResponse> {
  try {
    await sandboxPaymentApi.request({
      storeId: request.storeId,
      channelKey: request.channelKey ?? '',
      paymentId: request.paymentId,
      orderName: request.orderName,
      totalAmount: request.totalAmount,
      currency: String(request.currency),
      payMethod: String(request.payMethod ?? 'CARD'),
    });
  } catch (error) {
    return failure('FAILURE_TYPE_PG', error instanceof Error ? error.message : messages.payment.providerError);
  }
  window.location.assign(sandboxCheckoutPath(request.paymentId, request.redirectUrl));
  // The page is leaving; like PortOne's, this answer never comes.
  return new Promise<PaymentResponse>(() => undefined);
}

/** Makes the SDK talk to the sandbox provider for an intent of the sandbox gateway (the real script otherwise). */
export function installPortOneFor(intent: PaymentIntent) {
  const target = window as unknown as { PortOne?: PortOneGlobal };
  if (intent.gateway === 'sandbox') target.PortOne = sandboxPortOne;
  else if (target.PortOne === sandboxPortOne) delete target.PortOne;
}
