import { messages, type PaymentCancelResult } from '@ongi/shared';
import { PaymentProviderError } from '../../integrations/payment/types';
import { HttpError } from '../../plugins/http-error';
import type { SettlementDeps } from './settlement';
import { cancelPaidPayment, findPaymentRow, type PaymentRow } from './settlement-queries';

const findPayment = (deps: SettlementDeps, paymentId: string) => findPaymentRow(deps.db, paymentId);

const resultOf = (row: PaymentRow): PaymentCancelResult => ({
  paymentId: row.paymentId,
  status: row.status,
  cancelledAmount: row.cancelledAmount,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * An administrator cancels a paid wreath: the whole amount at the provider
 * first (gateway.cancelPayment), then PAID → CANCELLED here, payment and
 * intent together. The provider is called outside any transaction (the
 * sandbox provider shares this database); the change is made only while the
 * row is still PAID, so a second cancel changes nothing.
 */
export async function cancelPayment(deps: SettlementDeps, paymentId: string, reason: string): Promise<PaymentCancelResult> {
  const payment = await findPayment(deps, paymentId);
  if (!payment) throw new HttpError(404, messages.payment.notFound);
  if (payment.status !== 'PAID' || payment.provider !== deps.gateway.provider) throw new HttpError(409, messages.payment.notCancellable);

  let cancellation;
  try {
    cancellation = await deps.gateway.cancelPayment(paymentId, reason);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // A cancel that raced this one may have finished it.
    const now = await findPayment(deps, paymentId);
    if (now && now.status === 'CANCELLED') return resultOf(now);
    deps.log.error({ err: error, paymentId }, 'payment cancellation refused by the provider');
    throw new HttpError(502, messages.payment.providerError);
  }

  const updated = await cancelPaidPayment(deps.db, payment, { cancelledAt: cancellation.cancelledAt, cancelReason: reason });
  if (updated) deps.log.info({ paymentId, amount: payment.amount, reason }, 'payment cancelled');
  return resultOf(updated ?? (await findPayment(deps, paymentId))!);
}

/**
 * A payment cancelled on the provider's side (its console, a card dispute):
 * PortOne's Transaction.Cancelled webhook names it, the provider is asked
 * again, and a fully cancelled payment that is still PAID here becomes
 * CANCELLED, so the ledger and the donor lists stop counting it. Nothing else
 * changes a settled payment.
 */
export async function followProviderCancellation(deps: SettlementDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps, paymentId);
  if (!payment || payment.status !== 'PAID' || payment.provider !== deps.gateway.provider) return;
  const report = await deps.gateway.getPayment(paymentId);
  if (report?.status !== 'CANCELLED') return;
  const updated = await cancelPaidPayment(deps.db, payment, { cancelledAt: new Date() });
  if (updated) deps.log.warn({ paymentId, amount: payment.amount }, 'payment cancelled at the provider; recorded as CANCELLED');
}
