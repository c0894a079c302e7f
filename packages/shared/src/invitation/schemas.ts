import { z } from '../zod';
import { messages } from '../messages';
import { daysInMonth, todayInSeoul } from '../format/date';
import { isCompleteMobile } from '../rules/phone';
import { firstFailure, type Check } from '../schemas/first-failure';
import { fileKeySchema, instantSchema } from '../schemas/query';
import { kakaoPayLinkPattern } from '../constants';
import { funeralReligions, galleryMax, religionWordings } from './presets';

// Wedding invitations and funeral notices (spec 001 sections 2 to 9): what the
// forms send, what the edit screen loads, what a guest's page shows. The JSON
// part of the multipart create and edit requests is checked by the same schema
// in the browser (before anything is sent) and on the server, in the spec's
// order, first failure wins.

/** 12 digits, never starting with 0: the order number (the host's) and the public invitation number (the guests'). */
export const invitationNumberPattern = /^[1-9][0-9]{11}$/;

/** A public number in a guest's path: a malformed one answers as an unknown invitation. */
export const publicNumParam = z.string({ error: messages.invitation.notFound }).regex(invitationNumberPattern, messages.invitation.notFound);
/** An order number in a host's path: a malformed one answers as an unknown order. */
export const orderNumParam = z.string({ error: messages.review.orderNotFound }).regex(invitationNumberPattern, messages.review.orderNotFound);

export const invitationTypes = ['W', 'F'] as const;
export type InvitationTypeCode = (typeof invitationTypes)[number];

const digits = (text: string) => text.replace(/\D/g, '');
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Text a person typed: trimmed, at most `max` characters, '' when absent. */
const typed = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.invitation.tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');

const kakaoPayLink = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || kakaoPayLinkPattern.test(value), messages.invitation.kakaoPayLinkInvalid);

/** Digits only (phones, account numbers), at most `max`; separators as typed are dropped. */
const digitText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => digits(value ?? '').slice(0, max));

const optionalSeq = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);
const designNumber = z.coerce.number().int().min(1).max(4);

/** Where a photo count comes from when the schema checks a form: the files the request carries plus the ones kept. */
export interface InvitationPhotoCounts {
  main: number;
  gallery: number;
}

/** What the schema needs to know beyond the JSON: create or edit, whether a member is logged in, the photos. */
export interface InvitationCheckContext {
  mode: 'create' | 'edit';
  loggedIn: boolean;
  photos: InvitationPhotoCounts;
  /** Today in Korea ('YYYY-MM-DD'): a new invitation's event may not lie before it. Defaults to the real today. */
  today?: string;
}

// ---------------------------------------------------------------------------
// Accounts (gift money, condolence money)

export const weddingSides = ['groom', 'bride'] as const;
export type WeddingSideValue = (typeof weddingSides)[number];

/** A gift-money row: the form drops rows left wholly empty; a half-filled one is refused. */
export const congratAccountSchema = z.object({
  weddingSide: z.enum(weddingSides),
  name: typed('예금주', 30),
  bankName: typed('은행', 20),
  bankNumber: digitText(20),
  phoneNumber: digitText(11),
});
export type CongratAccount = z.output<typeof congratAccountSchema>;

export const mournerAccountSchema = z.object({
  name: typed('예금주', 30),
  bankName: typed('은행', 20),
  /** The account number (the spec's name on funeral notices). */
  bankInfo: digitText(20),
  phoneNumber: digitText(11),
});
export type MournerAccount = z.output<typeof mournerAccountSchema>;

export const accountRowsMax = 10;

const isBlankAccount = (row: { name: string; bankName: string; phoneNumber: string } & ({ bankNumber: string } | { bankInfo: string })) =>
  !row.name && !row.bankName && !row.phoneNumber && !('bankNumber' in row ? row.bankNumber : row.bankInfo);
