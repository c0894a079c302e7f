// The wedding form's values, apart from React: the create defaults, an edit
// load laid into the form, and the form as the request it sends (checked by
// the shared schema, the server's own, before anything goes).
import {
  editStyleValue,
  galleryMax,
  venuePlacePath,
  weddingInvitationSchema,
  type CategoryTreeNode,
  type InvitationCheckContext,
  type WeddingInvitationEdit,
  type WeddingInvitationRequest,
} from '@ongi/shared';
import { requestSchema, type FocusRules, type ImageItem } from '../../../shared/ui/form';
import { accountsBySide, congratInfoOf, congratPathToForm, emptyAccountRow, type AccountRow } from './accounts';
import { hallSeqOf, parentSeqOf, venueSearchName, type PartnerLookup } from './lookups';
import { photoCountsOf, storedPhotosOf } from './photos';

export type WeddingFormValues = {
  eventDate: string;
  eventTime: string;
  /** null: 직접 입력. */
  partnerSeq: number | null;
  eventLocationName: string;
  /** The hall chosen from the venue's list (form only: its name fills the floor/hall text). */
  hallSeq: number | null;
  eventLocationDetail: string;
  mainDesign: number;
  mainImage: ImageItem | null;
  editStyle: string;
  mainMessage: string;
  greetingsMessage: string;
  groomFatherName: string;
  groomMotherName: string;
  groomName: string;
  brideFatherName: string;
  brideMotherName: string;
  brideName: string;
  groomContactName: string;
  groomContactPhone: string;
  brideContactName: string;
  brideContactPhone: string;
  gallery: ImageItem[];
  noticeMessage: string;
  thankyouMessage: string;
  groomAccounts: AccountRow[];
  brideAccounts: AccountRow[];
  useCampaign: boolean;
  /** The campaign category's top level (form only; the request names the second level). */
  campaignCategoryTop: number | null;
  categoryCampaignSeq: number | null;
  /** The donation recipient's top level (form only). */
  donationCategoryTop: number | null;
  categoryDonationSeq: number | null;
  campaignSeq: number | null;
  kioskStyle: number;
  eventLatitude: number | null;
  eventLongitude: number | null;
  mapAddress: string;
  nonMemberName: string;
  nonMemberPhone: string;
  deletedAttachSeqs: number[];
};

export interface WeddingLookups extends PartnerLookup {
  campaignTree: readonly CategoryTreeNode[];
  donationTree: readonly CategoryTreeNode[];
}

/** A new card (spec 001 §4): today's date, design 1, style 0 in color01, the donation wreath applied, kiosk style 1. */
export function weddingCreateValues(today: string): WeddingFormValues {
  return {
    eventDate: today,
    eventTime: '',
    partnerSeq: null,
    eventLocationName: '',
    hallSeq: null,
    eventLocationDetail: '',
    mainDesign: 1,
    mainImage: null,
    editStyle: editStyleValue(0, 0),
    mainMessage: '',
    greetingsMessage: '',
    groomFatherName: '',
    groomMotherName: '',
    groomName: '',
    brideFatherName: '',
    brideMotherName: '',
    brideName: '',
    groomContactName: '',
    groomContactPhone: '',
    brideContactName: '',
    brideContactPhone: '',
    gallery: [],
    noticeMessage: '',
    thankyouMessage: '',
    groomAccounts: [emptyAccountRow],
    brideAccounts: [emptyAccountRow],
    useCampaign: true,
    campaignCategoryTop: null,
    categoryCampaignSeq: null,
    donationCategoryTop: null,
    categoryDonationSeq: null,
    campaignSeq: null,
    kioskStyle: 1,
    eventLatitude: null,
    eventLongitude: null,
    mapAddress: '',
    nonMemberName: '',
    nonMemberPhone: '',
    deletedAttachSeqs: [],
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
  const photos = storedPhotosOf(edit.attachList);
  return {
    eventDate: edit.eventDate,
    eventTime: edit.eventTime,
    partnerSeq: edit.partnerSeq,
    eventLocationName: edit.eventLocationName,
    hallSeq: hallSeqOf(lookups.partners, edit.partnerSeq, edit.eventLocationDetail),
    eventLocationDetail: edit.eventLocationDetail,
    mainDesign: edit.mainDesign,
    mainImage: photos.mainImage,
    editStyle: edit.editStyle,
    mainMessage: edit.mainMessage,
    greetingsMessage: edit.greetingsMessage,
    groomFatherName: edit.groomFatherName,
    groomMotherName: edit.groomMotherName,
    groomName: edit.groomName,
    brideFatherName: edit.brideFatherName,
    brideMotherName: edit.brideMotherName,
    brideName: edit.brideName,
    groomContactName: edit.groomContactName,
    groomContactPhone: edit.groomContactPhone,
    brideContactName: edit.brideContactName,
    brideContactPhone: edit.brideContactPhone,
    gallery: photos.gallery,
    noticeMessage: edit.noticeMessage,
    thankyouMessage: edit.thankyouMessage,
    groomAccounts: sides.groom,
    brideAccounts: sides.bride,
    useCampaign: edit.useCampaign,
    campaignCategoryTop: parentSeqOf(lookups.campaignTree, edit.categoryCampaignSeq),
    categoryCampaignSeq: edit.categoryCampaignSeq,
    donationCategoryTop: parentSeqOf(lookups.donationTree, edit.categoryDonationSeq),
    categoryDonationSeq: edit.categoryDonationSeq,
    campaignSeq: edit.campaignSeq,
    kioskStyle: edit.kioskStyle,
    eventLatitude: edit.eventLatitude,
    eventLongitude: edit.eventLongitude,
    mapAddress: edit.mapAddress,
    nonMemberName: '',
    nonMemberPhone: '',
    deletedAttachSeqs: [],
  };
}

/** The JSON part (`weddingInvitation`) of the request as the form has it, before the schema's check. */
export function weddingJsonOf(values: WeddingFormValues) {
  return {
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    eventLocationName: values.eventLocationName,
    eventLocationDetail: values.eventLocationDetail,
    partnerSeq: values.partnerSeq,
    mainDesign: values.mainDesign,
    editStyle: values.editStyle,
    galleryType: 2,
    mainMessage: values.mainMessage,
    greetingsMessage: values.greetingsMessage,
    groomName: values.groomName,
    groomFatherName: values.groomFatherName,
    groomMotherName: values.groomMotherName,
    brideName: values.brideName,
    brideFatherName: values.brideFatherName,
    brideMotherName: values.brideMotherName,
    groomContactName: values.groomContactName,
    groomContactPhone: values.groomContactPhone,
    brideContactName: values.brideContactName,
    brideContactPhone: values.brideContactPhone,
    thankyouMessage: values.thankyouMessage,
    noticeMessage: values.noticeMessage,
    congratInfo: congratInfoOf(values.groomAccounts, values.brideAccounts),
    useCampaign: values.useCampaign,
    categoryCampaignSeq: values.categoryCampaignSeq,
    categoryDonationSeq: values.categoryDonationSeq,
    campaignSeq: values.campaignSeq,
    kioskStyle: values.kioskStyle,
    eventLatitude: values.eventLatitude,
    eventLongitude: values.eventLongitude,
    mapAddress: values.mapAddress,
    nonMemberName: values.nonMemberName,
    nonMemberPhone: values.nonMemberPhone,
    deletedAttachSeqs: values.deletedAttachSeqs,
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
