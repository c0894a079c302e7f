import { asc, desc, eq } from 'drizzle-orm';
import type { DonationGroupCard, DonationGroupDetail } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, donationGroupAttachments, donationGroups } from '../../db/schema';
import { paginate, type PageRequest } from '../../lib/paginate';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '../../lib/public-category';

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

export async function listDonationGroupPage(db: Database, categorySeq: number | undefined, request: PageRequest) {
  const where = categorySeq === undefined ? undefined : inPublicCategory(donationGroups.categorySeq, categorySeq);
  const query = db.select(cardFields).from(donationGroups).leftJoin(categories, joinCategory).where(where).$dynamic();
  const { content, totalElements } = await paginate(db, query, request, { orderBy: newestFirst });
  return { content: content.map(toCard), totalElements };
}

export async function findDonationGroupDetail(db: Database, donationGroupSeq: number): Promise<Omit<DonationGroupDetail, 'donationLedger'> | null> {
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