const isPartialAccount = (row: { name: string; bankName: string } & ({ bankNumber: string } | { bankInfo: string })) =>
  !row.name || !row.bankName || !('bankNumber' in row ? row.bankNumber : row.bankInfo);

/** Drops the rows a person left wholly empty (the form always shows one row). */
export function filledAccounts<T extends CongratAccount | MournerAccount>(rows: readonly T[]): T[] {
  return rows.filter((row) => !isBlankAccount(row as never));
}

// ---------------------------------------------------------------------------
// Checks both kinds share

function photoChecks(context: InvitationCheckContext, { photosRequired }: { photosRequired: boolean }): (() => Check | null)[] {
  return [
    () =>
      photosRequired && context.mode === 'create'
        ? [context.photos.main < 1 || context.photos.gallery < 1, 'attachList', messages.invitation.photoRequired]
        : null,
    () => [context.photos.gallery > galleryMax, 'attachList', messages.invitation.tooManyPhotos],
  ];
}

function accountChecks(field: string, rows: ReadonlyArray<CongratAccount | MournerAccount>): (() => Check | null)[] {
  return rows.map((row, index) => () => {
    if (isBlankAccount(row as never) || !isPartialAccount(row as never)) return null;
    const missing = !row.name ? 'name' : !row.bankName ? 'bankName' : 'bankNumber' in row ? 'bankNumber' : 'bankInfo';
    return [true, `${field}.${index}.${missing}`, messages.invitation.accountIncomplete];
  });
}

function nonMemberChecks(context: InvitationCheckContext, input: { nonMemberName: string; nonMemberPhone: string }): (() => Check | null)[] {
  // Only a create by someone logged out: name, phone and the order number become their login.
  if (context.loggedIn || context.mode === 'edit') return [];
  return [
    () => [input.nonMemberName === '', 'nonMemberName', messages.invitation.nonMemberNameRequired],
    () => [!isCompleteMobile(input.nonMemberPhone), 'nonMemberPhone', messages.invitation.nonMemberPhoneRequired],
  ];
}

// Korea lies within these bounds; a coordinate outside them is a mistake. Null: no place chosen on the map.
const latitude = z
  .number()
  .min(33)
  .max(39)
  .nullish()
  .transform((value) => value ?? null);
const longitude = z
  .number()
  .min(124)
  .max(132)
  .nullish()
  .transform((value) => value ?? null);

/**
 * Where the event is (issue 26): a partner, or a place entered by name and
 * found with the place search, so that it has an address and a point on the
 * map like a partner's. A name alone would give the guests no map and no way
 * there.
 */
export function isEnteredPlace(place: { name: string; address: string; latitude: number | null; longitude: number | null }): boolean {
  return place.name !== '' && place.address !== '' && place.latitude !== null && place.longitude !== null;
}

/** The path a place failure is reported under when a name was typed but no place chosen: the forms focus the place search. */
export const venuePlacePath = 'venuePlace';

