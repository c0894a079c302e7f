// The wedding form's values, apart from React: the create defaults, an edit
// load laid into the form, and the form as the request it sends (checked by
// the shared schema, the server's own, before anything goes).
import {
  galleryMax,
  venuePlacePath,
  weddingInvitationDefaults,
  weddingInvitationSchema,
  type CategoryTreeNode,
  type InvitationCheckContext,
  type WeddingInvitationEdit,
  type WeddingInvitationRequest,
} from '@ongi/shared';
import { requestSchema, type FocusRules } from '@web/shared/ui/form';
import { accountsBySide, congratInfoOf, congratPathToForm, emptyAccountRow, type AccountRow } from './accounts';
import { parentSeqOf, venueSearchName, type PartnerLookup } from './lookups';
import { photoCountsOf } from './photos';
import { newFormOnlyValues, requestFieldsOf, storedFieldsOf, storedFormOnlyValues, type FormOnlyValues } from './values';

/** The request's fields the form holds as they are sent (its accounts are by side; the gallery type is not the host's to choose). */
type WeddingFields = Omit<WeddingInvitationRequest, 'congratInfo' | 'galleryType'>;

function weddingFieldDefaults(): WeddingFields {
  const { congratInfo: _accounts, galleryType: _galleryType, ...fields } = weddingInvitationDefaults();
  return fields;
}

export type WeddingFormValues = WeddingFields &
  FormOnlyValues & {
    groomAccounts: AccountRow[];
    brideAccounts: AccountRow[];
    /** The campaign category's top level (form only; the request names the second level). */
    campaignCategoryTop: number | null;
    /** The donation recipient's top level (form only). */
    donationCategoryTop: number | null;
  };

export interface WeddingLookups extends PartnerLookup {
  campaignTree: readonly CategoryTreeNode[];
  donationTree: readonly CategoryTreeNode[];
}

/** A new card (spec 001 §4): today's date, design 1, style 0 in color01, the donation wreath applied, kiosk style 1. */
export function weddingCreateValues(today: string): WeddingFormValues {
  return {
    ...weddingFieldDefaults(),
    eventDate: today,
    ...newFormOnlyValues(),
    groomAccounts: [emptyAccountRow],
    brideAccounts: [emptyAccountRow],
    campaignCategoryTop: null,
    donationCategoryTop: null,
  };
}

/**
 * A stored card in the form (spec 001 §4, edit): the date as it is (the
 * selects split it), line breaks as typed, accounts split by side, the
 * categories' top levels and the venue's hall found again, the photos as
 * stored thumbnails.
 */
export function weddingEditValues(edit: WeddingInvitationEdit, lookups: WeddingLookups): WeddingFormValues {
  const sides = accountsBySide(edit.congratInfo);
  return {
    ...storedFieldsOf(weddingFieldDefaults(), edit),
    ...storedFormOnlyValues(edit, edit.eventLocationDetail, lookups),
    groomAccounts: sides.groom,
    brideAccounts: sides.bride,
    campaignCategoryTop: parentSeqOf(lookups.campaignTree, edit.categoryCampaignSeq),
    donationCategoryTop: parentSeqOf(lookups.donationTree, edit.categoryDonationSeq),
  };
}

/** The JSON part (`weddingInvitation`) of the request as the form has it, before the schema's check. */
export function weddingJsonOf(values: WeddingFormValues) {
  return {
    ...requestFieldsOf(weddingFieldDefaults(), values),
    galleryType: 2,
    congratInfo: congratInfoOf(values.groomAccounts, values.brideAccounts),
  };
}

/** The form's schema for the kit: the shared request schema run on the request the values make (with their photo counts). */
export const weddingFormSchema = (base: Omit<InvitationCheckContext, 'photos'>) =>
  requestSchema<WeddingFormValues, WeddingInvitationRequest>(weddingJsonOf, (values) => weddingInvitationSchema({ ...base, photos: photoCountsOf(values) }));

/**
 * Which field a failure of the request focuses: a side's own row for the
 * request's one account list, the missing photo, a category's top level
 * while it is not chosen yet.
 */
export const weddingFocus: FocusRules<WeddingFormValues> = {
  // A venue typed but not found: the place search, where it is found.
  [venuePlacePath]: venueSearchName,
  'congratInfo.*.*': (values, path) => congratPathToForm(path.split('.'), values.groomAccounts.length),
  attachList: (values) => (!values.mainImage && values.gallery.length <= galleryMax ? 'mainImage' : 'gallery'),
  categoryCampaignSeq: (values) => (values.campaignCategoryTop === null ? 'campaignCategoryTop' : 'categoryCampaignSeq'),
  categoryDonationSeq: (values) => (values.donationCategoryTop === null ? 'donationCategoryTop' : 'categoryDonationSeq'),
};
