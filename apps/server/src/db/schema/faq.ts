import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { categories } from './category';
import { searchIndex, timestamps } from './columns';

export const faqs = pgTable(
  'faq',
  {
    faqSeq: serial().primaryKey(),
    categorySeq: integer().references(() => categories.categorySeq, { onDelete: 'restrict' }),
    title: text().notNull(),
    content: text().notNull(),
    ...timestamps,
  },
  (t) => [index('faq_create_idx').on(t.createDate), index('faq_category_create_idx').on(t.categorySeq, t.createDate), searchIndex('faq_title_idx', t.title)],
);
