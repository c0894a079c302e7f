import { sql } from 'drizzle-orm';
import { char, check, date, foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { campaignCategories, categories, donationCategories } from './category';
import { searchIndex, timestamps, ynCheck } from './columns';
import { fileKeyColumn } from './file';
import { partners } from './partner';

export const campaignTypes = ['WEDDING', 'FUNERAL'] as const;
export type CampaignType = (typeof campaignTypes)[number];

// A support campaign: the product a donation wreath is bought for. Its
// categories and partner cannot be removed while it names them (restrict):
// the back office refuses with what is attached, and the database refuses
// too, so a campaign never silently loses its category, recipient or venue.
// Payments, invitations and reviews restrict the campaign itself the same
// way: one with history is ended (endedAt), never deleted.
export const campaigns = pgTable(
  'campaign',
  {
    campaignSeq: serial().primaryKey(),
    categorySeq: integer().references(() => categories.categorySeq, { onDelete: 'restrict' }),
    campaignName: text().notNull(),
    // Won. The base price of the wreath; the payment adds the chosen donation to it.
    campaignAmount: integer().notNull().default(0),
    partnerCompany: text(),
    partnerManager: text(),
    // Free text typed by the administrator (e.g. 축하화환), unlike campaignType.
    type: text(),
    // Which invitation form offers the campaign; null for campaigns only listed publicly.
    campaignType: text({ enum: campaignTypes }),
    // The donated share (기부처 전달) of each wreath's payment, in percent; the rest pays card fees and
    // operation. Copied onto the payment when it is made, so a later change never moves a paid wreath.
    donatedPercent: integer().notNull().default(50),
    // Null means always open (상시 후원).
    endDate: date({ mode: 'string' }),
    description: text(),
    content: text(),
    // Stored 0-based, shown 1-based; ascending is the public order. Null until
    // the administrator gives one: only a draft (displayYn 'N') may lack it.
    sortOrder: integer(),
    partnerSeq: integer().references(() => partners.partnerSeq, { onDelete: 'restrict' }),
    categoryCampaignSeq: integer(),
    categoryDonationSeq: integer(),
    // 'N' is a draft (비공개): off the public pages and payments. A published
    // campaign is complete: an amount above 0 and an order (the check below).
    displayYn: char({ length: 1, enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    // Ended by an administrator (종료): it takes no new wreaths and is no longer
    // offered to new invitations, while its page, payments and ledger stay.
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'campaign_category_campaign_fk',
      columns: [t.categoryCampaignSeq],
      foreignColumns: [campaignCategories.categoryCampaignSeq],
    }).onDelete('restrict'),
    foreignKey({
      name: 'campaign_category_donation_fk',
      columns: [t.categoryDonationSeq],
      foreignColumns: [donationCategories.categoryDonationSeq],
    }).onDelete('restrict'),
    index('campaign_display_sort_idx').on(t.displayYn, t.sortOrder, t.campaignSeq),
    index('campaign_category_sort_idx').on(t.categorySeq, t.sortOrder, t.campaignSeq),
    searchIndex('campaign_name_idx', t.campaignName),
    index('campaign_type_categories_idx').on(t.campaignType, t.categoryCampaignSeq, t.categoryDonationSeq, t.sortOrder),
    index('campaign_type_partner_idx').on(t.campaignType, t.partnerSeq, t.sortOrder),
    index('campaign_category_campaign_idx').on(t.categoryCampaignSeq),
    index('campaign_category_donation_idx').on(t.categoryDonationSeq),
    index('campaign_partner_idx').on(t.partnerSeq),
    index('campaign_create_idx').on(t.createDate),
    ynCheck('campaign_display_yn_check', t.displayYn),
    check('campaign_type_check', sql`${t.campaignType} in ('WEDDING', 'FUNERAL')`),
    check('campaign_amount_check', sql`${t.campaignAmount} >= 0`),
    check('campaign_donated_percent_check', sql`${t.donatedPercent} between 1 and 100`),
    check('campaign_sort_order_check', sql`${t.sortOrder} >= 0`),
    check('campaign_published_complete_check', sql`${t.displayYn} = 'N' or (${t.campaignAmount} > 0 and ${t.sortOrder} is not null)`),
  ],
);

// Thumbnails of a campaign; the lowest sortOrder is the main thumbnail.
export const campaignAttachments = pgTable(
  'campaign_attach',
  {
    campaignAttachSeq: serial().primaryKey(),
    campaignSeq: integer()
      .notNull()
      .references(() => campaigns.campaignSeq, { onDelete: 'cascade' }),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('campaign_attach_campaign_sort_idx').on(t.campaignSeq, t.sortOrder), index('campaign_attach_path_idx').on(t.path)],
);
