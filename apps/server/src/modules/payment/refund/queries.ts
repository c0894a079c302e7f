import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { RefundRequestState, refundRequestSearchTypes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { payments, refundRequests } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';

/** A new request; undefined when the payment already has one open (refund_request_open_key). */
export async function insertRefundRequest(db: Database, paymentSeq: number, request: { reason: string; contact: string }) {
  const [row] = await db
    .insert(refundRequests)
    .values({ paymentSeq, reason: request.reason, contact: request.contact })
    .onConflictDoNothing()
    .returning({ state: refundRequests.state, createDate: refundRequests.createDate, declineReason: refundRequests.declineReason });
  return row;
}

/** A payment's latest request (refund_request_payment_idx), for its receipt. */
export async function latestRefundRequest(db: Database, paymentSeq: number) {
  const [row] = await db
    .select({ state: refundRequests.state, createDate: refundRequests.createDate, declineReason: refundRequests.declineReason })
    .from(refundRequests)
    .where(eq(refundRequests.paymentSeq, paymentSeq))
    .orderBy(desc(refundRequests.refundRequestSeq))
    .limit(1);
  return row;
}

/** One request with the payment it is about, for the administrator's decision. */
export async function findRefundRequest(db: Database, refundRequestSeq: number) {
  const [row] = await db
    .select({
      refundRequestSeq: refundRequests.refundRequestSeq,
      state: refundRequests.state,
      reason: refundRequests.reason,
      contact: refundRequests.contact,
      payerName: payments.name,
      paymentSeq: payments.paymentSeq,
      paymentId: payments.paymentId,
      paymentStatus: payments.status,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.paymentSeq, refundRequests.paymentSeq))
    .where(eq(refundRequests.refundRequestSeq, refundRequestSeq))
    .limit(1);
  return row;
}

/** Closes an open request; undefined when it was no longer open (decided by someone else meanwhile). */
export async function decideRefundRequest(
  db: Pick<Database, 'update'>,
  refundRequestSeq: number,
  state: Exclude<RefundRequestState, 'REQUESTED'>,
  declineReason: string | null,
) {
  const [row] = await db
    .update(refundRequests)
    .set({ state, declineReason, decidedAt: new Date() })
    .where(and(eq(refundRequests.refundRequestSeq, refundRequestSeq), eq(refundRequests.state, 'REQUESTED')))
    .returning({ state: refundRequests.state, createDate: refundRequests.createDate, declineReason: refundRequests.declineReason });
  return row;
}

type ListFilter = { searchType?: (typeof refundRequestSearchTypes)[number]; searchWord?: string; state?: RefundRequestState };

function searchOf({ searchType = 'all', searchWord }: ListFilter): SQL | undefined {
  if (!searchWord) return undefined;
  const contains = `%${searchWord.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byPayment = ilike(payments.paymentId, contains);
  const digits = searchWord.replace(/\D/g, '');
  const byPayer = or(ilike(payments.name, contains), digits.length >= 4 ? ilike(payments.phoneNum, `%${digits}%`) : undefined);
  if (searchType === 'paymentId') return byPayment;
  if (searchType === 'payer') return byPayer;
  return or(byPayment, byPayer);
}

/** What the refund queue sorts by (adminRefundRequestSorts), ties by number. */
export const refundRequestSort = {
  columns: { amount: payments.amount, status: refundRequests.state, createdAt: refundRequests.createDate },
  key: refundRequests.refundRequestSeq,
};

/** The back office's queue, newest first. */
export function listRefundRequests(db: Database, filter: ListFilter, request: PageRequest) {
  const query = db
    .select({
      refundRequestSeq: refundRequests.refundRequestSeq,
      paymentId: payments.paymentId,
      name: payments.name,
      amount: payments.amount,
      cancelledAmount: payments.cancelledAmount,
      paymentStatus: payments.status,
      reason: refundRequests.reason,
      contact: refundRequests.contact,
      state: refundRequests.state,
      declineReason: refundRequests.declineReason,
      createDate: refundRequests.createDate,
      decidedAt: refundRequests.decidedAt,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.paymentSeq, refundRequests.paymentSeq))
    .where(and(filter.state ? eq(refundRequests.state, filter.state) : undefined, searchOf(filter)))
    .$dynamic();
  return paginate(db, query, request, { orderBy: [desc(refundRequests.refundRequestSeq)] });
}
