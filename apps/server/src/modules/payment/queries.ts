import { and, desc, eq } from 'drizzle-orm';
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
