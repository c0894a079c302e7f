import { and, asc, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { paymentTallies, paymentTotals, payments, type PaymentPurpose, type PaymentStatus } from '../../../db/schema';
import { pageOffset, type PageRequest } from '../../../lib/paginate';

// What the payment lists without a search word need from the table of a
// million rows, without reading it: their totals, and where a deep page
// starts. Both come from the counts the database keeps per Korean day
// (payment_tally) and over all time (payment_total), moved by the same
// trigger as every payment (db/sql/payment_summaries_follow.sql), so they are exact.

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

/** The widest step: about ten years of day counts. */
const maxWindowDays = 3660;

/**
 * Which rows of a list of `total` one page holds, read from the nearer end:
 * newest first, passing over `skip` rows; or, for a page in the older half,
 * oldest first, passing over `skip` and taking `take` (the last page's few).
 */
export interface PageWindow {
  newestFirst: boolean;
  skip: number;
  take: number;
}

export function pageWindow(total: number, request: PageRequest): PageWindow {
  const offset = pageOffset(request);
  const fromOldest = Math.max(0, total - offset - request.size);
  if (offset <= fromOldest) return { newestFirst: true, skip: offset, take: request.size };
  return { newestFirst: false, skip: fromOldest, take: Math.min(request.size, total - offset) };
}

/** The day `days` after 'YYYY-MM-DD' (before, when negative). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const minDay = (day: string, other: string | undefined) => (other && other < day ? other : day);
const maxDay = (day: string, other: string | undefined) => (other && other > day ? other : day);

/** Midnight in Korea at the start of `day` (the tally's days are Korean days of listedAt; Korea keeps +09:00 all year). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** Where a deep page starts: the rows beyond a Korean midnight, read from the window's end, passing over `skip`. */
export interface PageStart {
  /** Newest first: rows before this instant; oldest first: rows from it on. */
  bound: Date;
  skip: number;
}

/**
 * Finds the Korean day that holds the window's first row, walking the kept
 * day counts from the window's end of the list (the newest day, or the
 * oldest), a month first and then as many days as the rows still to pass
 * need at the rate seen, each round a range of an index of the counts: a page
 * 5,000 deep reads a few hundred day counts in two or three rounds and then
 * at most one day of index entries, never the 50,000 rows before it. null
 * when the list is shorter than the window says.
 */
export async function seekPageStart(db: Database, filter: TallyFilter, window: PageWindow): Promise<PageStart | null> {
  const where = tallyWhere(filter);
  const step = window.newestFirst ? -1 : 1;
  const order = window.newestFirst ? desc(paymentTallies.day) : asc(paymentTallies.day);
  // The walk starts at the window's end of the list (the period's end, or the
  // last or first day counted at all) and stops past its other end.
  const first = sql<string>`(select min(${paymentTallies.day}) from ${paymentTallies})`;
  const last = sql<string>`(select max(${paymentTallies.day}) from ${paymentTallies})`;
  const startAt = window.newestFirst
    ? filter.toDay ? sql`least(${filter.toDay}::date, ${last})` : last
    : filter.fromDay ? sql`greatest(${filter.fromDay}::date, ${first})` : first;
  let from: string | null = null;
  let stop: string | null = null;
  let span = seekWindowDays;
  let walked = 0;
  let passed = 0;
  for (;;) {
    // The first round finds its start and the list's other end in the same statement.
    const [fromAt, toAt] = from
      ? [sql`${from}::date`, sql`${dayAfter(from, step * span)}::date`]
      : [startAt, sql`(${startAt})::date + ${step * span}::int`];
    const days = await db
      .select({
        day: paymentTallies.day,
        n: sql<number>`sum(${paymentTallies.payments})`.mapWith(Number),
        first: from ? sql<string | null>`null` : sql<string | null>`${first}::text`,
        last: from ? sql<string | null>`null` : sql<string | null>`${last}::text`,
      })
      .from(paymentTallies)
      .where(
        and(
          where,
          window.newestFirst
            ? sql`${paymentTallies.day} <= ${fromAt} and ${paymentTallies.day} > ${toAt}`
            : sql`${paymentTallies.day} >= ${fromAt} and ${paymentTallies.day} < ${toAt}`,
        ),
      )
      .groupBy(paymentTallies.day)
      .orderBy(order);
    if (!from) {
      // An empty first month: learn where the list starts and ends, and walk on from there.
      const ends = days[0] ?? (await db.select({ first: sql<string | null>`${first}::text`, last: sql<string | null>`${last}::text` }).from(sql`(select 1) one`))[0];
      if (!ends?.first || !ends.last) return null;
      const startDay = window.newestFirst ? minDay(ends.last, filter.toDay) : maxDay(ends.first, filter.fromDay);
      stop = window.newestFirst ? maxDay(ends.first, filter.fromDay) : minDay(ends.last, filter.toDay);
      from = startDay;
    }
    for (const { day, n } of days) {
      if (passed + n > window.skip) return { bound: startOfDay(window.newestFirst ? dayAfter(day, 1) : day), skip: window.skip - passed };
      passed += n;
    }
    walked += span;
    from = dayAfter(from, step * span);
    if (window.newestFirst ? from < stop! : from > stop!) return null;
    // The next step spans about the days the rows still to pass need at the rate seen so far (a sparse list, such as
    // one status, needs years for 50,000 rows), and widens fast over days without any.
    span = passed > 0 ? Math.min(maxWindowDays, Math.max(seekWindowDays, Math.ceil(((window.skip - passed) * walked * 1.25) / passed))) : Math.min(maxWindowDays, span * 4);
  }
}

/** From this many rows in from its nearer end, a page without a search word starts from its day (seekPageStart) instead of counting rows off an index. */
export const deepPageOffset = 1000;

/**
 * The payment numbers of one page of a list of `total`, newest first by
 * `orderedBy` (listedAt, or paidAt where every row is paid) then payment
 * number, as a subquery (`seqs`, wrapped: an awaited query would run) to join
 * the page's columns to (a deferred join: the rows passed over are index
 * entries, never table rows). The page is read from the nearer end of the
 * list; with `tally` (the same rows as the kept counts tell them), a page
 * far from both ends starts from its day.
 */
export async function pageSeqs(
  db: Database,
  options: { where: SQL | undefined; orderedBy: PgColumn; tally: TallyFilter | null; request: PageRequest; total: number },
) {
  const window = pageWindow(options.total, options.request);
  const start = options.tally && window.skip >= deepPageOffset ? await seekPageStart(db, options.tally, window) : null;
  const bounded = start ? (window.newestFirst ? lt(options.orderedBy, start.bound) : gte(options.orderedBy, start.bound)) : undefined;
  const order = window.newestFirst ? [desc(options.orderedBy), desc(payments.paymentSeq)] : [asc(options.orderedBy), asc(payments.paymentSeq)];
  const seqs = db
    .select({ paymentSeq: payments.paymentSeq })
    .from(payments)
    .where(and(options.where, bounded))
    .orderBy(...order)
    .limit(window.take)
    .offset(start ? start.skip : window.skip);
  return { seqs };
}
