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

/** Every category of a group for the admin forms, in use or not. */
export async function listCategoryOptions(db: Database, parent: CategoryParent) {
  const rows = await db
    .select({ categorySeq: categories.categorySeq, name: categories.name, useYn: categories.useYn })
    .from(categories)
    .where(eq(categories.categoryParent, parent))
    .orderBy(asc(categories.sortOrder), asc(categories.categorySeq));
  return rows.map(({ useYn, ...row }) => ({ ...row, inUse: useYn === 'Y' }));
}

export async function categoryParentOf(db: Database, categorySeq: number): Promise<CategoryParent | undefined> {
  const [row] = await db.select({ parent: categories.categoryParent }).from(categories).where(eq(categories.categorySeq, categorySeq));
  return row?.parent;
}