const clockPattern = /^(\d{1,2}):(\d{2})$/;
const minutesOf = (time: string) => {
  const match = clockPattern.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Whether 발인 ('YYYY-MM-DD' and a time as typed) comes before the death; times count only when both are clock times. */
export function isFuneralBeforeDeath(funeral: { date: string; time: string }, death: { date: string; time: string }): boolean {
  if (!isCalendarDate(funeral.date) || !isCalendarDate(death.date)) return false;
  if (funeral.date !== death.date) return funeral.date < death.date;
  const [funeralMinutes, deathMinutes] = [minutesOf(funeral.time), minutesOf(death.time)];
  return funeralMinutes !== null && deathMinutes !== null && funeralMinutes < deathMinutes;
}

/** A new invitation's event before today (Korea) is a mistake; an edit may keep a past date (a typo fixed after the day). */
const isPastOnCreate = (context: InvitationCheckContext, date: string) =>
  context.mode === 'create' && isCalendarDate(date) && date < (context.today ?? todayInSeoul());

// ---------------------------------------------------------------------------
// Wedding

const weddingFields = {
  eventDate: z.string().trim().default(''),
  eventTime: typed('예식 시간', 20),
  eventLocationName: typed('예식장', 100),
  eventLocationDetail: typed('층·홀', 100),
  partnerSeq: optionalSeq,
  mainDesign: designNumber.default(1),
  editStyle: z
    .string()
    .regex(/^[0-3]_color0[1-3]$/, messages.common.badRequest)
    .default('0_color01'),
  galleryType: z.coerce.number().int().min(1).max(2).default(2),
  mainMessage: typed('메인 문구', 100),
  /** Plain text as typed; the server stores its line breaks as <br>. */
  greetingsMessage: typed('인사말', 1000),
  groomName: typed('신랑 이름', 30),
  groomFatherName: typed('신랑 아버지 이름', 30),
  groomMotherName: typed('신랑 어머니 이름', 30),
  brideName: typed('신부 이름', 30),
  brideFatherName: typed('신부 아버지 이름', 30),
  brideMotherName: typed('신부 어머니 이름', 30),
  groomContactName: typed('신랑측 연락처 이름', 30),
  groomContactPhone: digitText(11),
  brideContactName: typed('신부측 연락처 이름', 30),
  brideContactPhone: digitText(11),
  thankyouMessage: typed('감사 문구', 300),
  noticeMessage: typed('안내 문구', 500),
  groomKakaoPayLink: kakaoPayLink(),
  brideKakaoPayLink: kakaoPayLink(),
  congratInfo: z
    .array(congratAccountSchema)
    .max(accountRowsMax * 2)
    .default([]),
  useCampaign: z.boolean().default(true),
  categoryCampaignSeq: optionalSeq,
  categoryDonationSeq: optionalSeq,
  campaignSeq: optionalSeq,
  kioskStyle: designNumber.default(1),
  eventLatitude: latitude,
  eventLongitude: longitude,
  mapAddress: typed('주소', 200),
  nonMemberName: typed('이름', 30),
  nonMemberPhone: digitText(11),
  /** Edit: attachments of the invitation to remove (the main photo when it is replaced, gallery photos taken out). */
  deletedAttachSeqs: z.array(z.number().int().positive()).max(50).default([]),
};

/**
 * The JSON part (`weddingInvitation`) of the wedding create and edit
 * requests, checked in the spec's order given the request's photos and
 * session: date, time and place, the couple, photos, accounts, the donation
 * wreath's category, recipient and campaign, and a logged-out host's name and phone.
 */
export function weddingInvitationSchema(context: InvitationCheckContext) {
  return z
    .object(weddingFields)
    .superRefine((input, ctx) =>
      firstFailure(ctx, [
        () => [!isCalendarDate(input.eventDate), 'eventDate', messages.invitation.eventDateInvalid],
        () => [isPastOnCreate(context, input.eventDate), 'eventDate', messages.invitationPlace.eventDatePast],
        () => [input.eventTime === '', 'eventTime', messages.invitation.eventTimeRequired],
        () => [input.eventLocationName === '', 'eventLocationName', messages.invitation.venueRequired],
        () => [
          input.partnerSeq === null &&
            !isEnteredPlace({ name: input.eventLocationName, address: input.mapAddress, latitude: input.eventLatitude, longitude: input.eventLongitude }),
          venuePlacePath,
          messages.invitationPlace.venueNotFound,
        ],
        () => [input.groomName === '', 'groomName', messages.invitation.groomNameRequired],
        () => [input.brideName === '', 'brideName', messages.invitation.brideNameRequired],
        ...photoChecks(context, { photosRequired: true }),
        ...accountChecks('congratInfo', input.congratInfo),
        () => (input.useCampaign ? [input.categoryCampaignSeq === null, 'categoryCampaignSeq', messages.invitation.campaignCategoryRequired] : null),
        () => (input.useCampaign ? [input.categoryDonationSeq === null, 'categoryDonationSeq', messages.invitation.donationRequired] : null),
        () => (input.useCampaign ? [input.campaignSeq === null, 'campaignSeq', messages.invitation.campaignRequired] : null),
        ...nonMemberChecks(context, input),
      ]),
    );
}
export type WeddingInvitationInput = z.input<ReturnType<typeof weddingInvitationSchema>>;
export type WeddingInvitationRequest = z.output<ReturnType<typeof weddingInvitationSchema>>;
/** A wedding request with nothing typed yet: every field at its default (where a new card's form starts). */
export const weddingInvitationDefaults = (): WeddingInvitationRequest => z.object(weddingFields).parse({});

// ---------------------------------------------------------------------------
// Funeral

const funeralFields = {
  religion: z.enum(funeralReligions).default('general'),
  deceasedName: typed('고인 성함', 30),
  age: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? null : Number(value))),
  deathbedDate: z.string().trim().default(''),
  deathbedTime: typed('별세 시간', 20),
  funeralDate: z.string().trim().default(''),
  funeralTime: typed('발인 시간', 20),
  funeralLocationName: typed('장례식장', 100),
  funeralLocationDtl: typed('빈소', 100),
  partnerSeq: optionalSeq,
  /** 장지: where the deceased is laid to rest. */
  burialPlace: typed('장지', 200),
  mainDesign: designNumber.default(1),
  mainMessage: typed('메인 문구', 300),
  greetingsMessage: typed('인사말', 1000),
  /** The bereaved family, one line each as typed. */
  mourners: typed('상주 명단', 1000),
  mainMournerId: typed('상주 관계', 20),
  mainMournerName: typed('상주 이름', 30),
  mainMournerPhone: digitText(11),
  galleryType: z.coerce.number().int().min(1).max(2).default(2),
  funeralInfoTitle: typed('안내 제목', 50),
  funeralInfoDtl: typed('안내 내용', 1000),
  thankyouMessage: typed('감사 문구', 300),
  noticeMessage: typed('안내 문구', 500),
  kakaoPayLink: kakaoPayLink(),
  mournerList: z.array(mournerAccountSchema).max(accountRowsMax).default([]),
  useCampaign: z.boolean().default(true),
  campaignSeq: optionalSeq,
  kioskStyle: designNumber.default(1),
  funeralLatitude: latitude,
  funeralLongitude: longitude,
  mapAddress: typed('주소', 200),
  nonMemberName: typed('이름', 30),
  nonMemberPhone: digitText(11),
  deletedAttachSeqs: z.array(z.number().int().positive()).max(50).default([]),
};

