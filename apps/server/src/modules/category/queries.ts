import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, type CategoryParent } from '../../db/schema';

/** The tabs of one group: categories in use, in the administrator's order. */
export function listPublicCategories(db: Database, parent: CategoryParent) {
  return db
    .select({ categorySeq: categories.categorySeq, name: categories.name })
    .from(categories)
    .where(and(eq(categories.categoryParent, parent), eq(categories.useYn, 'Y')))
    .orderBy(asc(categories.sortOrder), asc(categories.categorySeq));
}
