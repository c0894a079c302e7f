import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FaqRow, SearchType } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { categories, faqs } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { categoryRef, publicCategoryFields, publicCategoryJoin } from '@server/lib/public-category';
import { boardSearch, searchBy } from '@server/lib/search';

const joinCategory = publicCategoryJoin(faqs.categorySeq, 'faq');

/**
 * One page of the FAQ in the order the administrator wrote it (oldest first,
 * faq_create_idx), so the basic questions written first stay at the top.
 */
export async function listFaqPage(db: Database, searchType: SearchType, searchWord: string | undefined, request: PageRequest) {
  const query = db
    .select({ faqSeq: faqs.faqSeq, title: faqs.title, content: faqs.content, ...publicCategoryFields })
    .from(faqs)
    .leftJoin(categories, joinCategory)
    .where(boardSearch(searchType, searchWord, faqs.title, faqs.content))
    .$dynamic();
  const { content: rows, totalElements } = await paginate(db, query, request, { orderBy: [asc(faqs.createDate), asc(faqs.faqSeq)] });
  const content: FaqRow[] = rows.map(({ categorySeq, categoryName, ...row }) => ({ ...row, category: categoryRef({ categorySeq, categoryName }) }));
  return { content, totalElements };
}

// ---- Back office ----

const adminFaqColumns = { all: [faqs.title, faqs.content], title: [faqs.title], content: [faqs.content] };

/** What the admin FAQ list sorts by (adminFaqSorts), ties by number. */
export const adminFaqSort = { columns: { name: faqs.title, createdAt: faqs.createDate }, key: faqs.faqSeq };

/** The admin FAQ list, newest first, every category (in use or not). */
export async function listAdminFaqPage(db: Database, query: { searchType: keyof typeof adminFaqColumns; searchWord?: string }, request: PageRequest) {
  const rows = db
    .select({ faqSeq: faqs.faqSeq, title: faqs.title, categoryName: categories.name, createDate: faqs.createDate })
    .from(faqs)
    .leftJoin(categories, eq(categories.categorySeq, faqs.categorySeq))
    .where(searchBy(adminFaqColumns, query.searchType, query.searchWord))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: [desc(faqs.createDate), desc(faqs.faqSeq)] });
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}

export async function findAdminFaq(db: Database, faqSeq: number) {
  const [row] = await db
    .select({ faqSeq: faqs.faqSeq, title: faqs.title, content: faqs.content, categorySeq: faqs.categorySeq, createDate: faqs.createDate })
    .from(faqs)
    .where(eq(faqs.faqSeq, faqSeq));
  return row && { ...row, createDate: row.createDate.toISOString() };
}

export async function insertFaq(db: Database, values: { title: string; content: string; categorySeq: number }) {
  const row = only(await db.insert(faqs).values(values).returning({ faqSeq: faqs.faqSeq }), 'the inserted FAQ');
  return row.faqSeq;
}

/** Whether the row was there to change. */
export async function updateFaq(db: Database, faqSeq: number, values: { title: string; content: string; categorySeq: number }) {
  const rows = await db.update(faqs).set(values).where(eq(faqs.faqSeq, faqSeq)).returning({ faqSeq: faqs.faqSeq });
  return rows.length > 0;
}

export async function deleteFaqs(db: Database, faqSeqs: number[]) {
  const rows = await db.delete(faqs).where(inArray(faqs.faqSeq, faqSeqs)).returning({ faqSeq: faqs.faqSeq });
  return rows.length;
}
