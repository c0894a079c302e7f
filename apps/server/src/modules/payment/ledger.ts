import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminLedgerRow, DonationLedger, DonationLedgerGrouping, Page } from '@ongi/shared';
import type { Database } from '../../db/client';
import { campaigns, donationCategories, donationGroups, payments } from '../../db/schema';
import { paginate, type PageRequest } from '../../lib/paginate';
import { within, type Period } from '../../lib/period';
import { containsPattern } from '../../lib/search';

// The donation ledger: what paid wreaths owe their recipients, summed from the
// payments table itself on every read, so no counter can drift from the
// payments it describes. A payment counts while any of it stays paid (PAID,
// PARTIAL_CANCELLED); cancelled, failed and waiting ones never do, nor the
// payment test page's 1,000 won.

/** Statuses whose money (less any refund) stays with us: the wreaths that stand. */
export const ledgerStatuses = ['PAID', 'PARTIAL_CANCELLED'] as const;

/** A wreath that stands: a WREATH payment, paid and not wholly cancelled. */
export const standingWreath = and(eq(payments.purpose, 'WREATH'), inArray(payments.status, [...ledgerStatuses]));

const kept = sql`(${payments.amount} - ${payments.cancelledAmount})`;

// bigint: a popular campaign's total can pass int4's 2.1 billion won.
const ledgerFields = {
  paidCount: sql<number>`count(*)`.mapWith(Number),
  totalPaid: sql<number>`coalesce(sum(${kept}), 0)::bigint`.mapWith(Number),
  // Each payment's half rounded down (donatedShare), then summed: integer
  // division of non-negative integers is exactly that floor, so a receipt's
  // share and the ledger always agree to the won.
  donatedAmount: sql<number>`coalesce(sum(${kept} / 2), 0)::bigint`.mapWith(Number),
};

async function sumLedger(db: Database, target: SQL | undefined): Promise<DonationLedger> {
  const [row] = await db
    .select(ledgerFields)
    .from(payments)
    .where(and(target, standingWreath));
  return row ?? { paidCount: 0, totalPaid: 0, donatedAmount: 0 };
}

/** A campaign's wreaths (payment_campaign_status_idx). */
export function campaignLedger(db: Database, campaignSeq: number): Promise<DonationLedger> {
  return sumLedger(db, eq(payments.campaignSeq, campaignSeq));
}

/** A donation recipient's (기부처) share, whatever campaign or invitation the wreaths came through (payment_category_donation_status_idx). */
export function recipientLedger(db: Database, categoryDonationSeq: number): Promise<DonationLedger> {
  return sumLedger(db, eq(payments.categoryDonationSeq, categoryDonationSeq));
}

/** One invitation's wreaths, for its host (payment_order_num_idx). */
export function orderLedger(db: Database, orderNum: string): Promise<DonationLedger> {
  return sumLedger(db, eq(payments.orderNum, orderNum));
}

/**
 * A donation group's figures: the recipient it is (donation_group.categoryDonationSeq).
 * A group not linked to a recipient has received nothing through wreaths.
 */
export async function donationGroupLedger(db: Database, donationGroupSeq: number): Promise<DonationLedger> {
  const [group] = await db
    .select({ categoryDonationSeq: donationGroups.categoryDonationSeq })
    .from(donationGroups)
    .where(eq(donationGroups.donationGroupSeq, donationGroupSeq))
    .limit(1);
  if (group?.categoryDonationSeq == null) return { paidCount: 0, totalPaid: 0, donatedAmount: 0 };
  return recipientLedger(db, group.categoryDonationSeq);
}

// ---- The back office's ledger: the same sums, one row per recipient or campaign ----

const groupings = {
  recipient: { key: payments.categoryDonationSeq, seq: donationCategories.categoryDonationSeq, name: donationCategories.name, table: donationCategories },
  campaign: { key: payments.campaignSeq, seq: campaigns.campaignSeq, name: campaigns.campaignName, table: campaigns },
} as const;

/** Wreaths owed to no recipient or campaign (unset, or since removed) are one row of their own. */
export const unassignedLedgerName = '지정 없음';

/**
 * The ledger per donation recipient or per campaign, largest total first,
 * over the standing wreaths paid within `period` (all time when null): the
 * same fields and rule as the public pages' figures, only grouped, so a
 * row for all time equals its public page to the won.
 */
export async function ledgerPage(
  db: Database,
  query: { by: DonationLedgerGrouping; period: Period | null; searchWord?: string },
  request: PageRequest,
): Promise<Page<AdminLedgerRow>> {
  const group = groupings[query.by];
  const name = sql<string>`coalesce(${group.name}, ${unassignedLedgerName})`;
  const rows = db
    .select({ seq: sql<number>`coalesce(${group.key}, 0)`.mapWith(Number), name, ...ledgerFields })
    .from(payments)
    .leftJoin(group.table, eq(group.seq, group.key))
    .where(and(standingWreath, within(payments.paidAt, query.period), query.searchWord ? ilike(name, containsPattern(query.searchWord)) : undefined))
    .groupBy(group.key, group.name)
    .$dynamic();
  return paginate(db, rows, request, { orderBy: [desc(ledgerFields.totalPaid), asc(name), asc(group.key)] });
}
