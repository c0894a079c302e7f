import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './category';
import { timestamps, ynCheck } from './columns';
import { fileKeyColumn } from './file';

export const notices = pgTable(
  'notice',
  {
    noticeSeq: serial().primaryKey(),
    categorySeq: integer().references(() => categories.categorySeq, { onDelete: 'restrict' }),
    title: text().notNull(),
    // Sanitised HTML; the editor's newlines are stored as <br>.
    content: text().notNull().default(''),
    topNoticeYn: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    viewCnt: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Pinned first, then newest: the public and admin list order, to the row
    // (the key ends the order), so a deep page's keys come from this index alone.
    index('notice_list_idx').on(t.topNoticeYn, t.createDate, t.noticeSeq),
    // The home page ticker: newest first, pinned or not.
    index('notice_create_idx').on(t.createDate, t.noticeSeq),
    index('notice_category_create_idx').on(t.categorySeq, t.createDate),
    // Contains-search (title, content): pg_trgm GIN indexes, hand-written in migration 0009 where the extension exists.
    ynCheck('notice_top_notice_yn_check', t.topNoticeYn),
    check('notice_view_cnt_check', sql`${t.viewCnt} >= 0`),
  ],
);

export const noticeAttachments = pgTable(
  'notice_attach',
  {
    noticeAttachSeq: serial().primaryKey(),
    noticeSeq: integer()
      .notNull()
      .references(() => notices.noticeSeq, { onDelete: 'cascade' }),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('notice_attach_notice_sort_idx').on(t.noticeSeq, t.sortOrder), index('notice_attach_path_idx').on(t.path)],
);

// Views counted for visitors without a login, by address: a cookieless client
// repeating a request from one address counts once a day. The address is kept
// only as a keyed hash, and rows older than a day are swept.
export const noticeAddressViews = pgTable(
  'notice_address_view',
  {
    noticeSeq: integer()
      .notNull()
      .references(() => notices.noticeSeq, { onDelete: 'cascade' }),
    viewerHash: text().notNull(),
    viewedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'notice_address_view_pkey', columns: [t.noticeSeq, t.viewerHash] }), index('notice_address_view_viewed_idx').on(t.viewedAt)],
);
