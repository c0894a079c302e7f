import { sql } from 'drizzle-orm';
import { boolean, char, check, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { searchIndex, timestamps, ynCheck } from './columns';

export const categoryParents = ['notice', 'faq', 'sponsor', 'donationGroup', 'campaign'] as const;
export type CategoryParent = (typeof categoryParents)[number];

// The public tab categories of notices, FAQs, sponsor activities, donation
// groups and campaigns: one table, told apart by categoryParent.
export const categories = pgTable(
  'category',
  {
    categorySeq: serial().primaryKey(),
    name: text().notNull(),
    categoryParent: text({ enum: categoryParents }).notNull(),
    useYn: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // Two tabs with the same name in one group could not be told apart.
    unique('category_parent_name_key').on(t.categoryParent, t.name),
    index('category_parent_use_sort_idx').on(t.categoryParent, t.useYn, t.sortOrder),
    searchIndex('category_name_idx', t.name),
    ynCheck('category_use_yn_check', t.useYn),
    check('category_parent_check', sql`${t.categoryParent} in ('notice', 'faq', 'sponsor', 'donationGroup', 'campaign')`),
  ],
);

// Campaign categories and donation recipients are two parallel two-level trees
// (a top level and its children). Depth is kept to two by the service: a check
// cannot look at the parent row. A parent with children is not deleted
// (restrict) unless its children go in the same delete, children first.
export const campaignCategories = pgTable(
  'campaign_category',
  {
    categoryCampaignSeq: serial().primaryKey(),
    parentSeq: integer(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    foreignKey({ name: 'campaign_category_parent_fk', columns: [t.parentSeq], foreignColumns: [t.categoryCampaignSeq] }).onDelete('restrict'),
    unique('campaign_category_parent_name_key').on(t.parentSeq, t.name).nullsNotDistinct(),
    index('campaign_category_parent_sort_idx').on(t.parentSeq, t.sortOrder),
    searchIndex('campaign_category_name_idx', t.name),
    check('campaign_category_not_own_parent_check', sql`${t.parentSeq} is distinct from ${t.categoryCampaignSeq}`),
  ],
);

export const donationCategories = pgTable(
  'donation_category',
  {
    categoryDonationSeq: serial().primaryKey(),
    parentSeq: integer(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    foreignKey({ name: 'donation_category_parent_fk', columns: [t.parentSeq], foreignColumns: [t.categoryDonationSeq] }).onDelete('restrict'),
    unique('donation_category_parent_name_key').on(t.parentSeq, t.name).nullsNotDistinct(),
    index('donation_category_parent_sort_idx').on(t.parentSeq, t.sortOrder),
    searchIndex('donation_category_name_idx', t.name),
    check('donation_category_not_own_parent_check', sql`${t.parentSeq} is distinct from ${t.categoryDonationSeq}`),
  ],
);