/** The JSON part (`funeralInvitation`) of the funeral create and edit requests. */
export function funeralInvitationSchema(context: InvitationCheckContext) {
  return z.object(funeralFields).superRefine((input, ctx) =>
    firstFailure(ctx, [
      // '장례식장을 선택해주세요.': neither a partner nor a place entered with the place search.
      () => [
        input.partnerSeq === null &&
          !isEnteredPlace({ name: input.funeralLocationName, address: input.mapAddress, latitude: input.funeralLatitude, longitude: input.funeralLongitude }),
        input.funeralLocationName === '' ? 'partnerSeq' : venuePlacePath,
        messages.invitation.funeralHomeRequired,
      ],
      () => [input.deceasedName === '', 'deceasedName', messages.invitation.deceasedNameRequired],
      () => [input.age !== null && (!Number.isInteger(input.age) || input.age < 0 || input.age > 150), 'age', messages.invitation.ageInvalid],
      () => [input.deathbedDate !== '' && !isCalendarDate(input.deathbedDate), 'deathbedDate', messages.invitation.deathDateInvalid],
      () => [!isCalendarDate(input.funeralDate), 'funeralDate', messages.invitation.funeralDateInvalid],
      () => [isPastOnCreate(context, input.funeralDate), 'funeralDate', messages.invitationPlace.funeralDatePast],
      () => [input.funeralTime === '', 'funeralTime', messages.invitation.funeralTimeRequired],
      () => [
        isFuneralBeforeDeath({ date: input.funeralDate, time: input.funeralTime }, { date: input.deathbedDate, time: input.deathbedTime }),
        'funeralDate',
        messages.invitationPlace.funeralBeforeDeath(religionWordings[input.religion].death),
      ],
      ...photoChecks(context, { photosRequired: false }),
      ...accountChecks('mournerList', input.mournerList),
      () => (input.useCampaign ? [input.campaignSeq === null, 'campaignSeq', messages.invitation.campaignRequired] : null),
      ...nonMemberChecks(context, input),
    ]),
  );
}
export type FuneralInvitationInput = z.input<ReturnType<typeof funeralInvitationSchema>>;
export type FuneralInvitationRequest = z.output<ReturnType<typeof funeralInvitationSchema>>;
/** A funeral request with nothing typed yet: every field at its default. */
export const funeralInvitationDefaults = (): FuneralInvitationRequest => z.object(funeralFields).parse({});

