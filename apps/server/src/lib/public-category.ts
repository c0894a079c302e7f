import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CategoryRef } from '@ongi/shared';
import { categories, type CategoryParent } from '../db/schema';

// The public categories (the tabs of campaigns, sponsors, donation groups,
// notices and the FAQ) as the lists of those domains join them.

/**
 * The left-join condition that brings a row's public category along only when
 * it belongs to the right group and is in use: a category taken out of use
 * disappears from cards and tabs, and filtering by it finds nothing.
 */
export function publicCategoryJoin(column: AnyPgColumn, parent: CategoryParent): SQL {
  return and(eq(categories.categorySeq, column), eq(categories.categoryParent, parent), eq(categories.useYn, 'Y'))!;
}

/** Select these beside a publicCategoryJoin, then turn them into a card's category with categoryRef. */
export const publicCategoryFields = { categorySeq: categories.categorySeq, categoryName: categories.name };

export function categoryRef(row: { categorySeq: number | null; categoryName: string | null }): CategoryRef | null {
  return row.categorySeq === null || row.categoryName === null ? null : { categorySeq: row.categorySeq, name: row.categoryName };
}

/** A tab filter: rows in that category, which must be in use (see publicCategoryJoin). */
export function inPublicCategory(column: AnyPgColumn, categorySeq: number): SQL {
  return and(eq(column, categorySeq), eq(categories.categorySeq, categorySeq))!;
}
