import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { only, type Page } from '@ongi/shared';
import type { Database } from '../db/client';

/** What a list asks for: the 1-based `page` of `size` rows, and the order an administrator chose. */
export interface PageRequest {
  page: number;
  size: number;
  /**
   * The order chosen from a back-office list's headers (the resource base's
   * `list.sort`, through chosenOrder): it replaces the list's own order in
   * paginate, which then leaves out the summary's start (a summary counts
   * the rows in the list's own order, not in this one).
   */
  sortedBy?: SortKey[];
}

/** How many rows the pages before this one hold. */
export function pageOffset({ page, size }: PageRequest): number {
  return (page - 1) * size;
}

/** One term of a list's order that paginate can also walk backwards. */
export interface SortKey {
  by: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
}

export const ascending = (by: AnyPgColumn | SQL): SortKey => ({ by, direction: 'asc' });
export const descending = (by: AnyPgColumn | SQL): SortKey => ({ by, direction: 'desc' });

type OrderTerm = PgColumn | SQL | SQL.Aliased | SortKey;

function isSortKey(term: OrderTerm): term is SortKey {
  return typeof term === 'object' && term !== null && 'direction' in term && 'by' in term;
}

/** The ORDER BY of sort keys, or of the same keys walked backwards (asc's NULLS LAST is desc's NULLS FIRST reversed). */
export function sortSql(keys: readonly SortKey[], reversed = false): SQL[] {
  return keys.map((key) => sortTerm(key, reversed));
}

function sortTerm({ by, direction }: SortKey, reversed: boolean): SQL {
  return (direction === 'asc') !== reversed ? asc(by) : desc(by);
}

/** What a list may be sorted by: each sort name's column (or expression), and the list's unique key that breaks ties. */
export interface ListSort<S extends string> {
  columns: Record<S, AnyPgColumn | SQL>;
  key: AnyPgColumn;
}

/**
 * The order a query's `sort` and `direction` (adminListSort) ask for: the
 * column the list maps the name to, then the list's key the same way (a
 * total, stable order, which paginate can also read from the end), or
 * undefined without a sort. Only names in `columns` reach SQL; the query's
 * schema has already refused any other.
 */
export function chosenOrder<S extends string>(query: { sort?: S; direction?: 'asc' | 'desc' }, { columns, key }: ListSort<S>): SortKey[] | undefined {
  if (!query.sort) return undefined;
  const direction = query.direction ?? 'asc';
  return [
    { by: columns[query.sort], direction },
    { by: key, direction },
  ];
}

/** A list's order from its query's sort (chosenOrder), or its own order (`fallback`) without one. */
export function listOrder<S extends string>(
  query: { sort?: S; direction?: 'asc' | 'desc' },
  columns: Record<S, AnyPgColumn | SQL>,
  key: AnyPgColumn,
  fallback: SortKey[],
): { orderBy: SortKey[]; sorted: boolean } {
  const chosen = chosenOrder(query, { columns, key });
  return chosen ? { orderBy: chosen, sorted: true } : { orderBy: fallback, sorted: false };
}

export interface PageOptions {
  /**
   * The list's order. Only the page's rows are sorted: counting needs no order.
   * Sort keys (ascending/descending) ending with `key` let a page nearer the
   * end be read from the end.
   */
  orderBy: OrderTerm[];
  /**
   * The total when the caller has it already (a summary counted the same rows)
   * or counts it more cheaply than the query could (a tally, a union of indexed counts).
   */
  total?: number | (() => Promise<number>);
  /**
   * The list's unique key, a column the query selects. A page deep in the list
   * is then found by its keys alone (an index-only scan of the list's order,
   * the joins that only add columns left out) and only its own rows are read
   * in full, instead of reading and dropping every row before it.
   */
  key?: AnyPgColumn;
  /**
   * Where a page starts, from a summary that knows how many rows come before
   * each step of the list's order (a day source of list-tally.ts: the list
   * tallies' newestFirstStart, the payment tally's): a condition
   * that begins the list at the step holding the page, and the rows still to
   * skip there. Only for lists whose summary counts the same rows.
   */
  start?: (offset: number) => Promise<PageStart | undefined>;
}

/** The rows from a point of the list's order on, and how many of them to skip. */
export interface PageStart {
  where: SQL;
  skip: number;
}

