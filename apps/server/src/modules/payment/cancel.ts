import { and, eq } from 'drizzle-orm';
import { messages, type PaymentCancelResult } from '@ongi/shared';
import { paymentIntents, payments } from '../../db/schema';
import { PaymentProviderError } from '../../integrations/payment/types';
import { HttpError } from '../../plugins/http-error';
import type { SettlementDeps } from './settlement';

async function findPayment(deps: SettlementDeps, paymentId: string) {
  const [row] = await deps.db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return row;
}

const resultOf = (row: typeof payments.$inferSelect): PaymentCancelResult => ({
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

  const cancelledAt = cancellation.cancelledAt;
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'CANCELLED', cancelledAt, cancelledAmount: payment.amount, cancelReason: reason })
      .where(and(eq(payments.paymentSeq, payment.paymentSeq), eq(payments.status, 'PAID')))
      .returning();
    if (row && payment.paymentIntentSeq !== null) {
      await tx.update(paymentIntents).set({ status: 'CANCELLED' }).where(eq(paymentIntents.paymentIntentSeq, payment.paymentIntentSeq));
    }
    return row;
  });
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
  const cancelledAt = new Date();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'CANCELLED', cancelledAt, cancelledAmount: payment.amount })
      .where(and(eq(payments.paymentSeq, payment.paymentSeq), eq(payments.status, 'PAID')))
      .returning();
    if (row && payment.paymentIntentSeq !== null) {
      await tx.update(paymentIntents).set({ status: 'CANCELLED' }).where(eq(paymentIntents.paymentIntentSeq, payment.paymentIntentSeq));
    }
    return row;
  });
  if (updated) deps.log.warn({ paymentId, amount: payment.amount }, 'payment cancelled at the provider; recorded as CANCELLED');
}