// ---------------------------------------------------------------------------
// Saving and loading

/** Create and edit answer with both numbers: the order number is the host's, the public one goes in links. */
export const invitationSavedSchema = z.object({
  result: z.literal(true),
  invitationType: z.enum(invitationTypes),
  invitationSeq: z.number().int(),
  orderNum: z.string(),
  publicNum: z.string(),
  message: z.string(),
});
export type InvitationSaved = z.infer<typeof invitationSavedSchema>;

/** A stored photo in the sizes made for it (WebP, widths ascending); the original is never sent to guests. */
export const invitationPhotoSchema = z.object({
  /** The upload's own key (kept for the owner and the administrator). */
  path: fileKeySchema,
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ path: fileKeySchema, width: z.number().int() })),
  /** Preview only: a photo chosen in the form and not yet uploaded (a blob: URL); the server never sets it. */
  previewUrl: z.string().optional(),
});
export type InvitationPhoto = z.infer<typeof invitationPhotoSchema>;

export const invitationAttachmentSchema = z.object({
  attachSeq: z.number().int(),
  attachType: z.enum(['main', 'gallery']),
  originalName: z.string(),
  photo: invitationPhotoSchema,
});
export type InvitationAttachment = z.infer<typeof invitationAttachmentSchema>;

const editLoadExtras = {
  orderNum: z.string(),
  publicNum: z.string(),
  attachList: z.array(invitationAttachmentSchema),
};
// The edit load is a response: plain values, no transforms (the API encodes
// answers through their schema, and a transform has no way back).
const str = z.string();
const seqOrNull = z.number().int().nullable();
const numberOrNull = z.number().nullable();
const congratAccountValues = z.object({ weddingSide: z.enum(weddingSides), name: str, bankName: str, bankNumber: str, phoneNumber: str });
const mournerAccountValues = z.object({ name: str, bankName: str, bankInfo: str, phoneNumber: str });

/** GET /api/invitation/wedding/:weddingInvitationSeq: what the edit form loads (owner only); text with '\n' line breaks. */
export const weddingInvitationEditSchema = z.object({
  weddingInvitationSeq: z.number().int(),
  eventDate: str,
  eventTime: str,
  eventLocationName: str,
  eventLocationDetail: str,
  partnerSeq: seqOrNull,
  mainDesign: z.number().int(),
  editStyle: str,
  galleryType: z.number().int(),
  mainMessage: str,
  greetingsMessage: str,
  groomName: str,
  groomFatherName: str,
  groomMotherName: str,
  brideName: str,
  brideFatherName: str,
  brideMotherName: str,
  groomContactName: str,
  groomContactPhone: str,
  brideContactName: str,
  brideContactPhone: str,
  thankyouMessage: str,
  noticeMessage: str,
  groomKakaoPayLink: str,
  brideKakaoPayLink: str,
  congratInfo: z.array(congratAccountValues),
  useCampaign: z.boolean(),
  categoryCampaignSeq: seqOrNull,
  categoryDonationSeq: seqOrNull,
  campaignSeq: seqOrNull,
  kioskStyle: z.number().int(),
  eventLatitude: numberOrNull,
  eventLongitude: numberOrNull,
  mapAddress: str,
  ...editLoadExtras,
});
export type WeddingInvitationEdit = z.infer<typeof weddingInvitationEditSchema>;

