import type { WeddingView } from './schemas';

type Text = string | null | undefined;

/** The names and phones a wedding's contacts are made of, as stored or as typed in the form. */
export interface WeddingContactFields {
  groomName: Text;
  groomContactName: Text;
  groomContactPhone: Text;
  brideName: Text;
  brideContactName: Text;
  brideContactPhone: Text;
}

const clean = (text: Text) => (text ?? '').trim();

/**
 * The contacts a guest can call or text: the sides whose phone the host gave,
 * under the contact's name or else the groom's or bride's. The guest view
 * (server) and the form's preview (web) both draw them from this.
 */
export function weddingContacts(fields: WeddingContactFields): WeddingView['contacts'] {
  const contacts: WeddingView['contacts'] = [];
  const groomPhone = clean(fields.groomContactPhone);
  const bridePhone = clean(fields.brideContactPhone);
  if (groomPhone) contacts.push({ side: 'groom', name: clean(fields.groomContactName) || clean(fields.groomName), phone: groomPhone });
  if (bridePhone) contacts.push({ side: 'bride', name: clean(fields.brideContactName) || clean(fields.brideName), phone: bridePhone });
  return contacts;
}
