import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { SponsorCard, SponsorDetail } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { categories, sponsorAttachments, sponsors } from '@server/db/schema';
import { listAttachments, type AttachmentTable } from '@server/lib/admin-upload';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';
import { categoryRef, inPublicCategory, publicCategoryFields, publicCategoryJoin } from '@server/lib/public-category';

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
  const rows = await db
    .select(cardFields)
    .from(sponsors)
    .leftJoin(categories, joinCategory)
    .orderBy(...newestFirst)
    .limit(limit);
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

// ---- Back office ----

const adminSponsorColumns = { all: [sponsors.title, sponsors.content], title: [sponsors.title], content: [sponsors.content] };

/** What the admin sponsor list sorts by (adminSponsorSorts), ties by number. */
export const adminSponsorSort = {
  columns: { name: sponsors.title, amount: sponsors.sponsorAmount, startDate: sponsors.startDate, createdAt: sponsors.createDate },
  key: sponsors.sponsorSeq,
};

/** The admin sponsor list, newest first, whatever the category. */
export async function listAdminSponsorPage(db: Database, query: { searchType: keyof typeof adminSponsorColumns; searchWord?: string }, request: PageRequest) {
  const rows = db
    .select({
      sponsorSeq: sponsors.sponsorSeq,
      title: sponsors.title,
      content: sponsors.content,
      sponsorAmount: sponsors.sponsorAmount,
      startDate: sponsors.startDate,
      endDate: sponsors.endDate,
      createDate: sponsors.createDate,
    })
    .from(sponsors)
    .where(searchBy(adminSponsorColumns, query.searchType, query.searchWord))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: newestFirst });
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}

export const sponsorAttachTable: AttachmentTable = {
  table: sponsorAttachments,
  seq: sponsorAttachments.sponsorAttachSeq,
  owner: sponsorAttachments.sponsorSeq,
  path: sponsorAttachments.path,
  originalName: sponsorAttachments.originalName,
  sortOrder: sponsorAttachments.sortOrder,
};

export async function findAdminSponsor(db: Database, sponsorSeq: number) {
  const [row] = await db.select().from(sponsors).where(eq(sponsors.sponsorSeq, sponsorSeq));
  if (!row) return undefined;
  return {
    sponsorSeq: row.sponsorSeq,
    categorySeq: row.categorySeq,
    startDate: row.startDate,
    endDate: row.endDate,
    sponsorAmount: row.sponsorAmount,
    title: row.title,
    content: row.content,
    editorHtml: row.editorHtml ?? '',
    thumbnailPath: row.thumbnailPath,
    attachList: await listAttachments(db, sponsorAttachTable, sponsorSeq),
    createDate: row.createDate.toISOString(),
  };
}

type SponsorValues = Omit<typeof sponsors.$inferInsert, 'sponsorSeq' | 'createDate' | 'updateDate'>;

export async function insertSponsor(db: Database, values: SponsorValues) {
  const row = only(await db.insert(sponsors).values(values).returning({ sponsorSeq: sponsors.sponsorSeq }), 'the inserted sponsor');
  return row.sponsorSeq;
}

/** Whether the row was there to change. */
export async function updateSponsor(db: Database, sponsorSeq: number, values: Partial<SponsorValues>) {
  const rows = await db.update(sponsors).set(values).where(eq(sponsors.sponsorSeq, sponsorSeq)).returning({ sponsorSeq: sponsors.sponsorSeq });
  return rows.length > 0;
}

export async function deleteSponsors(db: Database, sponsorSeqs: number[]) {
  const rows = await db.delete(sponsors).where(inArray(sponsors.sponsorSeq, sponsorSeqs)).returning({ sponsorSeq: sponsors.sponsorSeq });
  return rows.length;
}
