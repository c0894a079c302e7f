import { formatWon, messages, type PaymentCancelResult } from '@ongi/shared';
import { PaymentAlreadyCancelledError, PaymentProviderError, type ProviderCancellation } from '@server/integrations/payment/types';
import { HttpError } from '@server/lib/http-error';
import type { SettlementDeps } from './settlement';
import { claimCancel, findPaymentRow, recordRefund, refundableStatuses, releaseCancel, type PaymentRow, type RefundRecord } from './settlement-queries';

/** A refund that started this long ago and never finished (the server stopped mid-way) no longer holds the payment. */
export const cancelClaimMs = 2 * 60 * 1000;

const findPayment = (deps: SettlementDeps, paymentId: string) => findPaymentRow(deps.db, paymentId);

const resultOf = (row: PaymentRow): PaymentCancelResult => ({
  paymentId: row.paymentId,
  status: row.status,
  cancelledAmount: row.cancelledAmount,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

export interface RefundOrder {
  /** Won to refund; all that stays paid when left out (the full cancel). */
  amount?: number;
  /** Sent to the provider and kept in the history. */
  reason: string;
  /** The administrator who refunds. */
  accountSeq?: number | null;
  /** The payer's 환불 요청 this refund answers. */
  refundRequestSeq?: number | null;
}

const remainingOf = (row: Pick<PaymentRow, 'amount' | 'cancelledAmount'>) => row.amount - row.cancelledAmount;

/**
 * An administrator refunds a paid wreath, all that stays paid or a part of it:
 * at the provider first (gateway.cancelPayment, PortOne's partial cancel when
 * an amount is given), then here, recorded as one payment_cancel row and the
 * payment moved PAID → PARTIAL_CANCELLED → … → CANCELLED through the guarded
 * transition. The provider is called outside any transaction (the sandbox
 * provider shares this database). The refund is claimed on the row first, so
 * only one refund of a payment is at the provider at a time: a second one at
 * the same moment is told to wait (409), and the bounds are checked again on
 * the row the claim returns, so no two refunds can add up to more than was paid.
 */
export async function refundPayment(deps: SettlementDeps, paymentId: string, order: RefundOrder): Promise<PaymentCancelResult> {
  const whole = order.amount === undefined;
  const payment = await findPayment(deps, paymentId);
  if (!payment) throw new HttpError(404, messages.payment.notFound);
  if (payment.status === 'CANCELLED') throw new HttpError(409, messages.payment.alreadyCancelled);
  if (!refundableStatuses.includes(payment.status) || payment.provider !== deps.gateway.provider) throw new HttpError(409, messages.payment.notCancellable);
  if (!whole && !deps.gateway.partialCancel) throw new HttpError(409, messages.payment.partialNotSupported);
  if (!whole && order.amount! > remainingOf(payment)) throw new HttpError(400, messages.payment.refundAmountOver(formatWon(remainingOf(payment))));

  const now = new Date();
  const claimed = await claimCancel(deps.db, payment.paymentSeq, now, new Date(now.getTime() - cancelClaimMs));
  if (!claimed) {
    // Taken by another refund under way, or the payment was refunded whole meanwhile.
    const current = await findPayment(deps, paymentId);
    if (current?.status === 'CANCELLED' || whole) throw new HttpError(409, messages.payment.alreadyCancelled);
    throw new HttpError(409, messages.payment.refundInProgress);
  }
  // What stays paid now, with the payment held: a refund finished just before this claim counts.
  if (!whole && order.amount! > remainingOf(claimed)) {
    await releaseCancel(deps.db, payment.paymentSeq);
    throw new HttpError(400, messages.payment.refundAmountOver(formatWon(remainingOf(claimed))));
  }

  let cancellation: ProviderCancellation;
  try {
    cancellation = await deps.gateway.cancelPayment(paymentId, order.reason, order.amount);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await releaseCancel(deps.db, payment.paymentSeq);
    if (error instanceof PaymentAlreadyCancelledError) {
      // Refunded at the provider already (its console, a dispute): recorded here as it is there.
      await followProviderCancellation(deps, paymentId);
      throw new HttpError(409, messages.payment.alreadyCancelled);
    }
    deps.log.error({ err: error, paymentId }, 'payment refund refused by the provider');
    throw new HttpError(502, messages.payment.providerError);
  }

  const refund: RefundRecord = {
    amount: cancellation.cancelledAmount || (order.amount ?? remainingOf(claimed)),
    reason: order.reason,
    accountSeq: order.accountSeq ?? null,
    refundRequestSeq: order.refundRequestSeq ?? null,
    reference: cancellation.reference,
    cancelledAt: cancellation.cancelledAt,
  };
  const updated = await recordRefund(deps.db, payment.paymentSeq, refund);
  if (updated) deps.log.info({ paymentId, amount: refund.amount, status: updated.status, reason: order.reason }, 'payment refunded');
  return resultOf(updated ?? (await findPayment(deps, paymentId))!);
}

/** The full cancel: all that stays paid (the payments screen's 취소, and a refund request approved without an amount). */
export const cancelPayment = (deps: SettlementDeps, paymentId: string, reason: string, by: Omit<RefundOrder, 'reason' | 'amount'> = {}) =>
  refundPayment(deps, paymentId, { ...by, reason });

/**
 * A refund made on the provider's side (its console, a card dispute):
 * PortOne's Transaction.Cancelled and Transaction.PartialCancelled webhooks
 * name the payment, the provider is asked again, and each refund it lists that
 * is not recorded here yet is recorded, moving the payment as our own refunds
 * do. A refund we made ourselves is listed there too and recorded once (its
 * reference is unique per payment), so a webhook beside our own request, or
 * delivered twice, changes nothing more.
 */
export async function followProviderCancellation(deps: SettlementDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps, paymentId);
  if (!payment || !refundableStatuses.includes(payment.status) || payment.provider !== deps.gateway.provider) return;
  const report = await deps.gateway.getPayment(paymentId);
  if (report?.status !== 'CANCELLED' && report?.status !== 'PARTIAL_CANCELLED') return;
  const listed: ProviderCancellation[] = report.cancellations.length
    ? report.cancellations
    : // A provider that reports only the total: the part not recorded here is one refund.
      [{ cancelledAmount: report.cancelledAmount - payment.cancelledAmount, cancelledAt: new Date(), reference: null }];
  for (const cancellation of listed) {
    if (cancellation.cancelledAmount <= 0) continue;
    const updated = await recordRefund(deps.db, payment.paymentSeq, {
      amount: cancellation.cancelledAmount,
      reason: cancellation.reason || messages.payment.providerRefundReason,
      accountSeq: null,
      refundRequestSeq: null,
      reference: cancellation.reference,
      cancelledAt: cancellation.cancelledAt,
    });
    if (updated) deps.log.warn({ paymentId, amount: cancellation.cancelledAmount, status: updated.status }, 'refund made at the provider recorded');
  }
}
