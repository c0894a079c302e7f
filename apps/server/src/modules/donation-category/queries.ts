import type { Database } from '../../db/client';
import { donationCategories as c } from '../../db/schema';
import { activeTree } from '../../lib/category-tree';

export function donationCategoryTree(db: Database) {
  return activeTree(db, { table: c, seq: c.categoryDonationSeq, parentSeq: c.parentSeq, name: c.name, sortOrder: c.sortOrder, isActive: c.isActive });
}
