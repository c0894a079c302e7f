import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Page } from '@ongi/shared';
import type { Database } from '../db/client';

/** What a list asks for: the 1-based `page` of `size` rows. */
export interface PageRequest {
  page: number;
  size: number;
}

/** How many rows the pages before this one hold. */
export function pageOffset({ page, size }: PageRequest): number {
  return (page - 1) * size;
}

export interface PageOptions {
  /** The list's order. Only the page's rows are sorted: counting needs no order. */
  orderBy: Array<PgColumn | SQL | SQL.Aliased>;
  /**
   * The total when the caller has it already (a summary counted the same rows)
   * or counts it more cheaply than the query could (a union of indexed counts).
   */
  total?: number | (() => Promise<number>);
}

/**
 * One page of a list, `{ content, totalElements }`: the rows of a dynamic
 * select (`.$dynamic()`, filtered but not ordered), counted first, then the
 * page cut in `options.orderBy` order. A page beyond the last answers no rows
 * without running the page query.
 */
export async function paginate<Q extends PgSelect>(
  db: Database,
  query: Q,
  request: PageRequest,
  options: PageOptions,
): Promise<Page<Awaited<Q>[number]>> {
  const totalElements = await countRows(db, query, options.total);
  const offset = pageOffset(request);
  if (offset >= totalElements) return { content: [], totalElements };
  const content = await query
    .orderBy(...options.orderBy)
    .limit(request.size)
    .offset(offset);
  return { content, totalElements };
}

async function countRows(db: Database, query: PgSelect, total: PageOptions['total']): Promise<number> {
  if (typeof total === 'number') return total;
  if (total) return total();
  // PostgreSQL flattens the subquery: its select list is never computed, and
  // left joins that cannot change the number of rows are dropped.
  const [row] = await db.select({ total: count() }).from(query.as('listed'));
  return row.total;
}

/**
 * The number a board shows beside a row, counting down across pages: the
 * first row of page 1 is the total, the last row of the last page is 1.
 */
export function countdownNumber(totalElements: number, request: PageRequest, index: number): number {
  return totalElements - pageOffset(request) - index;
}
