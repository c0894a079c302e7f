import { dateTimeText, messages, placeText, readInvitationLink, religionWordings, type InvitationVerify } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import { guestPage } from './view';

// 온기 초대장 확인 (issue 24 §5): what a pasted link or number is. Only what
// the invitation already shows every guest comes back (the names, the day,
// the place), never a phone, an account or the order number; a private one
// is named as ours and nothing more; an unknown number is the 404 the guest
// page gives, so the public-number guard counts it like any other guess.

/** Checks a pasted link or number against this service (`publicUrl`: the only domain it ever sends). */
export async function verifyInvitation(db: Database, link: string, publicUrl: string): Promise<InvitationVerify> {
  const read = readInvitationLink(link, [publicUrl]);
  if (read.kind === 'malformed') throw new HttpError(400, read.message);
  if (read.kind === 'foreign') return { result: 'foreign', domain: read.domain, shortened: read.shortened };
  let page: Awaited<ReturnType<typeof guestPage>>;
  try {
    page = await guestPage(db, read.publicNum);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 410) return { result: 'private' };
    if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, messages.invitationVerify.unknown);
    throw error;
  }
  const url = `${publicUrl}/invitation/${read.publicNum}`;
  const { wedding, funeral } = page.view;
  if (wedding) {
    return {
      result: 'real',
      invitationType: 'W',
      names: `${wedding.groomName} ♥ ${wedding.brideName}`,
      when: dateTimeText(wedding.eventDate, wedding.eventTime),
      where: placeText(wedding.place),
      url,
    };
  }
  if (!funeral) throw new HttpError(404, messages.invitationVerify.unknown);
  return {
    result: 'real',
    invitationType: 'F',
    names: `${religionWordings[funeral.religion].honorific} ${funeral.deceasedName}`,
    when: `발인 ${dateTimeText(funeral.funeralDate, funeral.funeralTime)}`,
    where: placeText(funeral.place),
    url,
  };
}
