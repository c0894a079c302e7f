import { placeText, religionWordings, type KioskData } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { kioskMessages } from '../guestbook';
import { funeralViewOf, publicInvitation, weddingViewOf } from '../invitation';

/**
 * What a kiosk screen shows of an invitation, found as the guest page finds
 * it (by the public number; 404 for an unknown one or an order number): the
 * names, the photos and the address its QR code leads to. Only what the
 * guest page already shows publicly; the kiosk needs none of the contacts or
 * accounts.
 */
export async function kioskData(db: Database, publicNum: string): Promise<KioskData> {
  const invitation = await publicInvitation(db, publicNum);
  const photos = [...(invitation.mainPhoto ? [invitation.mainPhoto] : []), ...invitation.gallery];
  const common = { type: invitation.type, publicNum, guestPagePath: `/invitation/${publicNum}`, photos, messages: await kioskMessages(db, publicNum) };
  if (invitation.type === 'W') {
    const { row, view } = await weddingViewOf(db, invitation.invitationSeq);
    return {
      ...common,
      kioskStyle: row.kioskStyle,
      wedding: { groomName: view.groomName, brideName: view.brideName, eventDate: view.eventDate, eventTime: view.eventTime, placeName: placeText(view.place) },
      funeral: null,
    };
  }
  const { row, view } = await funeralViewOf(db, invitation.invitationSeq);
  const wording = religionWordings[view.religion];
  return {
    ...common,
    kioskStyle: row.kioskStyle,
    wedding: null,
    funeral: {
      deceasedName: view.deceasedName,
      religion: view.religion,
      honorific: wording.honorific,
      heading: wording.heading,
      placeName: placeText(view.place),
    },
  };
}