/** GET /api/invitation/funeral/:funeralInvitationSeq: what the edit form loads (owner only). */
export const funeralInvitationEditSchema = z.object({
  funeralInvitationSeq: z.number().int(),
  religion: z.enum(funeralReligions),
  deceasedName: str,
  age: z.number().int().nullable(),
  deathbedDate: str,
  deathbedTime: str,
  funeralDate: str,
  funeralTime: str,
  funeralLocationName: str,
  funeralLocationDtl: str,
  partnerSeq: seqOrNull,
  burialPlace: str,
  mainDesign: z.number().int(),
  mainMessage: str,
  greetingsMessage: str,
  mourners: str,
  mainMournerId: str,
  mainMournerName: str,
  mainMournerPhone: str,
  galleryType: z.number().int(),
  funeralInfoTitle: str,
  funeralInfoDtl: str,
  thankyouMessage: str,
  noticeMessage: str,
  kakaoPayLink: str,
  mournerList: z.array(mournerAccountValues),
  useCampaign: z.boolean(),
  campaignSeq: seqOrNull,
  kioskStyle: z.number().int(),
  funeralLatitude: numberOrNull,
  funeralLongitude: numberOrNull,
  mapAddress: str,
  ...editLoadExtras,
});
export type FuneralInvitationEdit = z.infer<typeof funeralInvitationEditSchema>;

// ---------------------------------------------------------------------------
// The guest's page: GET /api/invitation/get-detail?orderNum={public number}

/** The public number as the guest-data calls take it (the spec's `orderNum` parameter). */
export const publicNumberQuerySchema = z.object({
  orderNum: z.string({ error: messages.invitation.notFound }).regex(invitationNumberPattern, messages.invitation.notFound),
});

const viewCampaignSchema = z
  .object({
    campaignSeq: z.number().int(),
    campaignName: z.string(),
    campaignAmount: z.number().int(),
    /** The donated share (%) a wreath's payment gives the organisation: the payment modal's split. */
    donatedPercent: z.number().int(),
    /** 모인 기부금: the donated part of this invitation's wreaths that stay paid (the ledger's figure, not the campaign's price). */
    raisedAmount: z.number().int(),
    partnerCompany: z.string().nullable(),
    thumbnail: invitationPhotoSchema.nullable(),
    /** False once the campaign is ended (종료), past its end date or taken off the public pages: the send button gives way to a note. */
    takesWreaths: z.boolean(),
    /** The moment the host's choice stops taking wreaths (after the event, or after the archive date); the page hides the button from then on, even when it was kept open. */
    wreathsUntil: z.string().nullable(),
  })
  .nullable();

