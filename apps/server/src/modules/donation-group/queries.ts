import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DonationGroupCard, DonationGroupDetail } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, donationGroupAttachments, donationGroups } from '../../db/schema';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '../category/queries';

const cardFields = {
  donationGroupSeq: donationGroups.donationGroupSeq,
  groupName: donationGroups.groupName,
  groupExplain: donationGroups.groupExplain,
  thumbnailPath: donationGroups.thumbnailPath,
  ...publicCategoryFields,
};

const joinCategory = publicCategoryJoin(donationGroups.categorySeq, 'donationGroup');
// Newest first: donation_group_create_idx, or donation_group_category_create_idx with a tab.
const newestFirst = [desc(donationGroups.createDate), desc(donationGroups.donationGroupSeq)];

type CardRow = Omit<DonationGroupCard, 'category'> & { categorySeq: number | null; categoryName: string | null };

function toCard({ categorySeq, categoryName, ...rest }: CardRow): DonationGroupCard {
  return { ...rest, category: categoryRef({ categorySeq, categoryName }) };
}

export async function listDonationGroupPage(db: Database, categorySeq: number | undefined, page: number, size: number) {
  const where = categorySeq === undefined ? undefined : inPublicCategory(donationGroups.categorySeq, categorySeq);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(donationGroups)
    .leftJoin(categories, joinCategory)
    .where(where);
  if ((page - 1) * size >= total) return { content: [], totalElements: total };
  const rows = await db
    .select(cardFields)
    .from(donationGroups)
    .leftJoin(categories, joinCategory)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
  return { content: rows.map(toCard), totalElements: total };
}

export async function findDonationGroupDetail(db: Database, donationGroupSeq: number): Promise<DonationGroupDetail | null> {
  const [row] = await db
    .select({ ...cardFields, editorHtml: donationGroups.editorHtml, createDate: donationGroups.createDate })
    .from(donationGroups)
    .leftJoin(categories, joinCategory)
    .where(eq(donationGroups.donationGroupSeq, donationGroupSeq))
    .limit(1);
  if (!row) return null;
  const attachList = await db
    .select({
      donationGroupAttachSeq: donationGroupAttachments.donationGroupAttachSeq,
      originalName: donationGroupAttachments.originalName,
      path: donationGroupAttachments.path,
    })
    .from(donationGroupAttachments)
    .where(eq(donationGroupAttachments.donationGroupSeq, donationGroupSeq))
    .orderBy(asc(donationGroupAttachments.sortOrder), asc(donationGroupAttachments.donationGroupAttachSeq));
  const { editorHtml, createDate, ...card } = row;
  return { ...toCard(card), editorHtml: editorHtml ?? '', attachList, createDate: createDate.toISOString() };
}
