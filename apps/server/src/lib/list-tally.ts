import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { only } from '@ongi/shared';
import type { Database } from '../db/client';
import { listDayTallies, listTallies } from '../db/schema';
import type { PageStart } from './paginate';

/** The lists whose totals the database keeps (db/schema/list-tally.ts, kept by db/sql/list_tally_follow.sql). */
export type TalliedList = 'notice' | 'inquiry' | 'wedding_invitation' | 'funeral_invitation' | 'account';

/**
 * A list's total as the tally keeps it: every bucket, or only the ones named
 * (an answer status, a role). Exact: the tally moves in the same transaction
 * as the rows it counts.
 */
export async function talliedTotal(db: Database, list: TalliedList, buckets?: string[]): Promise<number> {
  const row = only(
    await db
      .select({ total: sql<number>`coalesce(sum(${listTallies.total}), 0)`.mapWith(Number) })
      .from(listTallies)
      .where(and(eq(listTallies.list, list), buckets ? inArray(listTallies.bucket, buckets) : undefined)),
    `the ${list} tally's total`,
  );
  return row.total;
}

/** Counts every tally again from the rows (after a bulk load with triggers off, or to repair). */
export async function rebuildListTallies(db: Database): Promise<void> {
  await db.execute(sql`select list_tallies_rebuild()`);
}

export interface NewestFirstList {
  list: TalliedList;
  /** Only these buckets (an answer status, a role); every bucket when absent. */
  buckets?: string[];
  /** The list's create_date: its order is newest first (then by its key). */
  createDate: AnyPgColumn;
  /** The bucket's column when the list is ordered by it first, descending (notices: pinned first). */
  leadingBucket?: AnyPgColumn;
}

const dayMs = 24 * 3_600_000;

/**
 * A list's rows per Korean day, as a summary kept beside it counts them: a
 * select of `bucket` (text; '' when none), `day`, `total` (the day's rows)
 * and `before` (the rows of the days before it), ordered by its own ORDER BY
 * in the list's order (newest day first, within a leading bucket when the
 * list is ordered by one). The list tallies are one (newestFirstStart below);
 * the payment tally is another (modules/payment/records/listing-queries.ts).
 */
export interface DaySource {
  days: SQL;
  /** The rows from the end of a found day on, in the list's order (`bucket` as the days gave it). */
  from(found: { bucket: string; dayEnd: Date }): SQL;
}

/**
 * Where row `offset` of a newest-first list is, from its day counts: the day
 * where the running total of the days before it passes the offset. The page
 * then starts at that day's end with fewer rows to skip than the day holds,
 * a few hundred summary rows read instead of every list row before the page
 * (paginate's `start`).
 */
export function dayTallyStart(db: Database, source: DaySource): (offset: number) => Promise<PageStart | undefined> {
  return async (offset) => {
    // No order of its own: the days' ORDER BY, which PostgreSQL keeps through
    // this filter, lets it walk the summary's index backwards, adding up as it
    // goes, and stop at the day found (a few dozen rows for page 5,000)
    // instead of adding up every day first, as an outer ORDER BY made it do.
    const result = await db.execute(sql`
      select bucket, day::text as day, before from (${source.days}) days
      where before + total > ${offset}
      limit 1`);
    const [found] = (result as unknown as { rows: Array<{ bucket: string; day: string; before: number | string }> }).rows;
    if (!found) return undefined;
    // The end of that Korean day (Korea keeps no summer time).
    const dayEnd = new Date(new Date(`${found.day}T00:00:00+09:00`).getTime() + dayMs);
    return { where: source.from({ bucket: found.bucket, dayEnd }), skip: offset - Number(found.before) };
  };
}

/** Where a page of a newest-first tallied list starts (its day source: list_day_tally). */
export function newestFirstStart(db: Database, spec: NewestFirstList): (offset: number) => Promise<PageStart | undefined> {
  const leading = spec.leadingBucket !== undefined;
  const buckets = spec.buckets ? sql`and bucket in ${spec.buckets}` : sql``;
  // One bucket, or buckets that lead the order: the tally's own rows in its
  // key's order (a backward walk of its primary key that stops at the day
  // found). Several buckets interleaved by day: their days added up first.
  const days =
    leading || spec.buckets?.length === 1
      ? sql`select bucket, day, total, coalesce(sum(total) over (order by bucket desc, day desc rows between unbounded preceding and 1 preceding), 0) as before
            from ${listDayTallies} where list = ${spec.list} ${buckets} order by bucket desc, day desc`
      : sql`select ''::text as bucket, day, sum(total) as total,
                   coalesce(sum(sum(total)) over (order by day desc rows between unbounded preceding and 1 preceding), 0) as before
            from ${listDayTallies} where list = ${spec.list} ${buckets} group by day order by day desc`;
  return dayTallyStart(db, {
    days,
    from: ({ bucket, dayEnd }) =>
      spec.leadingBucket ? sql`(${spec.leadingBucket}, ${spec.createDate}) < (${bucket}, ${dayEnd})` : sql`${spec.createDate} < ${dayEnd}`,
  });
}
