// The form's current values as the guest's page data (InvitationView), for
// the preview frame: the same shape the server answers, built from what is
// typed now. Photos not uploaded yet show from their blob: addresses.
import {
  filledAccounts,
  funeralViewSchema,
  newlinesToBr,
  weddingContacts,
  weddingViewSchema,
  type CampaignCard,
  type FuneralView,
  type InvitationPhoto,
  type InvitationView,
  type WeddingView,
} from '@ongi/shared';
import { imageUrl } from '@web/shared/lib/file-url';
import type { ImageItem } from '@web/shared/ui/form';
import { congratInfoOf } from './accounts';
import type { FuneralFormValues } from './funeral-values';
import type { WeddingFormValues } from './wedding-values';

export interface PreviewPhotos {
  /** The stored photos of an edit, by attachment seq. */
  stored: ReadonlyMap<number, InvitationPhoto>;
  /** Blob addresses of the files chosen here. */
  urls: ReadonlyMap<File, string>;
  /** Their pixel sizes, once read (a photo keeps its shape in the frame). */
  sizes: ReadonlyMap<File, { width: number; height: number }>;
}

export interface PreviewContext {
  photos: PreviewPhotos;
  /** The campaign cards the form lists (the chosen one is shown as guests will see it). */
  campaigns: readonly CampaignCard[];
  /** When the preview was made (the page's updatedAt). */
  now: Date;
}

/** A photo only the sizes are known of yet shows 4:3 until they are. */
const unknownSize = { width: 1200, height: 900 };

function photoOf(item: ImageItem | null, photos: PreviewPhotos): InvitationPhoto | null {
  if (!item) return null;
  if (item.kind === 'stored') return photos.stored.get(item.id) ?? null;
  const url = photos.urls.get(item.file);
  if (!url) return null;
  const size = photos.sizes.get(item.file) ?? unknownSize;
  return { path: '', width: size.width, height: size.height, variants: [], previewUrl: url };
}

const photosOf = (items: readonly ImageItem[], photos: PreviewPhotos) => items.flatMap((item) => photoOf(item, photos) ?? []);

function campaignOf(useCampaign: boolean, campaignSeq: number | null, campaigns: readonly CampaignCard[]): InvitationView['campaign'] {
  if (!useCampaign || campaignSeq === null) return null;
  const card = campaigns.find((campaign) => campaign.campaignSeq === campaignSeq);
  if (!card) return null;
  return {
    campaignSeq: card.campaignSeq,
    campaignName: card.campaignName,
    campaignAmount: card.campaignAmount,
    donatedPercent: card.donatedPercent,
    // A card not yet published has received nothing.
    raisedAmount: 0,
    partnerCompany: card.partnerCompany,
    thumbnail: card.thumbnailPath ? { path: card.thumbnailPath, width: 176, height: 176, variants: [], previewUrl: imageUrl(card.thumbnailPath) } : null,
    // The pickers offer only campaigns that are not ended.
    takesWreaths: card.endedAt === null,
    wreathsUntil: null,
  };
}

const text = (value: string) => value.trim();

/** The keys of the kind's view that are text the form holds under the same name. */
type TypedTextKeys<View, Values> = {
  [K in keyof View & keyof Values]: View[K] extends string ? (Values[K] extends string ? K : never) : never;
}[keyof View & keyof Values];

/** The kind's view fields that are text as typed (trimmed), read off the view schema's keys: a plain field shows here without a word. */
function typedTextsOf<View, Values extends object>(shape: Record<keyof View, unknown>, values: Values): Pick<View, TypedTextKeys<View, Values>> {
  const texts = Object.keys(shape).flatMap((key) => {
    const value = (values as Record<string, unknown>)[key];
    return typeof value === 'string' ? [[key, text(value)]] : [];
  });
  return Object.fromEntries(texts) as Pick<View, TypedTextKeys<View, Values>>;
}

/** What the guest page has around the kind's part: the photos, the campaign chosen, the design. */
function frameOf(
  values: { mainDesign: number; mainImage: ImageItem | null; gallery: readonly ImageItem[]; useCampaign: boolean; campaignSeq: number | null },
  context: PreviewContext,
) {
  return {
    publicNum: '',
    invitationSeq: 0,
    mainDesign: values.mainDesign,
    mainPhoto: photoOf(values.mainImage, context.photos),
    gallery: photosOf(values.gallery, context.photos),
    campaign: campaignOf(values.useCampaign, values.campaignSeq, context.campaigns),
    guestbook: 'off' as const,
    updatedAt: context.now.toISOString(),
  };
}

export function weddingPreviewView(values: WeddingFormValues, context: PreviewContext): InvitationView {
  const accounts = filledAccounts(
    congratInfoOf(values.groomAccounts, values.brideAccounts).map((row) => ({ ...row, name: text(row.name), bankName: text(row.bankName) })),
  );
  return {
    ...frameOf(values, context),
    invitationType: 'W',
    wedding: {
      ...typedTextsOf<WeddingView, WeddingFormValues>(weddingViewSchema.shape, values),
      place: {
        name: text(values.eventLocationName),
        detail: text(values.eventLocationDetail),
        address: text(values.mapAddress),
        latitude: values.eventLatitude,
        longitude: values.eventLongitude,
      },
      contacts: weddingContacts(values),
      greetingsMessage: newlinesToBr(text(values.greetingsMessage)),
      accounts: accounts.map((row) => ({ side: row.weddingSide, name: row.name, bankName: row.bankName, bankNumber: row.bankNumber })),
    },
    funeral: null,
  };
}

export function funeralPreviewView(values: FuneralFormValues, context: PreviewContext): InvitationView {
  const age = values.age.trim() === '' ? null : Number(values.age);
  const accounts = filledAccounts(values.mournerList.map((row) => ({ ...row, name: text(row.name), bankName: text(row.bankName) })));
  return {
    ...frameOf(values, context),
    invitationType: 'F',
    wedding: null,
    funeral: {
      ...typedTextsOf<FuneralView, FuneralFormValues>(funeralViewSchema.shape, values),
      age: age !== null && Number.isInteger(age) ? age : null,
      place: {
        name: text(values.funeralLocationName),
        detail: text(values.funeralLocationDtl),
        address: text(values.mapAddress),
        latitude: values.funeralLatitude,
        longitude: values.funeralLongitude,
      },
      greetingsMessage: newlinesToBr(text(values.greetingsMessage)),
      mourners: newlinesToBr(text(values.mourners)),
      mainMourner: { relation: text(values.mainMournerId), name: text(values.mainMournerName), phone: values.mainMournerPhone },
      accounts: accounts.map((row) => ({ name: row.name, bankName: row.bankName, bankInfo: row.bankInfo })),
    },
  };
}
