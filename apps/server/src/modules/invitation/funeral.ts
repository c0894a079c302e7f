import { asc, eq } from 'drizzle-orm';
import {
  filledAccounts,
  funeralInvitationSchema,
  funeralViewSchema,
  messages,
  only,
  type FuneralInvitationEdit,
  type FuneralInvitationRequest,
  type FuneralView,
  type MournerAccount,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { funeralInvitations, funeralMournerAccounts } from '@server/db/schema';
import { asSent, columnsOf, hidden, inShapeOrder, lines, loadedOf, mapPoint, optionalText, shownOf, whileCampaign, type FieldTable } from './fields';
import type { InvitationKind } from './kinds';
import { funeralTables, replaceAccounts } from './store';

type Request = FuneralInvitationRequest;
type AccountEdit = FuneralInvitationEdit['mournerList'][number];
type AccountView = FuneralView['accounts'][number];
/** The request's fields that are the notice's own columns (the owner is the order's; the accounts have their table). */
type Columns = Exclude<keyof Request, 'mournerList' | 'nonMemberName' | 'nonMemberPhone' | 'deletedAttachSeqs'>;

/** A funeral notice's fields: how each is stored, loaded for the edit form and shown to guests (fields.ts). */
export const funeralFields = {
  religion: asSent,
  deceasedName: asSent,
  age: asSent,
  deathbedDate: optionalText,
  deathbedTime: optionalText,
  funeralDate: asSent,
  funeralTime: asSent,
  // The place, the main mourner and the accounts are blocks of their own in the guest view (funeralViewOf).
  funeralLocationName: hidden(asSent),
  funeralLocationDtl: hidden(optionalText),
  partnerSeq: hidden(asSent),
  burialPlace: optionalText,
  // The view's own (InvitationView.mainDesign), not the funeral part's.
  mainDesign: hidden(asSent),
  mainMessage: optionalText,
  greetingsMessage: lines,
  mourners: lines,
  mainMournerId: hidden(optionalText),
  mainMournerName: hidden(optionalText),
  mainMournerPhone: hidden(optionalText),
  galleryType: hidden(asSent),
  funeralInfoTitle: optionalText,
  funeralInfoDtl: optionalText,
  thankyouMessage: optionalText,
  kakaoPayLink: optionalText,
  noticeMessage: optionalText,
  useCampaign: hidden(asSent),
  campaignSeq: whileCampaign,
  kioskStyle: hidden(asSent),
  funeralLatitude: mapPoint('funeralLatitude', 'funeralLongitude'),
  funeralLongitude: mapPoint('funeralLatitude', 'funeralLongitude'),
  mapAddress: hidden(optionalText),
} satisfies FieldTable<Request, typeof funeralInvitations, FuneralInvitationEdit, FuneralView, Columns>;

/** A condolence-money account row's fields. */
const accountFields = {
  name: asSent,
  bankName: optionalText,
  bankInfo: optionalText,
  phoneNumber: hidden(optionalText),
} satisfies FieldTable<MournerAccount, typeof funeralMournerAccounts, AccountEdit, AccountView, keyof MournerAccount>;

type Insert = typeof funeralInvitations.$inferInsert;
type AccountInsert = typeof funeralMournerAccounts.$inferInsert;

const columns = (request: Request) => columnsOf<Insert, Columns>(funeralFields, request);
const accounts = (request: Request) => filledAccounts(request.mournerList).map((row) => columnsOf<AccountInsert, keyof MournerAccount>(accountFields, row));

async function stored(db: Database, invitationSeq: number) {
  const row = only(
    await db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, invitationSeq)).limit(1),
    `funeral invitation ${invitationSeq}`,
  );
  const accountRows = await db
    .select()
    .from(funeralMournerAccounts)
    .where(eq(funeralMournerAccounts.funeralInvitationSeq, invitationSeq))
    .orderBy(asc(funeralMournerAccounts.sortOrder));
  return { row, accounts: accountRows };
}

export const funeralKind: InvitationKind<Request, FuneralInvitationEdit> = {
  tables: funeralTables,
  jsonField: 'funeralInvitation',
  schema: funeralInvitationSchema,
  campaignType: 'FUNERAL',
  partnerType: 'funeral',
  created: messages.invitation.funeralCreated,
  updated: messages.invitation.funeralUpdated,
  async create(db, request, order) {
    const row = only(
      await db
        .insert(funeralInvitations)
        .values({ ...columns(request), ...order })
        .returning({ seq: funeralInvitations.funeralInvitationSeq }),
      'the inserted funeral invitation',
    );
    await replaceAccounts(db, funeralTables, row.seq, accounts(request));
    return row.seq;
  },
  async update(db, invitationSeq, request) {
    await db.update(funeralInvitations).set(columns(request)).where(eq(funeralInvitations.funeralInvitationSeq, invitationSeq));
    await replaceAccounts(db, funeralTables, invitationSeq, accounts(request));
  },
  categories: () => ({ categoryCampaignSeq: null, categoryDonationSeq: null }),
  async loadEdit(db, invitationSeq, order) {
    const { row, accounts: accountRows } = await stored(db, invitationSeq);
    return {
      funeralInvitationSeq: row.funeralInvitationSeq,
      ...loadedOf<FuneralInvitationEdit, Columns>(funeralFields, row),
      mournerList: accountRows.map((account) => loadedOf<AccountEdit, keyof MournerAccount>(accountFields, account)),
      ...order,
    };
  },
};

/** The guest view's funeral part, from the stored rows (and the row, for what the view takes from it beside). */
export async function funeralViewOf(db: Database, invitationSeq: number) {
  const { row, accounts: accountRows } = await stored(db, invitationSeq);
  const loaded = loadedOf<FuneralInvitationEdit, Columns>(funeralFields, row);
  const view = inShapeOrder<FuneralView>(funeralViewSchema.shape, {
    ...shownOf<FuneralView, typeof funeralFields>(funeralFields, row),
    place: {
      name: loaded.funeralLocationName,
      detail: loaded.funeralLocationDtl,
      address: loaded.mapAddress,
      latitude: row.funeralLatitude,
      longitude: row.funeralLongitude,
    },
    mainMourner: { relation: loaded.mainMournerId, name: loaded.mainMournerName, phone: loaded.mainMournerPhone },
    accounts: accountRows.map((account) => shownOf<AccountView, typeof accountFields>(accountFields, account)),
  });
  return { row, view };
}
