import { eq } from 'drizzle-orm';
import {
  brToNewlines,
  filledAccounts,
  funeralInvitationSchema,
  messages,
  newlinesToBr,
  weddingInvitationSchema,
  type FuneralInvitationEdit,
  type FuneralInvitationRequest,
  type FuneralView,
  type InvitationCheckContext,
  type WeddingInvitationEdit,
  type WeddingInvitationRequest,
  type WeddingView,
  type z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { funeralInvitations, funeralMournerAccounts, weddingCongratAccounts, weddingInvitations } from '../../db/schema';
import { funeralTables, weddingTables, type KindTables } from './store';

// What differs between a wedding card and a funeral notice: the form's JSON
// part and its schema, the columns it fills, its accounts, the edit form's
// values and the guest's view. Everything else (numbers, owners, photos,
// references) is one flow in save.ts and view.ts.

/** The columns every invitation row shares. */
interface CommonColumns {
  mainDesign: number;
  kioskStyle: number;
  galleryType: number;
  useCampaign: boolean;
  campaignSeq: number | null;
  partnerSeq: number | null;
}

export interface InvitationKind<Request extends CommonColumns, Edit> {
  tables: KindTables;
  /** The multipart field carrying the JSON. */
  jsonField: 'weddingInvitation' | 'funeralInvitation';
  schema(context: InvitationCheckContext): z.ZodType<Request, unknown>;
  campaignType: 'WEDDING' | 'FUNERAL';
  partnerType: 'wedding' | 'funeral';
  created(orderNum: string): string;
  updated: string;
  /** The request as row values (owner and numbers aside). */
  columns(request: Request): Record<string, unknown>;
  accounts(request: Request): Array<Record<string, unknown>>;
  /** The edit form's values from the stored row. */
  loadEdit(db: Database, invitationSeq: number): Promise<Omit<Edit, 'orderNum' | 'publicNum' | 'attachList'>>;
  /** The categories a request names (the wedding's campaign and donation trees). */
  categories(request: Request): { categoryCampaignSeq: number | null; categoryDonationSeq: number | null };
}

const nullIfEmpty = (text: string) => (text === '' ? null : text);

export const weddingKind: InvitationKind<WeddingInvitationRequest, WeddingInvitationEdit> = {
  tables: weddingTables,
  jsonField: 'weddingInvitation',
  schema: weddingInvitationSchema,
  campaignType: 'WEDDING',
  partnerType: 'wedding',
  created: messages.invitation.weddingCreated,
  updated: messages.invitation.weddingUpdated,
  columns: (request) => ({
    eventDate: request.eventDate,
    eventTime: request.eventTime,
    eventLocationName: request.eventLocationName,
    eventLocationDetail: nullIfEmpty(request.eventLocationDetail),
    partnerSeq: request.partnerSeq,
    mainDesign: request.mainDesign,
    editStyle: request.editStyle,
    galleryType: request.galleryType,
    mainMessage: nullIfEmpty(request.mainMessage),
    greetingsMessage: nullIfEmpty(newlinesToBr(request.greetingsMessage)),
    groomName: request.groomName,
    groomFatherName: nullIfEmpty(request.groomFatherName),
    groomMotherName: nullIfEmpty(request.groomMotherName),
    brideName: request.brideName,
    brideFatherName: nullIfEmpty(request.brideFatherName),
    brideMotherName: nullIfEmpty(request.brideMotherName),
    groomContactName: nullIfEmpty(request.groomContactName),
    groomContactPhone: nullIfEmpty(request.groomContactPhone),
    brideContactName: nullIfEmpty(request.brideContactName),
    brideContactPhone: nullIfEmpty(request.brideContactPhone),
    thankyouMessage: nullIfEmpty(request.thankyouMessage),
    noticeMessage: nullIfEmpty(request.noticeMessage),
    useCampaign: request.useCampaign,
    categoryCampaignSeq: request.useCampaign ? request.categoryCampaignSeq : null,
    categoryDonationSeq: request.useCampaign ? request.categoryDonationSeq : null,
    campaignSeq: request.useCampaign ? request.campaignSeq : null,
    kioskStyle: request.kioskStyle,
    ...(request.eventLatitude !== null && request.eventLongitude !== null
      ? { eventLatitude: request.eventLatitude, eventLongitude: request.eventLongitude }
      : {}),
    mapAddress: nullIfEmpty(request.mapAddress),
  }),
  accounts: (request) =>
    filledAccounts(request.congratInfo).map((row) => ({
      weddingSide: row.weddingSide,
      name: row.name,
      bankName: row.bankName,
      bankNumber: row.bankNumber,
      phoneNumber: nullIfEmpty(row.phoneNumber),
    })),
  categories: (request) => ({ categoryCampaignSeq: request.categoryCampaignSeq, categoryDonationSeq: request.categoryDonationSeq }),
  async loadEdit(db, invitationSeq) {
    const [row] = await db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingInvitationSeq, invitationSeq)).limit(1);
    const accounts = await db
      .select()
      .from(weddingCongratAccounts)
      .where(eq(weddingCongratAccounts.weddingInvitationSeq, invitationSeq))
      .orderBy(weddingCongratAccounts.sortOrder);
    return {
      weddingInvitationSeq: row.weddingInvitationSeq,
      eventDate: row.eventDate,
      eventTime: row.eventTime,
      eventLocationName: row.eventLocationName,
      eventLocationDetail: row.eventLocationDetail ?? '',
      partnerSeq: row.partnerSeq,
      mainDesign: row.mainDesign,
      editStyle: row.editStyle,
      galleryType: row.galleryType,
      mainMessage: row.mainMessage ?? '',
      greetingsMessage: brToNewlines(row.greetingsMessage),
      groomName: row.groomName ?? '',
      groomFatherName: row.groomFatherName ?? '',
      groomMotherName: row.groomMotherName ?? '',
      brideName: row.brideName ?? '',
      brideFatherName: row.brideFatherName ?? '',
      brideMotherName: row.brideMotherName ?? '',
      groomContactName: row.groomContactName ?? '',
      groomContactPhone: row.groomContactPhone ?? '',
      brideContactName: row.brideContactName ?? '',
      brideContactPhone: row.brideContactPhone ?? '',
      thankyouMessage: row.thankyouMessage ?? '',
      noticeMessage: row.noticeMessage ?? '',
      congratInfo: accounts.map((account) => ({
        weddingSide: account.weddingSide,
        name: account.name,
        bankName: account.bankName ?? '',
        bankNumber: account.bankNumber ?? '',
        phoneNumber: account.phoneNumber ?? '',
      })),
      useCampaign: row.useCampaign,
      categoryCampaignSeq: row.categoryCampaignSeq,
      categoryDonationSeq: row.categoryDonationSeq,
      campaignSeq: row.campaignSeq,
      kioskStyle: row.kioskStyle,
      eventLatitude: row.eventLatitude,
      eventLongitude: row.eventLongitude,
      mapAddress: row.mapAddress ?? '',
    };
  },
};

