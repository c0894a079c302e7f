import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { accounts, campaigns, paymentCancels, paymentIntents, payments } from '@server/db/schema';
import type { ProviderPayment } from '@server/integrations/payment/types';
import { moveIntent, movePayment } from './transition';

// The SQL of settlement and cancellation (settlement.ts, cancel.ts); their
// status writes go through transition.ts. Every status change moves the
// donation ledger and the lists' counts with it in the same statement (the
// payment table's trigger, db/sql/payment_summaries_follow.sql).

export type Intent = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A transaction's handle, or the database itself. */
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function findIntent(db: Database, paymentId: string): Promise<Intent | undefined> {
  const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)).limit(1);
  return intent;
}

/** The intent's status, its row locked until the transaction ends (SELECT ... FOR UPDATE). */
export async function lockIntentStatus(tx: Executor, paymentIntentSeq: number): Promise<Intent['status'] | undefined> {
  const [locked] = await tx
    .select({ status: paymentIntents.status })
    .from(paymentIntents)
    .where(eq(paymentIntents.paymentIntentSeq, paymentIntentSeq))
    .for('update');
  return locked?.status;
}

/**
 * The payment row, copied from its intent and the provider's report: PAID,
 * or FAILED with the reason the back office shows (a payment the provider
 * reported paid that settlement refused).
 */
export async function insertPaymentRow(
  tx: Executor,
  intent: Intent,
  report: ProviderPayment,
  now: Date,
  outcome: { status: 'PAID' } | { status: 'FAILED'; failReason: string },
) {
  const paid = outcome.status === 'PAID';
  await tx
    .insert(payments)
    .values({
      paymentId: intent.paymentId,
      paymentIntentSeq: intent.paymentIntentSeq,
      provider: intent.provider,
      purpose: intent.purpose,
      invitationType: intent.invitationType,
      invitationSeq: intent.invitationSeq,
      orderNum: intent.orderNum,
      campaignSeq: intent.campaignSeq,
      categoryDonationSeq: intent.categoryDonationSeq,
      donationGroupSeq: intent.donationGroupSeq,
      donatedPercent: intent.donatedPercent,
      accountSeq: intent.accountSeq,
      name: intent.name,
      phoneNum: intent.phoneNum,
      message: intent.message,
      senderDisplay: intent.senderDisplay,
      amount: intent.amount,
      status: outcome.status,
      // A refused payment never counts as paid anywhere: it has no paid time.
      paidAt: paid ? (report.paidAt ?? now) : null,
      providerTxId: report.txId,
      payMethod: 'CARD',
      cardCompany: report.cardCompany,
      cardNumber: report.cardNumber,
      approvalNo: report.approvalNo,
      receiptUrl: report.receiptUrl,
      failReason: paid ? null : outcome.failReason,
    })
    // The lock makes this unreachable; the unique key is the last word if it ever is.
    .onConflictDoNothing({ target: payments.paymentId });
}

/** The intent with its payment row (when there is one) and campaign's name: what every settlement caller answers. */
export async function findPaymentResult(db: Database, paymentId: string) {
  const [row] = await db
    .select({
      intentStatus: paymentIntents.status,
      intentAmount: paymentIntents.amount,
      refusal: paymentIntents.refusal,
      paymentStatus: payments.status,
      paymentAmount: payments.amount,
      paidAt: payments.paidAt,
      campaignName: campaigns.campaignName,
    })
    .from(paymentIntents)
    .leftJoin(payments, eq(payments.paymentId, paymentIntents.paymentId))
    .leftJoin(campaigns, eq(campaigns.campaignSeq, paymentIntents.campaignSeq))
    .where(eq(paymentIntents.paymentId, paymentId))
    .limit(1);
  return row;
}

export async function findPaymentRow(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId)).limit(1);
  return row;
}

/** The states a payment may be refunded from (states.ts): paid, or paid and partly refunded. */
export const refundableStatuses: PaymentRow['status'][] = ['PAID', 'PARTIAL_CANCELLED'];

/**
 * Takes the refund of a payment for this request: the row as it is now when
 * no other refund holds it (or one that started before `staleBefore` never
 * finished), else undefined. One atomic update, so of two refunds at once only
 * one goes to the provider.
 */
export async function claimCancel(db: Database, paymentSeq: number, now: Date, staleBefore: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ cancelRequestedAt: now })
    .where(
      and(
        eq(payments.paymentSeq, paymentSeq),
        inArray(payments.status, refundableStatuses),
        or(isNull(payments.cancelRequestedAt), lt(payments.cancelRequestedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** Lets a refund of the payment be tried again (the provider refused this one, or it asked too much). */
export async function releaseCancel(db: Database, paymentSeq: number) {
  await db
    .update(payments)
    .set({ cancelRequestedAt: null })
    .where(and(eq(payments.paymentSeq, paymentSeq), inArray(payments.status, refundableStatuses)));
}

export interface RefundRecord {
  amount: number;
  reason: string;
  accountSeq: number | null;
  refundRequestSeq: number | null;
  /** The provider's id of the refund: recorded once per payment. */
  reference: string | null;
  cancelledAt: Date;
}

/**
 * Records a refund the provider made: its payment_cancel row, and the payment
 * (and its intent) moved to PARTIAL_CANCELLED while something stays paid, or
 * CANCELLED when nothing does, in one transaction with the payment row locked,
 * so the sum and the state never disagree. The payment as it is afterwards, or
 * undefined when nothing was written (that refund is recorded already, or the
 * payment is no longer refundable). The refund's claim is let go with it.
 */
export function recordRefund(db: Database, paymentSeq: number, refund: RefundRecord): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.paymentSeq, paymentSeq)).for('update');
    if (!current || !refundableStatuses.includes(current.status)) return undefined;
    const [recorded] = await tx
      .insert(paymentCancels)
      .values({
        paymentSeq,
        amount: refund.amount,
        reason: refund.reason,
        accountSeq: refund.accountSeq,
        refundRequestSeq: refund.refundRequestSeq,
        gatewayReference: refund.reference,
        cancelledAt: refund.cancelledAt,
      })
      .onConflictDoNothing()
      .returning({ paymentCancelSeq: paymentCancels.paymentCancelSeq });
    if (!recorded) return undefined;
    const cancelledAmount = Math.min(current.amount, current.cancelledAmount + refund.amount);
    const to = cancelledAmount === current.amount ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    const row = await movePayment(tx, paymentSeq, to, {
      set: { cancelledAmount, cancelledAt: refund.cancelledAt, cancelReason: refund.reason, cancelRequestedAt: null },
    });
    if (row && current.paymentIntentSeq !== null) await moveIntent(tx, current.paymentIntentSeq, to);
    return row;
  });
}

/** A payment's refunds, oldest first, with the administrator's name (none: the provider's console). */
export function listRefunds(db: Database, paymentSeq: number) {
  return db
    .select({
      amount: paymentCancels.amount,
      reason: paymentCancels.reason,
      cancelledAt: paymentCancels.cancelledAt,
      refundedBy: accounts.name,
      gatewayReference: paymentCancels.gatewayReference,
      refundRequestSeq: paymentCancels.refundRequestSeq,
    })
    .from(paymentCancels)
    .leftJoin(accounts, eq(accounts.accountSeq, paymentCancels.accountSeq))
    .where(eq(paymentCancels.paymentSeq, paymentSeq))
    .orderBy(asc(paymentCancels.cancelledAt), asc(paymentCancels.paymentCancelSeq));
}
