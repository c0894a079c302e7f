import { and, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { paymentTallies, paymentTotals, payments, type PaymentPurpose, type PaymentStatus } from '../../db/schema';
import { pageOffset, type PageRequest } from '../../lib/paginate';

// What the payment lists without a search word need from the table of a
// million rows, without reading it: their totals, and where a deep page
// starts. Both come from the counts the database keeps per Korean day
// (payment_tally) and over all time (payment_total), moved by the same
// trigger as every payment (migrations 0007, 0008), so they are exact.

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

/** Days read per round while looking for a deep page's day: a month of day counts per combination. */
const seekWindowDays = 31;

/** No payment is older than this; a walk back that reaches it has found no day. */
const earliestDay = '2000-01-01';

/** The day `days` before 'YYYY-MM-DD'. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Where a deep page starts: the day its first row is on, and how many of that day's (and later days') rows come before it. */
export interface PageStart {
  /** Rows strictly before this instant (the start of the next Korean day) hold the page. */
  before: Date;
  /** Of those rows, newest first, how many to pass over. */
  skip: number;
}

/**
 * Finds the Korean day that holds the `offset`-th row of a list newest first
 * (listedAt, then payment number, descending), walking the kept day counts
 * back a month at a time from the newest, each round a range of the counts'
 * primary key: a page 5,000 deep
 * reads some dozens of day counts and then at most one day of index
 * entries, never the 50,000 rows before it. Months without payments widen
 * the step. null when the list is shorter than `offset`.
 */
export async function seekPageStart(db: Database, filter: TallyFilter, offset: number): Promise<PageStart | null> {
  const where = tallyWhere(filter);
  const floor = filter.fromDay ?? earliestDay;
  // The newest day counted at all: the primary key's last entry.
  const [newest] = await db.select({ day: sql<string | null>`max(${paymentTallies.day})` }).from(paymentTallies);
  if (!newest?.day) return null;
  let upper = filter.toDay && filter.toDay < newest.day ? filter.toDay : newest.day;
  let span = seekWindowDays;
  let passed = 0;
  while (upper >= floor) {
    const lower = daysBefore(upper, span);
    const days = await db
      .select({ day: paymentTallies.day, n: sql<number>`sum(${paymentTallies.payments})`.mapWith(Number) })
      .from(paymentTallies)
      .where(and(where, lte(paymentTallies.day, upper), gt(paymentTallies.day, lower)))
      .groupBy(paymentTallies.day)
      .orderBy(desc(paymentTallies.day));
    for (const { day, n } of days) {
      if (passed + n > offset) return { before: startOfDayAfter(day), skip: offset - passed };
      passed += n;
    }
    span = days.length > 0 ? seekWindowDays : span * 4;
    upper = lower;
  }
  return null;
}

/** Midnight in Korea at the end of `day` (the tally's days are Korean days of listedAt; Korea keeps +09:00 all year). */
function startOfDayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00+09:00`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** From this offset on, a page without a search word starts from its day (seekPageStart) instead of counting rows off an index. */
export const deepPageOffset = 1000;

/**
 * The payment numbers of one page, newest first by `orderedBy` (listedAt, or
 * paidAt where every row is paid) then payment number, as a subquery (`seqs`,
 * wrapped: an awaited query would run) to join the page's columns to (a deferred join: the rows passed over are index
 * entries, never table rows). With `tally` (the same rows as the kept counts
 * tell them), a deep page starts from its day.
 */
export async function pageSeqs(
  db: Database,
  options: { where: SQL | undefined; orderedBy: PgColumn; tally: TallyFilter | null; request: PageRequest },
) {
  const offset = pageOffset(options.request);
  const start = options.tally && offset >= deepPageOffset ? await seekPageStart(db, options.tally, offset) : null;
  const seqs = db
    .select({ paymentSeq: payments.paymentSeq })
    .from(payments)
    .where(and(options.where, start ? lt(options.orderedBy, start.before) : undefined))
    .orderBy(desc(options.orderedBy), desc(payments.paymentSeq))
    .limit(options.request.size)
    .offset(start ? start.skip : offset);
  return { seqs };
}
