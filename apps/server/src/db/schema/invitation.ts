import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { funeralReligions } from '@ongi/shared';
import { accounts } from './account';
import { campaigns } from './campaign';
import { campaignCategories, donationCategories } from './category';
import { timestamps } from './columns';
import { fileKeyColumn } from './file';
import { orderNumbers } from './order-number';
import { partners } from './partner';

// The map centre the forms start from (Seoul City Hall).
export const defaultLatitude = 37.5665;
export const defaultLongitude = 126.978;

export const attachTypes = ['main', 'gallery'] as const;
export type AttachType = (typeof attachTypes)[number];

export const weddingSides = ['groom', 'bride'] as const;

// What the host chose for the invitation's life after it is shared
// (modules/invitation/lifecycle.ts): read with the row the guest page, the
// kiosk and the payment start already load, so no view costs a query more.
const lifecycleColumns = {
  // 마음 전하실 곳 (gift or condolence accounts) left off the guest page.
  accountsHidden: boolean().notNull().default(false),
  // No wreath is taken once the event's day and time have passed.
  wreathsStopAfterEvent: boolean().notNull().default(false),
  // Guests see a calm closed page instead of the invitation.
  unpublished: boolean().notNull().default(false),
  // After this Korean day the page is read-only: no edit, no new wreath; guests still see it.
  archiveDate: date({ mode: 'string' }),
};
// The host's guestbook choices (modules/guestbook): read with the same row.
const guestbookColumns = {
  // The book is offered on the guest page.
  guestbookEnabled: boolean().notNull().default(true),
  // Guests write, only the host reads.
  guestbookHostOnly: boolean().notNull().default(false),
  // The messages also appear on the kiosk beside the wreaths.
  guestbookOnKiosk: boolean().notNull().default(false),
};
export type WeddingSide = (typeof weddingSides)[number];

// Invitations are orders: the partner, campaign and categories they name
// cannot be removed under them (restrict), so a notice never loses its wreath
// button to a delete in the back office; those are ended or deactivated
// instead. The owner is a member (accountSeq) or a non-member (name, phone and
// the order number are then their login). No check ties the two: deleting a
// member sets accountSeq null on their orders, which must still succeed.

export const weddingInvitations = pgTable(
  'wedding_invitation',
  {
    weddingInvitationSeq: serial().primaryKey(),
    orderNum: text()
      .notNull()
      .references(() => orderNumbers.orderNum, { onDelete: 'restrict' }),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    nonMemberName: text(),
    nonMemberPhone: text(),
    eventDate: date({ mode: 'string' }).notNull(),
    // Free text as typed (placeholder 13:30).
    eventTime: text().notNull(),
    eventLocationName: text().notNull(),
    eventLocationDetail: text(),
    partnerSeq: integer().references(() => partners.partnerSeq, { onDelete: 'restrict' }),
    mainDesign: integer().notNull().default(1),
    // '{styleIndex}_{colorN}', e.g. 0_color01.
    editStyle: text().notNull().default('0_color01'),
    galleryType: integer().notNull().default(2),
    mainMessage: text(),
    // HTML: line breaks are stored as <br>.
    greetingsMessage: text(),
    groomFatherName: text(),
    groomMotherName: text(),
    groomName: text(),
    brideFatherName: text(),
    brideMotherName: text(),
    brideName: text(),
    groomContactName: text(),
    groomContactPhone: text(),
    brideContactName: text(),
    brideContactPhone: text(),
    thankyouMessage: text(),
    groomKakaoPayLink: text(),
    brideKakaoPayLink: text(),
    guideTitle: text(),
    guideContent: text(),
    noticeMessage: text(),
    useCampaign: boolean().notNull().default(true),
    categoryCampaignSeq: integer(),
    categoryDonationSeq: integer(),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'restrict' }),
    kioskStyle: integer().notNull().default(1),
    // The kiosk shows '모인 마음 N분 · 기부 m원' (the host's choice, off by default: not every family wants a sum on the hall's screen).
    kioskShowTotal: boolean().notNull().default(false),
    eventLatitude: doublePrecision().notNull().default(defaultLatitude),
    eventLongitude: doublePrecision().notNull().default(defaultLongitude),
    mapAddress: text(),
    ...lifecycleColumns,
    ...guestbookColumns,
    // 참석 의사 (modules/rsvp): the host takes answers or not, until this moment when set.
    rsvpEnabled: boolean().notNull().default(false),
    rsvpDeadline: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'wedding_invitation_category_campaign_fk',
      columns: [t.categoryCampaignSeq],
      foreignColumns: [campaignCategories.categoryCampaignSeq],
    }).onDelete('restrict'),
    foreignKey({
      name: 'wedding_invitation_category_donation_fk',
      columns: [t.categoryDonationSeq],
      foreignColumns: [donationCategories.categoryDonationSeq],
    }).onDelete('restrict'),
    uniqueIndex('wedding_invitation_order_num_key').on(t.orderNum),
    // A member's orders and the back office's list, newest first to the row.
    index('wedding_invitation_account_create_idx').on(t.accountSeq, t.createDate, t.weddingInvitationSeq),
    index('wedding_invitation_create_idx').on(t.createDate, t.weddingInvitationSeq),
    // The back office's order list filtered and sorted by the event's day, ending with the key (paginate's deep pages).
    index('wedding_invitation_event_idx').on(t.eventDate, t.weddingInvitationSeq),
    // Contains-search (the back office's names, places, addresses and order number): pg_trgm GIN indexes, hand-written in migration 0009 where the extension exists.
    index('wedding_invitation_campaign_idx').on(t.campaignSeq),
    index('wedding_invitation_partner_idx').on(t.partnerSeq),
    // A non-member's orders by the name and phone they gave ('주문번호 찾기' after identity verification).
    index('wedding_invitation_non_member_idx')
      .on(t.nonMemberPhone, t.nonMemberName)
      .where(sql`account_seq is null`),
    check('wedding_invitation_main_design_check', sql`${t.mainDesign} between 1 and 4`),
    check('wedding_invitation_kiosk_style_check', sql`${t.kioskStyle} between 1 and 4`),
    check('wedding_invitation_gallery_type_check', sql`${t.galleryType} in (1, 2)`),
    check('wedding_invitation_edit_style_check', sql`${t.editStyle} ~ '^[0-3]_color0[1-3]$'`),
  ],
);