const viewPlaceSchema = z.object({
  name: z.string(),
  detail: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const weddingViewSchema = z.object({
  eventDate: z.string(),
  eventTime: z.string(),
  place: viewPlaceSchema,
  editStyle: z.string(),
  groomName: z.string(),
  brideName: z.string(),
  groomFatherName: z.string(),
  groomMotherName: z.string(),
  brideFatherName: z.string(),
  brideMotherName: z.string(),
  /** The contacts the host entered to be reached at (call and message buttons). */
  contacts: z.array(z.object({ side: z.enum(weddingSides), name: z.string(), phone: z.string() })),
  mainMessage: z.string(),
  /** Stored HTML: escaped text with <br>. */
  greetingsMessage: z.string(),
  thankyouMessage: z.string(),
  noticeMessage: z.string(),
  accounts: z.array(z.object({ side: z.enum(weddingSides), name: z.string(), bankName: z.string(), bankNumber: z.string() })),
  /** Each side's own KakaoPay 송금 link, '' when none. */
  groomKakaoPayLink: z.string(),
  brideKakaoPayLink: z.string(),
});
export type WeddingView = z.infer<typeof weddingViewSchema>;

export const funeralViewSchema = z.object({
  religion: z.enum(funeralReligions),
  deceasedName: z.string(),
  age: z.number().int().nullable(),
  deathbedDate: z.string(),
  deathbedTime: z.string(),
  funeralDate: z.string(),
  funeralTime: z.string(),
  place: viewPlaceSchema,
  burialPlace: z.string(),
  mainMessage: z.string(),
  greetingsMessage: z.string(),
  /** Stored HTML: the family, one line each. */
  mourners: z.string(),
  mainMourner: z.object({ relation: z.string(), name: z.string(), phone: z.string() }),
  funeralInfoTitle: z.string(),
  funeralInfoDtl: z.string(),
  thankyouMessage: z.string(),
  noticeMessage: z.string(),
  accounts: z.array(z.object({ name: z.string(), bankName: z.string(), bankInfo: z.string() })),
  /** The mourners' KakaoPay 송금 link, '' when none. */
  kakaoPayLink: z.string(),
});
export type FuneralView = z.infer<typeof funeralViewSchema>;

/**
 * Who sees the guestbook (방명록, 추모의 글) on the guest page: everyone
 * ('public'), only its host ('host': guests still write, the list is the
 * host's), or nobody ('off': no section at all). schemas/guestbook.ts.
 */
export const guestbookShowings = ['public', 'host', 'off'] as const;
export type GuestbookShowing = (typeof guestbookShowings)[number];

/** Everything a guest's page shows, from one request; nothing the host did not choose to show. */
export const invitationViewSchema = z.object({
  invitationType: z.enum(invitationTypes),
  /** The public number (the page's own address). */
  publicNum: z.string(),
  /** Needed by the payment modal and the kiosk list. */
  invitationSeq: z.number().int(),
  mainDesign: z.number().int(),
  mainPhoto: invitationPhotoSchema.nullable(),
  gallery: z.array(invitationPhotoSchema),
  campaign: viewCampaignSchema,
  wedding: weddingViewSchema.nullable(),
  funeral: funeralViewSchema.nullable(),
  /** The guestbook's section: shown to all, written to but read by the host alone, or left off. */
  guestbook: z.enum(guestbookShowings),
  /** 참석 의사 (weddings only): present while the host takes answers; the deadline an instant, or null for none. */
  rsvp: z.object({ deadline: z.string().nullable() }).nullish(),
  updatedAt: instantSchema,
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

// ---------------------------------------------------------------------------
// Places: GET /api/place/search?query= (Kakao Local with keys, the place directory without)

export const placeSearchQuerySchema = z.object({
  query: z.string({ error: messages.place.queryRequired }).trim().min(1, messages.place.queryRequired).max(50, messages.place.queryRequired),
});

export const placeSchema = z.object({
  id: z.string(),
  placeName: z.string(),
  addressName: z.string(),
  roadAddressName: z.string(),
  phone: z.string(),
  /** The place's page on Kakao Map (a partner's stored URL), when known: the partner form keeps it. */
  placeUrl: z.string().optional(),
  /** y */
  latitude: z.number(),
  /** x */
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.array(placeSchema);

/** GET /api/partners/get-list?type=wedding|funeral: the form's venue or funeral-home select. */
export const partnerListQuerySchema = z.object({ type: z.enum(['wedding', 'funeral'], { error: messages.common.badRequest }) });
