import { formatWon, messages } from '@ongi/shared';
import { PaymentProviderError } from '@server/integrations/payment/types';
import { raiseAdminAlert } from '@server/modules/alert';
import type { SettlementDeps } from './settlement';

export type UnknownPaymentOutcome = 'cancelled' | 'alerted' | 'ignored';

/**
 * A signed webhook about a payment number we never issued. Paid in our store,
 * it is someone paying through our store and channel with a number of their
 * own (card testing, a forged checkout): the money goes back at once through
 * the provider, with the reason. If the provider will not cancel it, an
 * administrator is alerted to refund it by hand (once while the alert is
 * open, however often the webhook repeats). Anything else (not paid, another
 * store's) is only logged. Throws PaymentProviderError when the provider
 * cannot be asked, so the webhook answers 502 and the provider sends it again.
 */
export async function cancelUnknownPayment(deps: SettlementDeps, paymentId: string, eventType: string): Promise<UnknownPaymentOutcome> {
  const { db, gateway, log } = deps;
  const report = await gateway.getPayment(paymentId);
  const ours = gateway.storeId === null || report?.storeId === null || report?.storeId === gateway.storeId;
  if (!report || report.status !== 'PAID' || !ours) {
    log.warn({ paymentId, type: eventType, status: report?.status ?? null, storeId: report?.storeId ?? null }, 'webhook for a payment we did not issue');
    return 'ignored';
  }
  let failure: unknown;
  try {
    const cancellation = await gateway.cancelPayment(paymentId, messages.payment.unknownCancelReason);
    log.warn({ paymentId, amount: report.amount, cancelledAmount: cancellation.cancelledAmount }, 'paid payment we never issued cancelled at the provider');
    return 'cancelled';
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    failure = error;
  }
  // The same webhook delivered twice may have been cancelled by the other delivery.
  const now = await gateway.getPayment(paymentId).catch(() => null);
  if (now?.status === 'CANCELLED') return 'cancelled';
  await raiseAdminAlert(db, log, {
    kind: 'UNKNOWN_PAYMENT_CANCEL_FAILED',
    title: messages.alert.unknownPaymentNotCancelled,
    summary: messages.alert.unknownPaymentNotCancelledSummary(paymentId, formatWon(report.amount)),
    paymentId,
    details: {
      amount: report.amount,
      currency: report.currency,
      paidAt: report.paidAt?.toISOString() ?? null,
      txId: report.txId,
      channel: report.channel,
      webhook: eventType,
      cancelError: failure instanceof Error ? (failure.cause instanceof Error ? failure.cause.message : failure.message) : String(failure),
    },
    oncePerPayment: true,
  });
  return 'alerted';
}