export const funeralKind: InvitationKind<FuneralInvitationRequest, FuneralInvitationEdit> = {
  tables: funeralTables,
  jsonField: 'funeralInvitation',
  schema: funeralInvitationSchema,
  campaignType: 'FUNERAL',
  partnerType: 'funeral',
  created: messages.invitation.funeralCreated,
  updated: messages.invitation.funeralUpdated,
  columns: (request) => ({
    religion: request.religion,
    deceasedName: request.deceasedName,
    age: request.age,
    deathbedDate: nullIfEmpty(request.deathbedDate),
    deathbedTime: nullIfEmpty(request.deathbedTime),
    funeralDate: request.funeralDate,
    funeralTime: request.funeralTime,
    funeralLocationName: request.funeralLocationName,
    funeralLocationDtl: nullIfEmpty(request.funeralLocationDtl),
    partnerSeq: request.partnerSeq,
    burialPlace: nullIfEmpty(request.burialPlace),
    mainDesign: request.mainDesign,
    mainMessage: nullIfEmpty(request.mainMessage),
    greetingsMessage: nullIfEmpty(newlinesToBr(request.greetingsMessage)),
    mourners: nullIfEmpty(newlinesToBr(request.mourners)),
    mainMournerId: nullIfEmpty(request.mainMournerId),
    mainMournerName: nullIfEmpty(request.mainMournerName),
    mainMournerPhone: nullIfEmpty(request.mainMournerPhone),
    galleryType: request.galleryType,
    funeralInfoTitle: nullIfEmpty(request.funeralInfoTitle),
    funeralInfoDtl: nullIfEmpty(request.funeralInfoDtl),
    thankyouMessage: nullIfEmpty(request.thankyouMessage),
    noticeMessage: nullIfEmpty(request.noticeMessage),
    useCampaign: request.useCampaign,
    campaignSeq: request.useCampaign ? request.campaignSeq : null,
    kioskStyle: request.kioskStyle,
    ...(request.funeralLatitude !== null && request.funeralLongitude !== null
      ? { funeralLatitude: request.funeralLatitude, funeralLongitude: request.funeralLongitude }
      : {}),
    mapAddress: nullIfEmpty(request.mapAddress),
  }),
  accounts: (request) =>
    filledAccounts(request.mournerList).map((row) => ({
      name: row.name,
      bankName: row.bankName,
      bankInfo: row.bankInfo,
      phoneNumber: nullIfEmpty(row.phoneNumber),
    })),
  categories: () => ({ categoryCampaignSeq: null, categoryDonationSeq: null }),
  async loadEdit(db, invitationSeq) {
    const [row] = await db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, invitationSeq)).limit(1);
    const accounts = await db
      .select()
      .from(funeralMournerAccounts)
      .where(eq(funeralMournerAccounts.funeralInvitationSeq, invitationSeq))
      .orderBy(funeralMournerAccounts.sortOrder);
    return {
      funeralInvitationSeq: row.funeralInvitationSeq,
      religion: row.religion,
      deceasedName: row.deceasedName,
      age: row.age,
      deathbedDate: row.deathbedDate ?? '',
      deathbedTime: row.deathbedTime ?? '',
      funeralDate: row.funeralDate,
      funeralTime: row.funeralTime,
      funeralLocationName: row.funeralLocationName,
      funeralLocationDtl: row.funeralLocationDtl ?? '',
      partnerSeq: row.partnerSeq,
      burialPlace: row.burialPlace ?? '',
      mainDesign: row.mainDesign,
      mainMessage: row.mainMessage ?? '',
      greetingsMessage: brToNewlines(row.greetingsMessage),
      mourners: brToNewlines(row.mourners),
      mainMournerId: row.mainMournerId ?? '',
      mainMournerName: row.mainMournerName ?? '',
      mainMournerPhone: row.mainMournerPhone ?? '',
      galleryType: row.galleryType,
      funeralInfoTitle: row.funeralInfoTitle ?? '',
      funeralInfoDtl: row.funeralInfoDtl ?? '',
      thankyouMessage: row.thankyouMessage ?? '',
      noticeMessage: row.noticeMessage ?? '',
      mournerList: accounts.map((account) => ({
        name: account.name,
        bankName: account.bankName ?? '',
        bankInfo: account.bankInfo ?? '',
        phoneNumber: account.phoneNumber ?? '',
      })),
      useCampaign: row.useCampaign,
      campaignSeq: row.campaignSeq,
      kioskStyle: row.kioskStyle,
      funeralLatitude: row.funeralLatitude,
      funeralLongitude: row.funeralLongitude,
      mapAddress: row.mapAddress ?? '',
    };
  },
};