/**
 * Which rows of a list of `total` a page holds, read from the nearer end:
 * from the start, passing over `skip` rows; or, for a page in the older half,
 * from the end (the list's order reversed), passing over `skip` and taking
 * `take` (the last page's few). paginate reads pages so; a list it cannot
 * build (the payment search's merged branches) reads them the same way.
 */
export interface PageWindow {
  fromEnd: boolean;
  skip: number;
  take: number;
}

export function pageWindow(total: number, request: PageRequest): PageWindow {
  const offset = pageOffset(request);
  if (offset >= total) return { fromEnd: false, skip: offset, take: 0 };
  const take = Math.min(request.size, total - offset);
  const fromEnd = total - offset - take;
  return fromEnd < offset ? { fromEnd: true, skip: fromEnd, take } : { fromEnd: false, skip: offset, take };
}

// Column names as the database has them (the client's casing option).
const casing = new CasingCache('snake_case');

/** From how many skipped rows a page starts from a summary, or is found through its keys. */
export const deepPageFrom = 100;

/**
 * One page of a list, `{ content, totalElements }`: the rows of a dynamic
 * select (`.$dynamic()`, filtered but not ordered), counted first, then the
 * page cut in `options.orderBy` order. A page beyond the last answers no rows
 * without running the page query. A deep page starts where a summary says it
 * does (`start`); otherwise, with sort keys and a key, a page past the middle
 * is read from the end (the last page costs what the first does), and a deep
 * page is found through its keys (docs/decisions/014-performance-scale-notes.md).
 * An order chosen by the request (`sortedBy`) replaces `options.orderBy` and
 * drops `options.start`.
 */
export async function paginate<Q extends PgSelect>(db: Database, query: Q, request: PageRequest, listOptions: PageOptions): Promise<Page<Awaited<Q>[number]>> {
  const options: PageOptions = request.sortedBy ? { ...listOptions, orderBy: request.sortedBy, start: undefined } : listOptions;
  const totalElements = await countRows(db, query, options.total);
  const offset = pageOffset(request);
  if (offset >= totalElements) return { content: [], totalElements };
  const window = pageWindow(totalElements, request);
  // Near the end, reading from the end costs nothing to find; elsewhere a start from a summary beats skipping.
  const nearEnd = window.fromEnd && window.skip < deepPageFrom && reversible(options);
  const start = options.start && !nearEnd && offset >= deepPageFrom ? await options.start(offset) : undefined;
  if (start) query.where(and(query._.config.where, start.where));
  const reversed = !start && window.fromEnd && reversible(options);
  const skip = start ? start.skip : reversed ? window.skip : offset;
  const order = options.orderBy.map((term) => (isSortKey(term) ? sortTerm(term, reversed) : term));
  query
    .orderBy(...order)
    .limit(window.take)
    .offset(skip);
  if (options.key && skip >= deepPageFrom) {
    // The same select, ordered and cut, as a subquery whose only used output is
    // the key: PostgreSQL drops the other outputs and the left joins they
    // needed, so the skipped rows come from the order's index alone.
    const where = query._.config.where;
    const pageKeys = query.getSQL();
    const name = sql.identifier(casing.getColumnCasing(options.key));
    query.where(and(where, sql`${options.key} in (select page_keys.${name} from (${pageKeys}) page_keys)`)).offset(0);
  }
  const rows = (await query) as Awaited<Q>[number][];
  return { content: reversed ? rows.reverse() : rows, totalElements };
}

/** A list can be read from its end when its order is all sort keys and ends with its unique key. */
function reversible({ orderBy, key }: PageOptions): boolean {
  return key !== undefined && orderBy.every(isSortKey) && orderBy.at(-1)?.by === key;
}

async function countRows(db: Database, query: PgSelect, total: PageOptions['total']): Promise<number> {
  if (typeof total === 'number') return total;
  if (total) return total();
  // PostgreSQL flattens the subquery: its select list is never computed, and
  // left joins that cannot change the number of rows are dropped.
  return only(await db.select({ total: count() }).from(query.as('listed')), "the list's count").total;
}

/**
 * The number a board shows beside a row, counting down across pages: the
 * first row of page 1 is the total, the last row of the last page is 1.
 */
export function countdownNumber(totalElements: number, request: PageRequest, index: number): number {
  return totalElements - pageOffset(request) - index;
}
