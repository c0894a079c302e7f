import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, payments } from '../../db/schema';

/** The latest PAID payments (payment_status_paid_idx), with the campaign's name when it is published. */
export function listLatestPaid(db: Database, limit: number) {
  return db
    .select({ name: payments.name, campaignName: campaigns.campaignName, amount: payments.amount, paidAt: payments.paidAt })
    .from(payments)
    .leftJoin(campaigns, and(eq(campaigns.campaignSeq, payments.campaignSeq), eq(campaigns.displayYn, 'Y')))
    .where(eq(payments.status, 'PAID'))
    .orderBy(desc(payments.paidAt), desc(payments.paymentSeq))
    .limit(limit);
}

const cancelledStatuses = ['CANCELLED', 'PARTIAL_CANCELLED'] as const;

/** The member's cancelled or partly refunded payments (payment_account_create_idx). */
function cancelledBy(accountSeq: number) {
  return and(eq(payments.accountSeq, accountSeq), inArray(payments.status, [...cancelledStatuses]));
}

export function countCancelledPayments(db: Database, accountSeq: number) {
  return db.$count(payments, cancelledBy(accountSeq));
}

/** A page of them, newest first, with the campaign's name whether or not it is still published. */
export function listCancelledPayments(db: Database, accountSeq: number, page: number, size: number) {
  return db
    .select({
      paymentSeq: payments.paymentSeq,
      paymentId: payments.paymentId,
      orderNum: payments.orderNum,
      campaignName: campaigns.campaignName,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
      status: payments.status,
      paidAt: payments.paidAt,
      cancelledAt: payments.cancelledAt,
    })
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(cancelledBy(accountSeq))
    .orderBy(desc(payments.createDate), desc(payments.paymentSeq))
    .limit(size)
    .offset((page - 1) * size);
}
