import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SponsorCard, SponsorDetail } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, sponsorAttachments, sponsors } from '../../db/schema';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '../category/queries';

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

export async function listSponsorPage(db: Database, categorySeq: number | undefined, page: number, size: number) {
  const where = categorySeq === undefined ? undefined : inPublicCategory(sponsors.categorySeq, categorySeq);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sponsors)
    .leftJoin(categories, joinCategory)
    .where(where);
  if ((page - 1) * size >= total) return { content: [], totalElements: total };
  const rows = await db
    .select(cardFields)
    .from(sponsors)
    .leftJoin(categories, joinCategory)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
  return { content: rows.map(toCard), totalElements: total };
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
