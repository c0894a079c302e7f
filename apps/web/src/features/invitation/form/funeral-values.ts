// The funeral form's values, apart from React: create defaults, an edit load
// laid into the form, and the form as the request it sends.
import {
  funeralGreetingTemplates,
  funeralInvitationSchema,
  funeralMainMessageTemplates,
  venuePlacePath,
  type FuneralInvitationEdit,
  type FuneralInvitationRequest,
  type FuneralReligion,
  type InvitationCheckContext,
} from '@ongi/shared';
import { requestSchema, type FocusRules, type ImageItem } from '../../../shared/ui/form';
import { emptyMournerRow, type MournerRow } from './accounts';
import { hallSeqOf, venueSearchName, type PartnerLookup } from './lookups';
import { photoCountsOf, storedPhotosOf } from './photos';
import { templateIndexOf } from './templates';

export type FuneralFormValues = {
  /** The partner funeral home; null: a funeral home found with the place search ('장례식장을 선택해주세요.' when neither). */
  partnerSeq: number | null;
  funeralLocationName: string;
  /** The hall chosen from the funeral home's list (form only: its name fills the hall text). */
  hallSeq: number | null;
  funeralLocationDtl: string;
  deathbedDate: string;
  deathbedTime: string;
  funeralDate: string;
  funeralTime: string;
  mainDesign: number;
  mainImage: ImageItem | null;
  religion: FuneralReligion;
  deceasedName: string;
  /** As typed (digits); the request carries a number or null. */
  age: string;
  /** Which template the main message follows (form only); null: the host's own words. */
  mainMessageTemplate: number | null;
  mainMessage: string;
  greetingTemplate: number | null;
  greetingsMessage: string;
  mainMournerId: string;
  mainMournerName: string;
  mainMournerPhone: string;
  mourners: string;
  gallery: ImageItem[];
  funeralInfoTitle: string;
  funeralInfoDtl: string;
  noticeMessage: string;
  burialPlace: string;
  thankyouMessage: string;
  mournerList: MournerRow[];
  useCampaign: boolean;
  campaignSeq: number | null;
  kioskStyle: number;
  funeralLatitude: number | null;
  funeralLongitude: number | null;
  mapAddress: string;
  nonMemberName: string;
  nonMemberPhone: string;
  deletedAttachSeqs: number[];
};

export type FuneralLookups = PartnerLookup;

/** A new notice: the death on today's date, design 1, general wording, the donation wreath applied, kiosk style 1. */
export function funeralCreateValues(today: string): FuneralFormValues {
  return {
    partnerSeq: null,
    funeralLocationName: '',
    hallSeq: null,
    funeralLocationDtl: '',
    deathbedDate: today,
    deathbedTime: '',
    funeralDate: '',
    funeralTime: '',
    mainDesign: 1,
    mainImage: null,
    religion: 'general',
    deceasedName: '',
    age: '',
    mainMessageTemplate: null,
    mainMessage: '',
    greetingTemplate: null,
    greetingsMessage: '',
    mainMournerId: '',
    mainMournerName: '',
    mainMournerPhone: '',
    mourners: '',
    gallery: [],
    funeralInfoTitle: '',
    funeralInfoDtl: '',
    noticeMessage: '',
    burialPlace: '',
    thankyouMessage: '',
    mournerList: [emptyMournerRow],
    useCampaign: true,
    campaignSeq: null,
    kioskStyle: 1,
    funeralLatitude: null,
    funeralLongitude: null,
    mapAddress: '',
    nonMemberName: '',
    nonMemberPhone: '',
    deletedAttachSeqs: [],
  };
}

