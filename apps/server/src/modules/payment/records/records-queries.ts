import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { funeralInvitations, orderNumbers, payments, weddingInvitations } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { standingWreath } from './ledger';

/** The host's order number behind a guest-facing public number (order_number_public_num_key). */
export async function orderNumOfPublicNum(db: Database, publicNum: string): Promise<string | undefined> {
  const [row] = await db.select({ orderNum: orderNumbers.orderNum }).from(orderNumbers).where(eq(orderNumbers.publicNum, publicNum)).limit(1);
  return row?.orderNum;
}

/** An order and who owns it: a member's account, or null for a non-member's order. */
export async function findOrderOwner(db: Database, orderNum: string): Promise<{ orderNum: string; accountSeq: number | null } | undefined> {
  const [order] = await db.select({ type: orderNumbers.invitationType }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)).limit(1);
  if (!order) return undefined;
  const table = order.type === 'W' ? weddingInvitations : funeralInvitations;
  const [row] = await db.select({ orderNum: table.orderNum, accountSeq: table.accountSeq }).from(table).where(eq(table.orderNum, orderNum)).limit(1);
  return row;
}

/** One standing wreath by its payment id (payment_payment_id_key). */
export async function findWreath(db: Database, paymentId: string) {
  const [row] = await db
    .select({ paymentSeq: payments.paymentSeq, name: payments.name, senderDisplay: payments.senderDisplay, message: payments.message, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.paymentId, paymentId), standingWreath))
    .limit(1);
  return row;
}

/**
 * An invitation's standing wreaths, newest first, `totalElements` of them
 * (the invitation's kept figures): paged on payment_order_wreath_idx, from
 * the nearer end (the last page of a busy invitation's thousands is its
 * oldest few), the ones passed over read from the index alone.
 */
export function listWreathsOfOrder(db: Database, orderNum: string, request: PageRequest, totalElements: number) {
  const query = db
    .select({
      paymentSeq: payments.paymentSeq,
      name: payments.name,
      senderDisplay: payments.senderDisplay,
      message: payments.message,
      amount: payments.amount,
      status: payments.status,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(and(eq(payments.orderNum, orderNum), standingWreath))
    .$dynamic();
  return paginate(db, query, request, {
    orderBy: [descending(payments.paidAt), descending(payments.paymentSeq)],
    key: payments.paymentSeq,
    total: totalElements,
  });
}
