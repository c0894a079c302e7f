import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminLedgerRow, AdminLedgerSort, DonationLedger, DonationLedgerGrouping, Page, ListSortDirection } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, donationCategories, donationGroups, donationLedgerMonths, paymentOrderSummaries, payments } from '@server/db/schema';
import { listOrder, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

// The donation ledger's SQL. The sums come from donation_ledger_month and,
// for one invitation, payment_order_summary, which the database keeps in step
// with `payment` (the trigger of db/sql/payment_summaries_follow.sql).

/** Statuses whose money (less any refund) stays with us: the wreaths that stand. */
export const ledgerStatuses = ['PAID', 'PARTIAL_CANCELLED'] as const;

/** A wreath that stands: a WREATH payment, paid and not wholly cancelled. */
export const standingWreath = and(eq(payments.purpose, 'WREATH'), inArray(payments.status, [...ledgerStatuses]));

const noLedger: DonationLedger = { paidCount: 0, totalPaid: 0, donatedAmount: 0 };

// bigint sums: a popular campaign's total can pass int4's 2.1 billion won.
const summed = {
  paidCount: sql<number>`coalesce(sum(${donationLedgerMonths.paidCount}), 0)::bigint`.mapWith(Number),
  totalPaid: sql<number>`coalesce(sum(${donationLedgerMonths.totalPaid}), 0)::bigint`.mapWith(Number),
  donatedAmount: sql<number>`coalesce(sum(${donationLedgerMonths.donatedAmount}), 0)::bigint`.mapWith(Number),
};

async function sumMonths(db: Database, where: SQL): Promise<DonationLedger> {
  const [row] = await db.select(summed).from(donationLedgerMonths).where(where);
  return row ?? noLedger;
}

/** A campaign's figures over all months (donation_ledger_month_campaign_idx). */
export function campaignLedgerSums(db: Database, campaignSeq: number): Promise<DonationLedger> {
  return sumMonths(db, eq(donationLedgerMonths.campaignSeq, campaignSeq));
}

/** A recipient's figures over all months, whatever campaign the wreaths came through (donation_ledger_month_recipient_idx). */
export function recipientLedgerSums(db: Database, categoryDonationSeq: number): Promise<DonationLedger> {
  return sumMonths(db, eq(donationLedgerMonths.categoryDonationSeq, categoryDonationSeq));
}

/** An organisation's figures over all months (donation_ledger_month_group_idx): the wreaths whose donated part is owed to it. */
export function organisationLedgerSums(db: Database, donationGroupSeq: number): Promise<DonationLedger> {
  return sumMonths(db, eq(donationLedgerMonths.donationGroupSeq, donationGroupSeq));
}

/** One invitation's figures, kept per order number like the ledger (payment_order_summary). */
export async function orderLedgerSums(db: Database, orderNum: string): Promise<DonationLedger> {
  const [row] = await db
    .select({ paidCount: paymentOrderSummaries.paidCount, totalPaid: paymentOrderSummaries.totalPaid, donatedAmount: paymentOrderSummaries.donatedAmount })
    .from(paymentOrderSummaries)
    .where(eq(paymentOrderSummaries.orderNum, orderNum));
  return row ?? noLedger;
}

const groupings = {
  recipient: {
    key: donationLedgerMonths.categoryDonationSeq,
    seq: donationCategories.categoryDonationSeq,
    name: donationCategories.name,
    table: donationCategories,
  },
  campaign: { key: donationLedgerMonths.campaignSeq, seq: campaigns.campaignSeq, name: campaigns.campaignName, table: campaigns },
  // The organisation paid (기부후원 단체), as each payment fixed it (docs/decisions/021-settlements.md).
  organisation: {
    key: donationLedgerMonths.donationGroupSeq,
    seq: donationGroups.donationGroupSeq,
    name: donationGroups.groupName,
    table: donationGroups,
  },
} as const;

/** Wreaths owed to no recipient or campaign (unset, or since removed) are one row of their own. */
export const unassignedLedgerName = '지정 없음';

/**
 * The back office's ledger per recipient or campaign for one Korean month
 * ('YYYY-MM-01'), or all time when null: the month rows grouped, largest
 * total first. A row whose wreaths were all cancelled stays in the table at
 * zero and is not shown.
 */
export interface LedgerQuery {
  by: DonationLedgerGrouping;
  month: string | null;
  searchWord?: string;
  sort?: AdminLedgerSort;
  direction?: ListSortDirection;
}

/** The month rows a ledger query reads: its month and the recipient's or campaign's name containing the word. */
function ledgerWhere(query: LedgerQuery) {
  const group = groupings[query.by];
  const name = sql<string>`coalesce(${group.name}, ${unassignedLedgerName})`;
  const where = and(
    query.month ? eq(donationLedgerMonths.month, query.month) : undefined,
    query.searchWord ? ilike(name, containsPattern(query.searchWord)) : undefined,
  );
  return { group, name, where };
}

export function ledgerGroupPage(db: Database, query: LedgerQuery, request: PageRequest): Promise<Page<AdminLedgerRow>> {
  const { group, name, where } = ledgerWhere(query);
  const rows = db
    .select({ seq: group.key, name, ...summed })
    .from(donationLedgerMonths)
    .leftJoin(group.table, eq(group.seq, group.key))
    .where(where)
    .groupBy(group.key, group.name)
    .having(sql`sum(${donationLedgerMonths.paidCount}) > 0`)
    .$dynamic();
  // A few hundred grouped rows at most: any of the sums sorts them.
  const { orderBy, sorted } = listOrder(query, { name, ...summed }, group.key, []);
  return paginate(db, rows, request, { orderBy: sorted ? orderBy : [desc(summed.totalPaid), asc(name), asc(group.key)] });
}

/** The ledger's total row: the month rows of the query summed (donation_ledger_month, never the payments). */
export async function ledgerTotalSums(db: Database, query: LedgerQuery): Promise<DonationLedger> {
  const { group, where } = ledgerWhere(query);
  const [row] = await db.select(summed).from(donationLedgerMonths).leftJoin(group.table, eq(group.seq, group.key)).where(where);
  return row ?? noLedger;
}

/**
 * Recomputes every summary the payment trigger keeps (donation_ledger_month,
 * payment_order_summary, payment_tally, payment_total, payment_name_tally)
 * from `payment`, with the trigger's rule (db/sql/payment_summaries_follow.sql): after a bulk load that bypassed the trigger,
 * or to repair. Payments are locked against writes meanwhile (reads go on), so
 * no change slips between the sum and the swap.
 */
export async function rebuildPaymentSummaries(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE payment IN SHARE MODE`);
    await tx.execute(sql`DELETE FROM donation_ledger_month`);
    await tx.execute(sql`DELETE FROM payment_order_summary`);
    await tx.execute(sql`DELETE FROM payment_name_tally`);
    await tx.execute(sql`DELETE FROM payment_tally`);
    await tx.execute(sql`DELETE FROM payment_total`);
    await tx.execute(sql`
      INSERT INTO donation_ledger_month (month, donation_group_seq, campaign_seq, category_donation_seq, paid_count, total_paid, donated_amount)
      SELECT date_trunc('month', paid_at AT TIME ZONE 'Asia/Seoul')::date, coalesce(donation_group_seq, 0), coalesce(campaign_seq, 0),
             coalesce(category_donation_seq, 0), count(*), sum(amount - cancelled_amount), sum(donated_amount)
      FROM payment
      WHERE purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')
      GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO payment_order_summary (order_num, payments, paid_count, total_paid, donated_amount)
      SELECT order_num, count(*), count(*) FILTER (WHERE standing),
             coalesce(sum(amount - cancelled_amount) FILTER (WHERE standing), 0), coalesce(sum(donated_amount) FILTER (WHERE standing), 0)
      FROM (SELECT *, (purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')) AS standing FROM payment WHERE order_num IS NOT NULL) p
      GROUP BY 1`);
    await tx.execute(sql`
      INSERT INTO payment_name_tally (name, payments)
      SELECT name, count(*) FROM payment WHERE name IS NOT NULL GROUP BY 1`);
    await tx.execute(sql`
      INSERT INTO payment_tally (day, status, purpose, has_message, payments)
      SELECT (listed_at AT TIME ZONE 'Asia/Seoul')::date, status, purpose, coalesce(message <> '', false), count(*)
      FROM payment
      GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO payment_total (status, purpose, has_message, payments)
      SELECT status, purpose, coalesce(message <> '', false), count(*)
      FROM payment
      GROUP BY 1, 2, 3`);
    // Rebuilt tables are new to the planner: their statistics now, so searches and seeks pick their indexes at once.
    await tx.execute(sql`ANALYZE donation_ledger_month, payment_order_summary, payment_tally, payment_total, payment_name_tally`);
  });
}
