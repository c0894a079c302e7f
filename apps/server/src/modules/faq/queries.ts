import { asc, sql } from 'drizzle-orm';
import type { FaqRow, SearchType } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, faqs } from '../../db/schema';
import { categoryRef, publicCategoryFields, publicCategoryJoin } from '../category/queries';
import { boardSearch } from '../notice/search';

const joinCategory = publicCategoryJoin(faqs.categorySeq, 'faq');

/**
 * One page of the FAQ in the order the administrator wrote it (oldest first,
 * faq_create_idx), so the basic questions written first stay at the top.
 */
export async function listFaqPage(db: Database, searchType: SearchType, searchWord: string | undefined, page: number, size: number) {
  const where = boardSearch(searchType, searchWord, faqs.title, faqs.content);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(faqs).where(where);
  if ((page - 1) * size >= total) return { content: [] as FaqRow[], totalElements: total };
  const rows = await db
    .select({ faqSeq: faqs.faqSeq, title: faqs.title, content: faqs.content, ...publicCategoryFields })
    .from(faqs)
    .leftJoin(categories, joinCategory)
    .where(where)
    .orderBy(asc(faqs.createDate), asc(faqs.faqSeq))
    .limit(size)
    .offset((page - 1) * size);
  const content: FaqRow[] = rows.map(({ categorySeq, categoryName, ...row }) => ({ ...row, category: categoryRef({ categorySeq, categoryName }) }));
  return { content, totalElements: total };
}
