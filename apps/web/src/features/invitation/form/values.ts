// What both forms' values do alike. The request's own fields are held as
// they are sent, typed and defaulted by the shared schema; an edit load is
// laid over those defaults and the request picked back out by the same keys,
// so a field added to the shared schema reaches the form, the draft and the
// request with no word here. Beside them, what only a form has: the hall
// chosen from the partner's list and the photos as the kit's items.
import type { InvitationAttachment } from '@ongi/shared';
import type { ImageItem } from '@web/shared/ui/form';
import { hallSeqOf, type PartnerLookup } from './lookups';
import { storedPhotosOf } from './photos';

/** What both forms hold beside the request's fields. */
export type FormOnlyValues = {
  /** The hall chosen from the partner's list (its name fills the hall text). */
  hallSeq: number | null;
  mainImage: ImageItem | null;
  gallery: ImageItem[];
};

export const newFormOnlyValues = (): FormOnlyValues => ({ hallSeq: null, mainImage: null, gallery: [] });

/** An edit's form-only values: the hall found again by its text, the stored photos as thumbnails. */
export function storedFormOnlyValues(
  edit: { partnerSeq: number | null; attachList: readonly InvitationAttachment[] },
  hallText: string,
  lookups: PartnerLookup,
): FormOnlyValues {
  return { hallSeq: hallSeqOf(lookups.partners, edit.partnerSeq, hallText), ...storedPhotosOf(edit.attachList) };
}

/** The request's fields of an edit load over their defaults; a field the load has not (a logged-out host's name) keeps its default. */
export function storedFieldsOf<Fields extends object>(defaults: Fields, edit: { [K in keyof Fields]?: Fields[K] }): Fields {
  const fields = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof Fields>) if (key in edit) fields[key] = edit[key] as Fields[typeof key];
  return fields;
}

/** The request's fields out of the form's values; what only the form has stays behind. */
export function requestFieldsOf<Fields extends object>(defaults: Fields, values: Fields): Fields {
  return Object.fromEntries(Object.keys(defaults).map((key) => [key, values[key as keyof Fields]])) as Fields;
}