export type AnyKind = typeof weddingKind | typeof funeralKind;

/** The guest view's kind-specific part, from the stored rows. */
export async function weddingViewOf(db: Database, invitationSeq: number) {
  const [row] = await db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingInvitationSeq, invitationSeq)).limit(1);
  const accounts = await db
    .select()
    .from(weddingCongratAccounts)
    .where(eq(weddingCongratAccounts.weddingInvitationSeq, invitationSeq))
    .orderBy(weddingCongratAccounts.sortOrder);
  const contacts: WeddingView['contacts'] = [];
  if (row.groomContactPhone) contacts.push({ side: 'groom', name: row.groomContactName ?? row.groomName ?? '', phone: row.groomContactPhone });
  if (row.brideContactPhone) contacts.push({ side: 'bride', name: row.brideContactName ?? row.brideName ?? '', phone: row.brideContactPhone });
  const view: WeddingView = {
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    place: {
      name: row.eventLocationName,
      detail: row.eventLocationDetail ?? '',
      address: row.mapAddress ?? '',
      latitude: row.eventLatitude,
      longitude: row.eventLongitude,
    },
    editStyle: row.editStyle,
    groomName: row.groomName ?? '',
    brideName: row.brideName ?? '',
    groomFatherName: row.groomFatherName ?? '',
    groomMotherName: row.groomMotherName ?? '',
    brideFatherName: row.brideFatherName ?? '',
    brideMotherName: row.brideMotherName ?? '',
    contacts,
    mainMessage: row.mainMessage ?? '',
    greetingsMessage: row.greetingsMessage ?? '',
    thankyouMessage: row.thankyouMessage ?? '',
    noticeMessage: row.noticeMessage ?? '',
    accounts: accounts.map((account) => ({
      side: account.weddingSide,
      name: account.name,
      bankName: account.bankName ?? '',
      bankNumber: account.bankNumber ?? '',
    })),
  };
  return { row, view };
}

export async function funeralViewOf(db: Database, invitationSeq: number) {
  const [row] = await db.select().from(funeralInvitations).where(eq(funeralInvitations.funeralInvitationSeq, invitationSeq)).limit(1);
  const accounts = await db
    .select()
    .from(funeralMournerAccounts)
    .where(eq(funeralMournerAccounts.funeralInvitationSeq, invitationSeq))
    .orderBy(funeralMournerAccounts.sortOrder);
  const view: FuneralView = {
    religion: row.religion,
    deceasedName: row.deceasedName,
    age: row.age,
    deathbedDate: row.deathbedDate ?? '',
    deathbedTime: row.deathbedTime ?? '',
    funeralDate: row.funeralDate,
    funeralTime: row.funeralTime,
    place: {
      name: row.funeralLocationName,
      detail: row.funeralLocationDtl ?? '',
      address: row.mapAddress ?? '',
      latitude: row.funeralLatitude,
      longitude: row.funeralLongitude,
    },
    burialPlace: row.burialPlace ?? '',
    mainMessage: row.mainMessage ?? '',
    greetingsMessage: row.greetingsMessage ?? '',
    mourners: row.mourners ?? '',
    mainMourner: { relation: row.mainMournerId ?? '', name: row.mainMournerName ?? '', phone: row.mainMournerPhone ?? '' },
    funeralInfoTitle: row.funeralInfoTitle ?? '',
    funeralInfoDtl: row.funeralInfoDtl ?? '',
    thankyouMessage: row.thankyouMessage ?? '',
    noticeMessage: row.noticeMessage ?? '',
    accounts: accounts.map((account) => ({ name: account.name, bankName: account.bankName ?? '', bankInfo: account.bankInfo ?? '' })),
  };
  return { row, view };
}
