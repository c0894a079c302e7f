import type { Database } from '@server/db/client';
import { donationCategories as c } from '@server/db/schema';
import { activeTree } from '@server/lib/category-tree';

export function donationCategoryTree(db: Database) {
  return activeTree(db, { table: c, seq: c.categoryDonationSeq, parentSeq: c.parentSeq, name: c.name, sortOrder: c.sortOrder, isActive: c.isActive });
}
