import {
  defaultThanksTitle,
  isCompleteMobile,
  messages,
  phoneDigits,
  thanksHeading,
  thanksPresets,
  type InvitationPhoto,
  type ThanksEdit,
  type ThanksNames,
  type ThanksPage,
  type ThanksRequest,
  type ThanksSaved,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { linkPreviewOf, photosOf } from '../file';
import { findByPublicNum, funeralViewOf, publicInvitation, weddingViewOf } from '../invitation';
import { findOrder, findThanks, upsertThanks, wreathSendersWithPhone, type ThanksOrder, type ThanksRow } from './queries';

// The thank-you page (issue 27, part 2): the host writes it from a preset,
// with one of the invitation's photos, and publishes it; guests read it by
// the invitation's public number.

/**
 * Who may write an order's page: whoever may edit the invitation (its member,
 * the non-member session of that order, an administrator). Anyone else is
 * told the order is not found, as for an unknown number: an order number is a
 * non-member's key, and the answer must not tell which ones exist.
 */
function mayWrite(user: SessionUser, order: ThanksOrder): boolean {
  if (user.roleType === 'ADMIN') return true;
  if (user.roleType === 'NON_MEMBER' || user.accountSeq === null) return order.accountSeq === null && user.nonMemberOrderNum === order.orderNum;
  return order.accountSeq === user.accountSeq;
}

async function hostOrder(db: Database, user: SessionUser, orderNum: string): Promise<ThanksOrder> {
  const order = await findOrder(db, orderNum);
  if (!order || !mayWrite(user, order)) throw new HttpError(404, messages.thanks.orderNotFound);
  return order;
}

interface InvitationFacts {
  names: ThanksNames;
  /** The main photo first, then the gallery. */
  photos: InvitationPhoto[];
  mainPath: string | null;
  editStyle: string | null;
}

/** What the page takes from its invitation: whose it is, its photos and the wedding card's colour. */
async function invitationFacts(db: Database, publicNum: string): Promise<InvitationFacts> {
  const invitation = await publicInvitation(db, publicNum);
  const photos = [...(invitation.mainPhoto ? [invitation.mainPhoto] : []), ...invitation.gallery];
  const common = { photos, mainPath: invitation.mainPath };
  if (invitation.type === 'W') {
    const { view } = await weddingViewOf(db, invitation.invitationSeq);
    return { ...common, names: { invitationType: 'W', groomName: view.groomName, brideName: view.brideName }, editStyle: view.editStyle };
  }
  const { view } = await funeralViewOf(db, invitation.invitationSeq);
  return {
    ...common,
    names: { invitationType: 'F', deceasedName: view.deceasedName, religion: view.religion, mainMournerName: view.mainMourner.name },
    editStyle: null,
  };
}

function editOf(order: ThanksOrder, facts: InvitationFacts, row: ThanksRow | undefined): ThanksEdit {
  return {
    orderNum: order.orderNum,
    publicNum: order.publicNum,
    invitationType: order.invitationType,
    names: facts.names,
    // Before the first save: the kind's (and religion's) first preset and the main photo.
    title: row?.title ?? defaultThanksTitle(facts.names),
    text: row?.text ?? thanksPresets(facts.names)[0] ?? '',
    photoPath: row ? row.photoPath : (facts.photos[0]?.path ?? null),
    published: row?.published ?? false,
    savedAt: row ? row.updateDate.toISOString() : null,
    photos: facts.photos,
    editStyle: facts.editStyle,
  };
}

/** GET /api/thanks/order/:orderNum */
export async function loadThanks(db: Database, user: SessionUser, orderNum: string): Promise<ThanksEdit> {
  const order = await hostOrder(db, user, orderNum);
  const [facts, row] = await Promise.all([invitationFacts(db, order.publicNum), findThanks(db, orderNum)]);
  return editOf(order, facts, row);
}

/** PUT /api/thanks/order/:orderNum: the photo must be one of the invitation's own. */
export async function saveThanks(db: Database, user: SessionUser, orderNum: string, request: ThanksRequest): Promise<ThanksSaved> {
  const order = await hostOrder(db, user, orderNum);
  const facts = await invitationFacts(db, order.publicNum);
  if (request.photoPath !== null && !facts.photos.some((photo) => photo.path === request.photoPath)) {
    throw new HttpError(400, messages.thanks.photoNotOwn);
  }
  const row = await upsertThanks(db, orderNum, request);
  return { ...editOf(order, facts, row), message: request.published ? messages.thanks.published : messages.thanks.saved };
}

export interface ThanksPageOf {
  page: ThanksPage;
  /** For the link preview: the names in the title, the text's first line, the picture's 1200×630 key. */
  preview: { title: string; description: string; imagePath: string | null };
}

/** The guests' page of a public number: the published page, or only that it is not published; 404 for an unknown number. */
export async function thanksPageOf(db: Database, publicNum: string): Promise<ThanksPageOf> {
  const facts = await invitationFacts(db, publicNum);
  const { names } = facts;
  const kindName = names.invitationType === 'W' ? '감사 인사' : '감사장';
  const title = `${thanksHeading(names)} ${kindName}`;
  const order = await findByPublicNum(db, publicNum);
  const row = order && (await findThanks(db, order.orderNum));
  if (!row?.published) {
    return {
      page: { published: false, invitationType: names.invitationType },
      preview: { title, description: '감사 인사를 준비하고 있습니다.', imagePath: null },
    };
  }
  const photo = row.photoPath ? ((await photosOf(db, [row.photoPath])).get(row.photoPath) ?? null) : null;
  // A gallery photo has no link-preview copy of its own: the invitation's main photo stands in.
  const imagePath = (row.photoPath && (await linkPreviewOf(db, row.photoPath))) || (facts.mainPath && (await linkPreviewOf(db, facts.mainPath))) || null;
  return {
    page: {
      published: true,
      invitationType: names.invitationType,
      publicNum,
      names,
      title: row.title,
      text: row.text,
      photo,
      editStyle: facts.editStyle,
    },
    preview: { title, description: row.title, imagePath },
  };
}

export interface ThanksRecipient {
  name: string;
  /** Digits only: '01012345678'. */
  phone: string;
}

/**
 * Who the thank-you goes to: each wreath sender who left a mobile number, once
 * per number (the first name given with it), in the order they sent.
 * Cancelled, failed and waiting payments are not senders.
 */
export async function thanksRecipients(db: Database, invitation: { orderNum: string }): Promise<ThanksRecipient[]> {
  const recipients = new Map<string, ThanksRecipient>();
  for (const sender of await wreathSendersWithPhone(db, invitation.orderNum)) {
    const phone = phoneDigits(sender.phoneNum);
    if (!isCompleteMobile(phone) || recipients.has(phone)) continue;
    recipients.set(phone, { name: sender.name?.trim() ?? '', phone });
  }
  return [...recipients.values()];
}