// The main photo (attachType 'main', at most one) and the gallery in sortOrder.
export const weddingInvitationAttachments = pgTable(
  'wedding_invitation_attach',
  {
    weddingInvitationAttachSeq: serial().primaryKey(),
    weddingInvitationSeq: integer().notNull(),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    attachType: text({ enum: attachTypes }).notNull().default('gallery'),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'wedding_invitation_attach_invitation_fk',
      columns: [t.weddingInvitationSeq],
      foreignColumns: [weddingInvitations.weddingInvitationSeq],
    }).onDelete('cascade'),
    index('wedding_invitation_attach_invitation_sort_idx').on(t.weddingInvitationSeq, t.attachType, t.sortOrder),
    uniqueIndex('wedding_invitation_attach_main_key')
      .on(t.weddingInvitationSeq)
      .where(sql`attach_type = 'main'`),
    index('wedding_invitation_attach_path_idx').on(t.path),
    check('wedding_invitation_attach_type_check', sql`${t.attachType} in ('main', 'gallery')`),
  ],
);

// Gift-money accounts (마음 전하실 곳), listed per side in sortOrder.
export const weddingCongratAccounts = pgTable(
  'wedding_congrat_account',
  {
    congratAccountSeq: serial().primaryKey(),
    weddingInvitationSeq: integer().notNull(),
    weddingSide: text({ enum: weddingSides }).notNull(),
    name: text().notNull(),
    bankName: text(),
    bankNumber: text(),
    phoneNumber: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'wedding_congrat_account_invitation_fk',
      columns: [t.weddingInvitationSeq],
      foreignColumns: [weddingInvitations.weddingInvitationSeq],
    }).onDelete('cascade'),
    index('wedding_congrat_account_invitation_idx').on(t.weddingInvitationSeq, t.weddingSide, t.sortOrder),
    check('wedding_congrat_account_side_check', sql`${t.weddingSide} in ('groom', 'bride')`),
  ],
);

