import type { Database } from '../../db/client';
import { campaignCategories as c } from '../../db/schema';
import { activeTree } from '../../lib/category-tree';

export function campaignCategoryTree(db: Database) {
  return activeTree(db, { table: c, seq: c.categoryCampaignSeq, parentSeq: c.parentSeq, name: c.name, sortOrder: c.sortOrder, isActive: c.isActive });
}
