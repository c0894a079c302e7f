import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// How many rows the big lists hold, kept by the database as the rows change:
// statement-level triggers (db/sql/list_tally_follow.sql) add what each statement's new
// rows count and take away what its old rows counted, in the writing
// statement's own transaction, whichever code wrote them. A list without a
// search reads its total here instead of counting up to a hundred thousand
// rows (docs/decisions/014-performance-scale-notes.md).
//
//   list                 bucket
//   notice               'Y' | 'N'             by top_notice_yn (pinned or not)
//   inquiry              'Y' | 'N'             by is_answered
//   wedding_invitation   ''                    every wedding order
//   funeral_invitation   ''                    every funeral order
//   account              'NORMAL' | 'ADMIN'    accounts not withdrawn, by role
export const listTallies = pgTable(
  'list_tally',
  {
    list: text().notNull(),
    bucket: text().notNull().default(''),
    total: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'list_tally_pkey', columns: [t.list, t.bucket] })],
);

// The same lists and buckets per Korean day of create_date, kept by the same
// triggers: all these lists are newest first, so a page deep in one starts on
// the day where the days' running total passes its offset, found in a few
// hundred tally rows instead of by skipping tens of thousands of list rows.
export const listDayTallies = pgTable(
  'list_day_tally',
  {
    list: text().notNull(),
    bucket: text().notNull().default(''),
    day: date({ mode: 'string' }).notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'list_day_tally_pkey', columns: [t.list, t.bucket, t.day] })],
);

// A campaign's reviews per rating, kept by the same kind of trigger: the
// rating summary and the review list's total without counting its reviews.
// Reviews whose campaign is gone (campaign_seq null) are not counted.
export const reviewTallies = pgTable(
  'review_tally',
  {
    campaignSeq: integer().notNull(),
    reviewRating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviews: integer().notNull().default(0),
  },
  (t) => [primaryKey({ name: 'review_tally_pkey', columns: [t.campaignSeq, t.reviewRating] })],
);
