import { boolean, foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { categories, donationCategories } from './category';
import { searchIndex, timestamps } from './columns';
import { fileKeyColumn } from './file';

// A donation organisation (기부후원 단체) presented on the public side.
export const donationGroups = pgTable(
  'donation_group',
  {
    donationGroupSeq: serial().primaryKey(),
    categorySeq: integer().references(() => categories.categorySeq, { onDelete: 'restrict' }),
    groupName: text().notNull(),
    groupExplain: text(),
    editorHtml: text(),
    thumbnailPath: fileKeyColumn(),
    // The donation recipient (기부처) this organisation is: the donated half of
    // wreaths for campaigns of that recipient (or one under it) is owed to it.
    categoryDonationSeq: integer().references(() => donationCategories.categoryDonationSeq, { onDelete: 'restrict' }),
    // Whether its 기부금 영수증 needs the donor's resident registration number: only then is one asked for (issue 25).
    receiptResidentNumber: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('donation_group_category_create_idx').on(t.categorySeq, t.createDate),
    index('donation_group_create_idx').on(t.createDate),
    searchIndex('donation_group_name_idx', t.groupName),
  ],
);

export const donationGroupAttachments = pgTable(
  'donation_group_attach',
  {
    donationGroupAttachSeq: serial().primaryKey(),
    donationGroupSeq: integer().notNull(),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'donation_group_attach_group_fk',
      columns: [t.donationGroupSeq],
      foreignColumns: [donationGroups.donationGroupSeq],
    }).onDelete('cascade'),
    index('donation_group_attach_group_sort_idx').on(t.donationGroupSeq, t.sortOrder),
    index('donation_group_attach_path_idx').on(t.path),
  ],
);
