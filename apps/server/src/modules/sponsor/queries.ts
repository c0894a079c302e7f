import { asc, desc, eq } from 'drizzle-orm';
import type { SponsorCard, SponsorDetail } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, sponsorAttachments, sponsors } from '../../db/schema';
import { paginate, type PageRequest } from '../../lib/paginate';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '../../lib/public-category';

const cardFields = {
  sponsorSeq: sponsors.sponsorSeq,
  sponsorTitle: sponsors.title,
  sponsorContent: sponsors.content,
  sponsorAmount: sponsors.sponsorAmount,
  ...publicCategoryFields,
  thumbnailPath: sponsors.thumbnailPath,
  startDate: sponsors.startDate,
  endDate: sponsors.endDate,
  createDate: sponsors.createDate,
};

const joinCategory = publicCategoryJoin(sponsors.categorySeq, 'sponsor');
// Newest first: sponsor_create_idx, or sponsor_category_create_idx with a tab.
const newestFirst = [desc(sponsors.createDate), desc(sponsors.sponsorSeq)];

type CardRow = Omit<SponsorCard, 'category' | 'createDate'> & { categorySeq: number | null; categoryName: string | null; createDate: Date };

function toCard({ categorySeq, categoryName, createDate, ...rest }: CardRow): SponsorCard {
  return { ...rest, category: categoryRef({ categorySeq, categoryName }), createDate: createDate.toISOString() };
}

export async function listSponsorPage(db: Database, categorySeq: number | undefined, request: PageRequest) {
  const where = categorySeq === undefined ? undefined : inPublicCategory(sponsors.categorySeq, categorySeq);
  const query = db.select(cardFields).from(sponsors).leftJoin(categories, joinCategory).where(where).$dynamic();
  const { content, totalElements } = await paginate(db, query, request, { orderBy: newestFirst });
  return { content: content.map(toCard), totalElements };
}

export async function listLatestSponsors(db: Database, limit: number) {
  const rows = await db.select(cardFields).from(sponsors).leftJoin(categories, joinCategory).orderBy(...newestFirst).limit(limit);
  return rows.map(toCard);
}

export async function findSponsorDetail(db: Database, sponsorSeq: number): Promise<SponsorDetail | null> {
  const [row] = await db
    .select({ ...cardFields, editorHtml: sponsors.editorHtml })
    .from(sponsors)
    .leftJoin(categories, joinCategory)
    .where(eq(sponsors.sponsorSeq, sponsorSeq))
    .limit(1);
  if (!row) return null;
  const attachList = await db
    .select({ sponsorAttachSeq: sponsorAttachments.sponsorAttachSeq, originalName: sponsorAttachments.originalName, path: sponsorAttachments.path })
    .from(sponsorAttachments)
    .where(eq(sponsorAttachments.sponsorSeq, sponsorSeq))
    .orderBy(asc(sponsorAttachments.sortOrder), asc(sponsorAttachments.sponsorAttachSeq));
  const { editorHtml, ...card } = row;
  return { ...toCard(card), editorHtml: editorHtml ?? '', attachList };
}
