import { sql } from 'drizzle-orm';
import { char, check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './account';
import { campaigns } from './campaign';
import { timestamps, ynCheck } from './columns';
import { fileKeyColumn } from './file';
import { orderNumbers } from './order-number';

// A buyer's review of the campaign their order carried; one per order, which
// is how the order row knows to hide its review button.
export const reviews = pgTable(
  'review',
  {
    reviewSeq: serial().primaryKey(),
    // Null for a non-member's order, or after the member is deleted (reviews are kept).
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    // The author shown masked, copied at writing time: the username of a
    // member, the name of a non-member, so the review keeps its author after withdrawal.
    userId: text().notNull(),
    orderNum: text()
      .notNull()
      .references(() => orderNumbers.orderNum, { onDelete: 'cascade' }),
    // The campaign reviewed: it cannot be removed under its reviews (restrict).
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'restrict' }),
    // numeric(2,1) read as a JS number (4.5): half steps are exact, AVG() needs
    // no scaling, and the API value is the stored value. The check keeps 0.5..5 in halves.
    reviewRating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    reviewText: text().notNull(),
    // Whether the partner (venue) name may be shown with the review.
    showPartnerCompany: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('review_order_num_key').on(t.orderNum),
    // A campaign's reviews in each sort, to the row: a deep page's keys come from the index alone.
    index('review_campaign_create_idx').on(t.campaignSeq, t.createDate, t.reviewSeq),
    index('review_campaign_rating_idx').on(t.campaignSeq, t.reviewRating, t.createDate, t.reviewSeq),
    // Home page best reviews: highest rating, newest first.
    index('review_rating_create_idx').on(t.reviewRating, t.createDate, t.reviewSeq),
    index('review_account_create_idx').on(t.accountSeq, t.createDate, t.reviewSeq),
    index('review_create_idx').on(t.createDate),
    ynCheck('review_show_partner_company_check', t.showPartnerCompany),
    check('review_rating_check', sql`${t.reviewRating} between 0.5 and 5 and ${t.reviewRating} * 2 = trunc(${t.reviewRating} * 2)`),
  ],
);

export const reviewAttachments = pgTable(
  'review_attach',
  {
    reviewAttachSeq: serial().primaryKey(),
    reviewSeq: integer()
      .notNull()
      .references(() => reviews.reviewSeq, { onDelete: 'cascade' }),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('review_attach_review_sort_idx').on(t.reviewSeq, t.sortOrder), index('review_attach_path_idx').on(t.path)],
);
