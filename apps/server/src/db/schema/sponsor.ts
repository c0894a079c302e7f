import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { categories } from './category';
import { searchIndex, timestamps } from './columns';
import { fileKeyColumn } from './file';

// A sponsor activity story (후원활동). The public side calls title and content
// sponsorTitle and sponsorContent; the admin side and this table use the short names.
export const sponsors = pgTable(
  'sponsor',
  {
    sponsorSeq: serial().primaryKey(),
    categorySeq: integer().references(() => categories.categorySeq, { onDelete: 'restrict' }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    sponsorAmount: integer().notNull().default(0),
    title: text().notNull(),
    // Plain summary shown on cards; editorHtml is the sanitised rich body.
    content: text(),
    editorHtml: text(),
    // Null falls back to one of the public side's stock images.
    thumbnailPath: fileKeyColumn(),
    ...timestamps,
  },
  (t) => [
    index('sponsor_category_create_idx').on(t.categorySeq, t.createDate),
    index('sponsor_create_idx').on(t.createDate),
    searchIndex('sponsor_title_idx', t.title),
    check('sponsor_amount_check', sql`${t.sponsorAmount} >= 0`),
    check('sponsor_period_check', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const sponsorAttachments = pgTable(
  'sponsor_attach',
  {
    sponsorAttachSeq: serial().primaryKey(),
    sponsorSeq: integer()
      .notNull()
      .references(() => sponsors.sponsorSeq, { onDelete: 'cascade' }),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('sponsor_attach_sponsor_sort_idx').on(t.sponsorSeq, t.sortOrder), index('sponsor_attach_path_idx').on(t.path)],
);
