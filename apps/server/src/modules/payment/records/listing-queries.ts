import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { paymentTallies, paymentTotals, type PaymentPurpose, type PaymentStatus } from '@server/db/schema';
import { dayTallyStart } from '@server/lib/list-tally';

// What the payment lists without a search word need from the table of a
// million rows, without reading it: their totals, and where a deep page
// starts (paginate reads the page). Both come from the counts the database
// keeps per Korean day (payment_tally) and over all time (payment_total),
// moved by the same trigger as every payment
// (db/sql/payment_summaries_follow.sql), so they are exact.

/** The rows a list shows, as the kept counts can tell them apart. */
export interface TallyFilter {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
  /** Only payments with a message (not null, not empty). */
  hasMessage?: boolean;
  /** Korean days 'YYYY-MM-DD', inclusive, of the list's time (listedAt). */
  fromDay?: string;
  toDay?: string;
}

function tallyWhere(filter: TallyFilter): SQL | undefined {
  return and(
    filter.status ? eq(paymentTallies.status, filter.status) : undefined,
    filter.purpose ? eq(paymentTallies.purpose, filter.purpose) : undefined,
    filter.hasMessage !== undefined ? eq(paymentTallies.hasMessage, filter.hasMessage) : undefined,
    filter.fromDay ? gte(paymentTallies.day, filter.fromDay) : undefined,
    filter.toDay ? lte(paymentTallies.day, filter.toDay) : undefined,
  );
}

/**
 * How many payments a list without a search word holds: a few rows of
 * payment_total, or the days of the period in payment_tally.
 */
export async function countListed(db: Database, filter: TallyFilter): Promise<number> {
  if (!filter.fromDay && !filter.toDay) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${paymentTotals.payments}), 0)`.mapWith(Number) })
      .from(paymentTotals)
      .where(
        and(
          filter.status ? eq(paymentTotals.status, filter.status) : undefined,
          filter.purpose ? eq(paymentTotals.purpose, filter.purpose) : undefined,
          filter.hasMessage !== undefined ? eq(paymentTotals.hasMessage, filter.hasMessage) : undefined,
        ),
      );
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${paymentTallies.payments}), 0)`.mapWith(Number) })
    .from(paymentTallies)
    .where(tallyWhere(filter));
  return row?.n ?? 0;
}

/**
 * Where a deep page of a list without a search word starts (paginate's
 * `start`): the payment tally as one more day source, its days of the list's
 * rows added up newest first along an index of the counts (payment_tally_pkey,
 * or payment_tally_status_day_idx for a status) until the offset is passed:
 * a few hundred counts for page 5,000, never the rows before the page.
 * `orderedBy` is the list's time, the tally's day of it: listedAt, or paidAt
 * where every row is paid.
 */
export function paymentDayStart(db: Database, filter: TallyFilter, orderedBy: AnyPgColumn) {
  return dayTallyStart(db, {
    days: sql`select ''::text as bucket, ${paymentTallies.day} as day, sum(${paymentTallies.payments}) as total,
                     coalesce(sum(sum(${paymentTallies.payments})) over (order by ${paymentTallies.day} desc rows between unbounded preceding and 1 preceding), 0) as before
              from ${paymentTallies} ${whereOf(tallyWhere(filter))} group by ${paymentTallies.day} order by ${paymentTallies.day} desc`,
    from: ({ dayEnd }) => lt(orderedBy, dayEnd),
  });
}

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);
