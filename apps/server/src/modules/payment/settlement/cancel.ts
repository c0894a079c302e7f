import { messages, type PaymentCancelResult } from '@ongi/shared';
import { PaymentAlreadyCancelledError, PaymentProviderError } from '@server/integrations/payment/types';
import { HttpError } from '@server/lib/http-error';
import type { SettlementDeps } from './settlement';
import { cancelPaidPayment, claimCancel, findPaymentRow, releaseCancel, type PaymentRow } from './settlement-queries';

/** A cancel that started this long ago and never finished (the server stopped mid-way) no longer holds the payment. */
export const cancelClaimMs = 2 * 60 * 1000;

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
 * sandbox provider shares this database). The cancel is claimed on the row
 * first, so of two cancels at once one reaches the provider and the other is
 * told the payment is already cancelled (409), as is any cancel after it.
 */
export async function cancelPayment(deps: SettlementDeps, paymentId: string, reason: string): Promise<PaymentCancelResult> {
  const payment = await findPayment(deps, paymentId);
  if (!payment) throw new HttpError(404, messages.payment.notFound);
  if (payment.status === 'CANCELLED') throw new HttpError(409, messages.payment.alreadyCancelled);
  if (payment.status !== 'PAID' || payment.provider !== deps.gateway.provider) throw new HttpError(409, messages.payment.notCancellable);
  const now = new Date();
  // Taken by another cancel under way (or just finished): this one is the second.
  if (!(await claimCancel(deps.db, payment.paymentSeq, now, new Date(now.getTime() - cancelClaimMs)))) {
    throw new HttpError(409, messages.payment.alreadyCancelled);
  }

  let cancellation;
  try {
    cancellation = await deps.gateway.cancelPayment(paymentId, reason);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error instanceof PaymentAlreadyCancelledError) {
      // Cancelled at the provider already (its console, a dispute): recorded here as it is there.
      const recorded = await cancelPaidPayment(deps.db, payment, { cancelledAt: new Date() });
      if (recorded) deps.log.warn({ paymentId, amount: payment.amount }, 'payment found cancelled at the provider; recorded as CANCELLED');
      throw new HttpError(409, messages.payment.alreadyCancelled);
    }
    await releaseCancel(deps.db, payment.paymentSeq);
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
