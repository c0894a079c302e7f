import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { searchIndex, timestamps } from './columns';

export const partnerTypes = ['wedding', 'funeral'] as const;
export type PartnerType = (typeof partnerTypes)[number];

// Wedding venues and funeral homes (제휴기관). Campaigns are tied to one, and
// invitation forms offer them with their halls or rooms. One that campaigns or
// invitations name is not deleted (their foreign keys restrict) but ended.
export const partners = pgTable(
  'partner',
  {
    partnerSeq: serial().primaryKey(),
    type: text({ enum: partnerTypes }).notNull(),
    name: text().notNull(),
    // Filled from the maps service's place; nullable because an admin may type a place by hand first.
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    addressName: text(),
    roadAddressName: text(),
    phone: text(),
    placeUrl: text(),
    // Ended (종료): no longer offered to new invitations and campaigns; those that name it keep it.
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    searchIndex('partner_type_name_idx', t.type, t.name),
    searchIndex('partner_name_idx', t.name),
    index('partner_create_idx').on(t.createDate),
    check('partner_type_check', sql`${t.type} in ('wedding', 'funeral')`),
  ],
);

// Halls of a wedding venue or rooms (빈소) of a funeral home.
export const partnerDetails = pgTable(
  'partner_detail',
  {
    partnerDetailSeq: serial().primaryKey(),
    partnerSeq: integer()
      .notNull()
      .references(() => partners.partnerSeq, { onDelete: 'cascade' }),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('partner_detail_partner_sort_idx').on(t.partnerSeq, t.sortOrder)],
);
