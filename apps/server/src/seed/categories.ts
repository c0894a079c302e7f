import type { CategoryParent } from '../db/schema';
import { campaignCategoryTree, donationCategoryTree, publicCategorySeeds, type TreeSeed } from './demo/categories';
import { createCampaignCategory, createCategory, createDonationCategory } from './factories';
import { found, type SeedContext } from './context';

/** A public category's id by its group and name. */
export type CategoryOf = (parent: CategoryParent, name: string) => number;

export async function insertCategories({ tx, count }: SeedContext): Promise<CategoryOf> {
  const categorySeq = new Map<string, number>();
  for (const [parent, list] of Object.entries(publicCategorySeeds) as Array<[CategoryParent, typeof publicCategorySeeds.notice]>) {
    for (const [sortOrder, item] of list.entries()) {
      const row = await createCategory(tx, { categoryParent: parent, name: item.name, useYn: item.useYn ?? 'Y', sortOrder });
      categorySeq.set(`${parent}:${item.name}`, row.categorySeq);
      count('category');
    }
  }
  return (parent, name) => found(categorySeq, `${parent}:${name}`, 'category');
}

/** A two-level category's id by its path: [top level, child]. */
export type TreePathOf = (path: [string, string]) => number;

export interface CategoryTrees {
  campaignCategoryOf: TreePathOf;
  donationCategoryOf: TreePathOf;
}

/** The campaign categories and the donation recipients. */
export async function insertCategoryTrees(ctx: SeedContext): Promise<CategoryTrees> {
  return {
    campaignCategoryOf: await insertTree(ctx, campaignCategoryTree, createCampaignCategory, 'campaignCategory'),
    donationCategoryOf: await insertTree(ctx, donationCategoryTree, createDonationCategory, 'donationCategory'),
  };
}

async function insertTree(
  { tx, count }: SeedContext,
  seeds: TreeSeed[],
  make: typeof createCampaignCategory | typeof createDonationCategory,
  kind: string,
): Promise<TreePathOf> {
  const seqs = new Map<string, number>();
  for (const [sortOrder, parent] of seeds.entries()) {
    const top = await make(tx, { name: parent.name, sortOrder, isActive: parent.isActive ?? true });
    const topSeq = 'categoryCampaignSeq' in top ? top.categoryCampaignSeq : top.categoryDonationSeq;
    seqs.set(parent.name, topSeq);
    for (const [childOrder, child] of parent.children.entries()) {
      const row = await make(tx, { name: child.name, parentSeq: topSeq, sortOrder: childOrder, isActive: child.isActive ?? true });
      seqs.set(`${parent.name}>${child.name}`, 'categoryCampaignSeq' in row ? row.categoryCampaignSeq : row.categoryDonationSeq);
    }
    count(kind, 1 + parent.children.length);
  }
  return (path) => found(seqs, path.join('>'), kind);
}
