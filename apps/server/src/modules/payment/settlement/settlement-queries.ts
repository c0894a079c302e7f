import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { campaigns, paymentIntents, payments } from '@server/db/schema';
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

/**
 * Takes the cancel of a PAID payment for this request: true when no other
 * cancel holds it (or one that started before `staleBefore` never finished).
 * One atomic update, so of two cancels at once only one goes to the provider.
 */
export async function claimCancel(db: Database, paymentSeq: number, now: Date, staleBefore: Date): Promise<boolean> {
  const [row] = await db
    .update(payments)
    .set({ cancelRequestedAt: now })
    .where(
      and(
        eq(payments.paymentSeq, paymentSeq),
        eq(payments.status, 'PAID'),
        or(isNull(payments.cancelRequestedAt), lt(payments.cancelRequestedAt, staleBefore)),
      ),
    )
    .returning({ paymentSeq: payments.paymentSeq });
  return row !== undefined;
}

/** Lets the cancel of a payment be tried again (the provider refused this one). */
export async function releaseCancel(db: Database, paymentSeq: number) {
  await db
    .update(payments)
    .set({ cancelRequestedAt: null })
    .where(and(eq(payments.paymentSeq, paymentSeq), eq(payments.status, 'PAID')));
}

/**
 * PAID → CANCELLED for the whole amount, the intent with it, in one
 * transaction and only while the row is still PAID: the cancelled row, or
 * undefined when another cancel got there first.
 */
export function cancelPaidPayment(
  db: Database,
  payment: Pick<PaymentRow, 'paymentSeq' | 'paymentIntentSeq' | 'amount'>,
  change: { cancelledAt: Date; cancelReason?: string },
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    // From PAID only: the whole amount is refunded here (a partly refunded payment's rest is the partial refunds' work).
    const row = await movePayment(tx, payment.paymentSeq, 'CANCELLED', {
      from: ['PAID'],
      set: {
        cancelledAt: change.cancelledAt,
        cancelledAmount: payment.amount,
        ...(change.cancelReason !== undefined ? { cancelReason: change.cancelReason } : {}),
      },
    });
    if (row && payment.paymentIntentSeq !== null) await moveIntent(tx, payment.paymentIntentSeq, 'CANCELLED', { from: ['PAID'] });
    return row;
  });
}
