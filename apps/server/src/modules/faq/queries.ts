import { asc } from 'drizzle-orm';
import type { FaqRow, SearchType } from '@ongi/shared';
import type { Database } from '../../db/client';
import { categories, faqs } from '../../db/schema';
import { paginate, type PageRequest } from '../../lib/paginate';
import { categoryRef, publicCategoryFields, publicCategoryJoin } from '../../lib/public-category';
import { boardSearch } from '../../lib/search';

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
