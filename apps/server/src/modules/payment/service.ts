import type { CancelledPayment, Page } from '@ongi/shared';
import type { Database } from '../../db/client';
import { countCancelledPayments, listCancelledPayments } from './queries';

/** 10 per page, like the other my-page lists. */
export const cancelListPageSize = 10;

/** The member's cancel history: payments they made while logged in that were cancelled or partly refunded. */
export async function cancelledPaymentPage(db: Database, accountSeq: number, page: number): Promise<Page<CancelledPayment>> {
  const totalElements = await countCancelledPayments(db, accountSeq);
  if (totalElements <= (page - 1) * cancelListPageSize) return { content: [], totalElements };
  const rows = await listCancelledPayments(db, accountSeq, page, cancelListPageSize);
  const content = rows.map(
    (row): CancelledPayment => ({
      paymentSeq: row.paymentSeq,
      paymentId: row.paymentId,
      orderNum: row.orderNum,
      campaignName: row.campaignName,
      amount: row.amount,
      cancelledAmount: row.cancelledAmount,
      status: row.status === 'PARTIAL_CANCELLED' ? 'PARTIAL_CANCELLED' : 'CANCELLED',
      paidAt: row.paidAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    }),
  );
  return { content, totalElements };
}
