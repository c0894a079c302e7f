// The funeral form's values, apart from React: create defaults, an edit load
// laid into the form, and the form as the request it sends.
import {
  funeralGreetingTemplates,
  funeralInvitationDefaults,
  funeralInvitationSchema,
  funeralMainMessageTemplates,
  venuePlacePath,
  type FuneralInvitationEdit,
  type FuneralInvitationRequest,
  type InvitationCheckContext,
} from '@ongi/shared';
import { requestSchema, type FocusRules } from '@web/shared/ui/form';
import { emptyMournerRow, type MournerRow } from './accounts';
import { venueSearchName, type PartnerLookup } from './lookups';
import { photoCountsOf } from './photos';
import { templateIndexOf } from './templates';
import { newFormOnlyValues, requestFieldsOf, storedFieldsOf, storedFormOnlyValues, type FormOnlyValues } from './values';

/** The request's fields the form holds as they are sent (the age is held as typed; the gallery type is not the host's to choose). */
type FuneralFields = Omit<FuneralInvitationRequest, 'mournerList' | 'galleryType' | 'age'>;

function funeralFieldDefaults(): FuneralFields {
  const { mournerList: _accounts, galleryType: _galleryType, age: _age, ...fields } = funeralInvitationDefaults();
  return fields;
}

export type FuneralFormValues = FuneralFields &
  FormOnlyValues & {
    /** As typed (digits); the request carries a number or null. */
    age: string;
    /** Which template the main message follows (form only); null: the host's own words. */
    mainMessageTemplate: number | null;
    greetingTemplate: number | null;
    mournerList: MournerRow[];
  };

export type FuneralLookups = PartnerLookup;

/** A new notice: the death on today's date, design 1, general wording, the donation wreath applied, kiosk style 1. */
export function funeralCreateValues(today: string): FuneralFormValues {
  return {
    ...funeralFieldDefaults(),
    deathbedDate: today,
    ...newFormOnlyValues(),
    age: '',
    mainMessageTemplate: null,
    greetingTemplate: null,
    mournerList: [emptyMournerRow],
  };
}

/** A stored notice in the form: the hall found again, the templates it was filled from marked, the photos as thumbnails. */
export function funeralEditValues(edit: FuneralInvitationEdit, lookups: FuneralLookups): FuneralFormValues {
  const age = edit.age === null ? '' : String(edit.age);
  const templateValues = { name: edit.deceasedName, age, religion: edit.religion };
  return {
    ...storedFieldsOf(funeralFieldDefaults(), edit),
    ...storedFormOnlyValues(edit, edit.funeralLocationDtl, lookups),
    age,
    mainMessageTemplate: templateIndexOf(edit.mainMessage, funeralMainMessageTemplates, templateValues),
    greetingTemplate: templateIndexOf(edit.greetingsMessage, funeralGreetingTemplates, templateValues),
    mournerList: edit.mournerList.length
      ? edit.mournerList.map(({ name, bankName, bankInfo, phoneNumber }) => ({ name, bankName, bankInfo, phoneNumber }))
      : [emptyMournerRow],
  };
}

/** The JSON part (`funeralInvitation`) of the request as the form has it. */
export function funeralJsonOf(values: FuneralFormValues) {
  return {
    ...requestFieldsOf(funeralFieldDefaults(), values),
    age: values.age.trim(),
    galleryType: 2,
    mournerList: values.mournerList,
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
