import type { RefundRequestStatus } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { latestRefundRequest } from './queries';

type StatusRow = { state: RefundRequestStatus['state']; createDate: Date; declineReason: string | null };

export const statusOf = (row: StatusRow): RefundRequestStatus => ({
  state: row.state,
  requestedAt: row.createDate.toISOString(),
  declineReason: row.declineReason,
});

/** The latest request of a payment as its receipt shows it. */
export async function refundStatusOf(db: Database, paymentSeq: number): Promise<RefundRequestStatus | null> {
  const row = await latestRefundRequest(db, paymentSeq);
  return row ? statusOf(row) : null;
}
