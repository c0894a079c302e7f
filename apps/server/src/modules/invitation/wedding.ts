import { asc, eq } from 'drizzle-orm';
import {
  filledAccounts,
  messages,
  only,
  weddingContacts,
  weddingInvitationSchema,
  weddingViewSchema,
  type CongratAccount,
  type WeddingInvitationEdit,
  type WeddingInvitationRequest,
  type WeddingView,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { weddingCongratAccounts, weddingInvitations } from '@server/db/schema';
import { asSent, columnsOf, hidden, inShapeOrder, lines, loadedOf, mapPoint, optionalText, shownOf, whileCampaign, type FieldTable } from './fields';
import type { InvitationKind } from './kinds';
import { replaceAccounts, weddingTables } from './store';

type Request = WeddingInvitationRequest;
type AccountEdit = WeddingInvitationEdit['congratInfo'][number];
type AccountView = WeddingView['accounts'][number];
/** The request's fields that are the card's own columns (the owner is the order's; the accounts have their table). */
type Columns = Exclude<keyof Request, 'congratInfo' | 'nonMemberName' | 'nonMemberPhone' | 'deletedAttachSeqs'>;

/** A wedding card's fields: how each is stored, loaded for the edit form and shown to guests (fields.ts). */
export const weddingFields = {
  eventDate: asSent,
  eventTime: asSent,
  // The place, the contacts and the accounts are blocks of their own in the guest view (weddingViewOf).
  eventLocationName: hidden(asSent),
  eventLocationDetail: hidden(optionalText),
  partnerSeq: hidden(asSent),
  // The view's own (InvitationView.mainDesign), not the wedding part's.
  mainDesign: hidden(asSent),
  editStyle: asSent,
  galleryType: hidden(asSent),
  mainMessage: optionalText,
  greetingsMessage: lines,
  groomName: optionalText,
  groomFatherName: optionalText,
  groomMotherName: optionalText,
  brideName: optionalText,
  brideFatherName: optionalText,
  brideMotherName: optionalText,
  groomContactName: hidden(optionalText),
  groomContactPhone: hidden(optionalText),
  brideContactName: hidden(optionalText),
  brideContactPhone: hidden(optionalText),
  thankyouMessage: optionalText,
  groomKakaoPayLink: optionalText,
  brideKakaoPayLink: optionalText,
  noticeMessage: optionalText,
  useCampaign: hidden(asSent),
  categoryCampaignSeq: whileCampaign,
  categoryDonationSeq: whileCampaign,
  campaignSeq: whileCampaign,
  kioskStyle: hidden(asSent),
  eventLatitude: mapPoint('eventLatitude', 'eventLongitude'),
  eventLongitude: mapPoint('eventLatitude', 'eventLongitude'),
  mapAddress: hidden(optionalText),
} satisfies FieldTable<Request, typeof weddingInvitations, WeddingInvitationEdit, WeddingView, Columns>;

/** A gift-money account row's fields. */
const accountFields = {
  // Shown as `side`.
  weddingSide: hidden(asSent),
  name: asSent,
  bankName: optionalText,
  bankNumber: optionalText,
  phoneNumber: hidden(optionalText),
} satisfies FieldTable<CongratAccount, typeof weddingCongratAccounts, AccountEdit, AccountView, keyof CongratAccount>;

type Insert = typeof weddingInvitations.$inferInsert;
type AccountInsert = typeof weddingCongratAccounts.$inferInsert;

const columns = (request: Request) => columnsOf<Insert, Columns>(weddingFields, request);
const accounts = (request: Request) => filledAccounts(request.congratInfo).map((row) => columnsOf<AccountInsert, keyof CongratAccount>(accountFields, row));

async function stored(db: Database, invitationSeq: number) {
  const row = only(
    await db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingInvitationSeq, invitationSeq)).limit(1),
    `wedding invitation ${invitationSeq}`,
  );
  const accountRows = await db
    .select()
    .from(weddingCongratAccounts)
    .where(eq(weddingCongratAccounts.weddingInvitationSeq, invitationSeq))
    .orderBy(asc(weddingCongratAccounts.sortOrder));
  return { row, accounts: accountRows };
}

export const weddingKind: InvitationKind<Request, WeddingInvitationEdit> = {
  tables: weddingTables,
  jsonField: 'weddingInvitation',
  schema: weddingInvitationSchema,
  campaignType: 'WEDDING',
  partnerType: 'wedding',
  created: messages.invitation.weddingCreated,
  updated: messages.invitation.weddingUpdated,
  async create(db, request, order) {
    const row = only(
      await db
        .insert(weddingInvitations)
        .values({ ...columns(request), ...order })
        .returning({ seq: weddingInvitations.weddingInvitationSeq }),
      'the inserted wedding invitation',
    );
    await replaceAccounts(db, weddingTables, row.seq, accounts(request));
    return row.seq;
  },
  async update(db, invitationSeq, request) {
    await db.update(weddingInvitations).set(columns(request)).where(eq(weddingInvitations.weddingInvitationSeq, invitationSeq));
    await replaceAccounts(db, weddingTables, invitationSeq, accounts(request));
  },
  categories: (request) => ({ categoryCampaignSeq: request.categoryCampaignSeq, categoryDonationSeq: request.categoryDonationSeq }),
  async loadEdit(db, invitationSeq, order) {
    const { row, accounts: accountRows } = await stored(db, invitationSeq);
    return {
      weddingInvitationSeq: row.weddingInvitationSeq,
      ...loadedOf<WeddingInvitationEdit, Columns>(weddingFields, row),
      congratInfo: accountRows.map((account) => loadedOf<AccountEdit, keyof CongratAccount>(accountFields, account)),
      ...order,
    };
  },
};

/** The guest view's wedding part, from the stored rows (and the row, for what the view takes from it beside). */
export async function weddingViewOf(db: Database, invitationSeq: number) {
  const { row, accounts: accountRows } = await stored(db, invitationSeq);
  const loaded = loadedOf<WeddingInvitationEdit, Columns>(weddingFields, row);
  const view = inShapeOrder<WeddingView>(weddingViewSchema.shape, {
    ...shownOf<WeddingView, typeof weddingFields>(weddingFields, row),
    place: {
      name: loaded.eventLocationName,
      detail: loaded.eventLocationDetail,
      address: loaded.mapAddress,
      latitude: row.eventLatitude,
      longitude: row.eventLongitude,
    },
    contacts: weddingContacts(row),
    accounts: accountRows.map((account) => ({ side: account.weddingSide, ...shownOf<AccountView, typeof accountFields>(accountFields, account) })),
  });
  return { row, view };
}