/** A stored notice in the form: the hall found again, the templates it was filled from marked, the photos as thumbnails. */
export function funeralEditValues(edit: FuneralInvitationEdit, lookups: FuneralLookups): FuneralFormValues {
  const photos = storedPhotosOf(edit.attachList);
  const age = edit.age === null ? '' : String(edit.age);
  const templateValues = { name: edit.deceasedName, age, religion: edit.religion };
  return {
    partnerSeq: edit.partnerSeq,
    funeralLocationName: edit.funeralLocationName,
    hallSeq: hallSeqOf(lookups.partners, edit.partnerSeq, edit.funeralLocationDtl),
    funeralLocationDtl: edit.funeralLocationDtl,
    deathbedDate: edit.deathbedDate,
    deathbedTime: edit.deathbedTime,
    funeralDate: edit.funeralDate,
    funeralTime: edit.funeralTime,
    mainDesign: edit.mainDesign,
    mainImage: photos.mainImage,
    religion: edit.religion,
    deceasedName: edit.deceasedName,
    age,
    mainMessageTemplate: templateIndexOf(edit.mainMessage, funeralMainMessageTemplates, templateValues),
    mainMessage: edit.mainMessage,
    greetingTemplate: templateIndexOf(edit.greetingsMessage, funeralGreetingTemplates, templateValues),
    greetingsMessage: edit.greetingsMessage,
    mainMournerId: edit.mainMournerId,
    mainMournerName: edit.mainMournerName,
    mainMournerPhone: edit.mainMournerPhone,
    mourners: edit.mourners,
    gallery: photos.gallery,
    funeralInfoTitle: edit.funeralInfoTitle,
    funeralInfoDtl: edit.funeralInfoDtl,
    noticeMessage: edit.noticeMessage,
    burialPlace: edit.burialPlace,
    thankyouMessage: edit.thankyouMessage,
    mournerList: edit.mournerList.length ? edit.mournerList.map(({ name, bankName, bankInfo, phoneNumber }) => ({ name, bankName, bankInfo, phoneNumber })) : [emptyMournerRow],
    useCampaign: edit.useCampaign,
    campaignSeq: edit.campaignSeq,
    kioskStyle: edit.kioskStyle,
    funeralLatitude: edit.funeralLatitude,
    funeralLongitude: edit.funeralLongitude,
    mapAddress: edit.mapAddress,
    nonMemberName: '',
    nonMemberPhone: '',
    deletedAttachSeqs: [],
  };
}

/** The JSON part (`funeralInvitation`) of the request as the form has it. */
export function funeralJsonOf(values: FuneralFormValues) {
  return {
    religion: values.religion,
    deceasedName: values.deceasedName,
    age: values.age.trim(),
    deathbedDate: values.deathbedDate,
    deathbedTime: values.deathbedTime,
    funeralDate: values.funeralDate,
    funeralTime: values.funeralTime,
    funeralLocationName: values.funeralLocationName,
    funeralLocationDtl: values.funeralLocationDtl,
    partnerSeq: values.partnerSeq,
    burialPlace: values.burialPlace,
    mainDesign: values.mainDesign,
    mainMessage: values.mainMessage,
    greetingsMessage: values.greetingsMessage,
    mourners: values.mourners,
    mainMournerId: values.mainMournerId,
    mainMournerName: values.mainMournerName,
    mainMournerPhone: values.mainMournerPhone,
    galleryType: 2,
    funeralInfoTitle: values.funeralInfoTitle,
    funeralInfoDtl: values.funeralInfoDtl,
    thankyouMessage: values.thankyouMessage,
    noticeMessage: values.noticeMessage,
    mournerList: values.mournerList,
    useCampaign: values.useCampaign,
    campaignSeq: values.campaignSeq,
    kioskStyle: values.kioskStyle,
    funeralLatitude: values.funeralLatitude,
    funeralLongitude: values.funeralLongitude,
    mapAddress: values.mapAddress,
    nonMemberName: values.nonMemberName,
    nonMemberPhone: values.nonMemberPhone,
    deletedAttachSeqs: values.deletedAttachSeqs,
  };
}

/** The form's schema for the kit: the shared request schema run on the request the values make. */
export const funeralFormSchema = (base: Omit<InvitationCheckContext, 'photos'>) =>
  requestSchema<FuneralFormValues, FuneralInvitationRequest>(funeralJsonOf, (values) => funeralInvitationSchema({ ...base, photos: photoCountsOf(values) }));

/**
 * A failure of the photos focuses the gallery's picker; a funeral home typed
 * but not found, the place search; the rest are the form's own fields.
 */
export const funeralFocus: FocusRules<FuneralFormValues> = { attachList: 'gallery', [venuePlacePath]: venueSearchName };
