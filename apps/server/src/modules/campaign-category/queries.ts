import { asc, eq } from 'drizzle-orm';
import type { CategoryTreeNode } from '@ongi/shared';
import type { Database } from '../../db/client';
import { campaignCategories, donationCategories } from '../../db/schema';

interface TreeRow {
  seq: number;
  parentSeq: number | null;
  name: string;
}

/**
 * Two levels from flat rows already in order: active top levels with their
 * active children. A child whose parent is inactive goes with it.
 */
export function buildTree(rows: TreeRow[]): CategoryTreeNode[] {
  const tops = rows.filter((row) => row.parentSeq === null).map((row) => ({ seq: row.seq, name: row.name, children: [] as CategoryTreeNode['children'] }));
  const bySeq = new Map(tops.map((top) => [top.seq, top]));
  for (const row of rows) {
    if (row.parentSeq !== null) bySeq.get(row.parentSeq)?.children.push({ seq: row.seq, name: row.name });
  }
  return tops;
}

export async function campaignCategoryTree(db: Database): Promise<CategoryTreeNode[]> {
  const rows = await db
    .select({ seq: campaignCategories.categoryCampaignSeq, parentSeq: campaignCategories.parentSeq, name: campaignCategories.name })
    .from(campaignCategories)
    .where(eq(campaignCategories.isActive, true))
    .orderBy(asc(campaignCategories.sortOrder), asc(campaignCategories.categoryCampaignSeq));
  return buildTree(rows);
}

export async function donationCategoryTree(db: Database): Promise<CategoryTreeNode[]> {
  const rows = await db
    .select({ seq: donationCategories.categoryDonationSeq, parentSeq: donationCategories.parentSeq, name: donationCategories.name })
    .from(donationCategories)
    .where(eq(donationCategories.isActive, true))
    .orderBy(asc(donationCategories.sortOrder), asc(donationCategories.categoryDonationSeq));
  return buildTree(rows);
}