export const funeralInvitations = pgTable(
  'funeral_invitation',
  {
    funeralInvitationSeq: serial().primaryKey(),
    orderNum: text()
      .notNull()
      .references(() => orderNumbers.orderNum, { onDelete: 'restrict' }),
    accountSeq: integer().references(() => accounts.accountSeq, { onDelete: 'set null' }),
    nonMemberName: text(),
    nonMemberPhone: text(),
    deathbedDate: date({ mode: 'string' }),
    // Free text as typed (e.g. 14:30).
    deathbedTime: text(),
    funeralDate: date({ mode: 'string' }).notNull(),
    funeralTime: text().notNull(),
    funeralLocationName: text().notNull(),
    funeralLocationDtl: text(),
    partnerSeq: integer().references(() => partners.partnerSeq, { onDelete: 'restrict' }),
    mainDesign: integer().notNull().default(1),
    mainMessage: text(),
    // HTML: line breaks are stored as <br>.
    greetingsMessage: text(),
    deceasedName: text().notNull(),
    age: integer(),
    // Worded for the family's faith: 별세 / 소천 / 선종 / 왕생 (shared religionWordings).
    religion: text({ enum: funeralReligions }).notNull().default('general'),
    // 장지: where the deceased is laid to rest.
    burialPlace: text(),
    // HTML list of the bereaved family as typed, line breaks as <br>.
    mourners: text(),
    // The spec names it without saying what it holds; kept as free text (e.g. the relation, 장남).
    mainMournerId: text(),
    mainMournerName: text(),
    mainMournerPhone: text(),
    galleryType: integer().notNull().default(2),
    funeralInfoTitle: text(),
    funeralInfoDtl: text(),
    thankyouMessage: text(),
    kakaoPayLink: text(),
    noticeMessage: text(),
    useCampaign: boolean().notNull().default(true),
    campaignSeq: integer().references(() => campaigns.campaignSeq, { onDelete: 'restrict' }),
    kioskStyle: integer().notNull().default(1),
    // The kiosk shows '모인 마음 N분 · 기부 m원' (the host's choice, off by default: not every family wants a sum on the hall's screen).
    kioskShowTotal: boolean().notNull().default(false),
    funeralLatitude: doublePrecision().notNull().default(defaultLatitude),
    funeralLongitude: doublePrecision().notNull().default(defaultLongitude),
    mapAddress: text(),
    ...lifecycleColumns,
    ...guestbookColumns,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('funeral_invitation_order_num_key').on(t.orderNum),
    index('funeral_invitation_account_create_idx').on(t.accountSeq, t.createDate, t.funeralInvitationSeq),
    index('funeral_invitation_create_idx').on(t.createDate, t.funeralInvitationSeq),
    index('funeral_invitation_event_idx').on(t.funeralDate, t.funeralInvitationSeq),
    // Contains-search (the back office's names, mourners, places, addresses and order number): pg_trgm GIN indexes, hand-written in migration 0009 where the extension exists.
    index('funeral_invitation_campaign_idx').on(t.campaignSeq),
    index('funeral_invitation_partner_idx').on(t.partnerSeq),
    index('funeral_invitation_non_member_idx')
      .on(t.nonMemberPhone, t.nonMemberName)
      .where(sql`account_seq is null`),
    check('funeral_invitation_main_design_check', sql`${t.mainDesign} between 1 and 4`),
    check('funeral_invitation_kiosk_style_check', sql`${t.kioskStyle} between 1 and 4`),
    check('funeral_invitation_gallery_type_check', sql`${t.galleryType} in (1, 2)`),
    check('funeral_invitation_age_check', sql`${t.age} is null or ${t.age} between 0 and 150`),
    check('funeral_invitation_religion_check', sql`${t.religion} in ('general', 'christian', 'catholic', 'buddhist')`),
  ],
);

export const funeralInvitationAttachments = pgTable(
  'funeral_invitation_attach',
  {
    funeralInvitationAttachSeq: serial().primaryKey(),
    funeralInvitationSeq: integer().notNull(),
    path: fileKeyColumn().notNull(),
    originalName: text().notNull(),
    attachType: text({ enum: attachTypes }).notNull().default('gallery'),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'funeral_invitation_attach_invitation_fk',
      columns: [t.funeralInvitationSeq],
      foreignColumns: [funeralInvitations.funeralInvitationSeq],
    }).onDelete('cascade'),
    index('funeral_invitation_attach_invitation_sort_idx').on(t.funeralInvitationSeq, t.attachType, t.sortOrder),
    uniqueIndex('funeral_invitation_attach_main_key')
      .on(t.funeralInvitationSeq)
      .where(sql`attach_type = 'main'`),
    index('funeral_invitation_attach_path_idx').on(t.path),
    check('funeral_invitation_attach_type_check', sql`${t.attachType} in ('main', 'gallery')`),
  ],
);

// Condolence-money accounts of the mourners (부의금 계좌).
export const funeralMournerAccounts = pgTable(
  'funeral_mourner_account',
  {
    mournerAccountSeq: serial().primaryKey(),
    funeralInvitationSeq: integer().notNull(),
    name: text().notNull(),
    bankName: text(),
    // The account number (the spec's name for it on funeral notices).
    bankInfo: text(),
    phoneNumber: text(),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'funeral_mourner_account_invitation_fk',
      columns: [t.funeralInvitationSeq],
      foreignColumns: [funeralInvitations.funeralInvitationSeq],
    }).onDelete('cascade'),
    index('funeral_mourner_account_invitation_idx').on(t.funeralInvitationSeq, t.sortOrder),
  ],
);
