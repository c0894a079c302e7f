import type { Database } from '@server/db/client';
import { campaignCategories as c } from '@server/db/schema';
import { activeTree } from '@server/lib/category-tree';

export function campaignCategoryTree(db: Database) {
  return activeTree(db, { table: c, seq: c.categoryCampaignSeq, parentSeq: c.parentSeq, name: c.name, sortOrder: c.sortOrder, isActive: c.isActive });
}
