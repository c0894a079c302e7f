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
  type ThanksSending,
  type ThanksSent,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { JobQueue } from '@server/lib/jobs';
import type { SessionUser } from '@server/plugins/session';
import { linkPreviewOf, photosOf } from '../file';
import { markThanked } from '../host';
import { findByPublicNum, funeralViewOf, publicInvitation, weddingViewOf } from '../invitation';
import { enqueueMessage, invitationFactsOf, invitationHeadline } from '../message';
import { existingMessageKeys, findOrder, findThanks, standingWreathSenders, upsertThanks, type ThanksOrder, type ThanksRow } from './queries';

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
  /** Every standing wreath sent from this number (the host's page marks each thanked). */
  paymentSeqs: number[];
}

export interface ThanksAudience {
  /**
   * Each wreath sender who left a mobile number, once per number (the first
   * name given with it), in the order they sent. Cancelled, failed and
   * waiting payments are not senders.
   */
  recipients: ThanksRecipient[];
  /** Standing wreaths whose sender left no mobile number: no one to send to. */
  withoutPhone: number;
}

/** Who the thank-you goes to, and how many wreaths it cannot reach. */
export async function thanksAudience(db: Database, orderNum: string): Promise<ThanksAudience> {
  const recipients = new Map<string, ThanksRecipient>();
  let withoutPhone = 0;
  for (const sender of await standingWreathSenders(db, orderNum)) {
    const phone = phoneDigits(sender.phoneNum);
    if (!isCompleteMobile(phone)) {
      withoutPhone += 1;
      continue;
    }
    const known = recipients.get(phone);
    if (known) known.paymentSeqs.push(sender.paymentSeq);
    else recipients.set(phone, { name: sender.name?.trim() ?? '', phone, paymentSeqs: [sender.paymentSeq] });
  }
  return { recipients: [...recipients.values()], withoutPhone };
}

/** One thank-you per order and phone: the message table keeps one row per key, so a second tap, a double click or a second instance sends nobody twice. */
const thanksMessageKey = (orderNum: string, phone: string) => `thanks:${orderNum}:${phone}`;

/** Who the message says it is from: the couple, or the chief mourner (the deceased's family when none is named). */
function thanksSender(names: ThanksNames): string {
  if (names.invitationType === 'W') return `${names.groomName} · ${names.brideName}`;
  return names.mainMournerName.trim() || `${thanksHeading(names)} 유족`;
}

/** GET /api/thanks/order/:orderNum/send: what one tap would do, for the button's label. */
export async function thanksSending(db: Database, user: SessionUser, orderNum: string): Promise<ThanksSending> {
  await hostOrder(db, user, orderNum);
  const [row, audience] = await Promise.all([findThanks(db, orderNum), thanksAudience(db, orderNum)]);
  const sent = await existingMessageKeys(
    db,
    audience.recipients.map((recipient) => thanksMessageKey(orderNum, recipient.phone)),
  );
  return { published: row?.published ?? false, recipients: audience.recipients.length, alreadySent: sent.size, withoutPhone: audience.withoutPhone };
}

export interface ThanksSendDeps {
  db: Database;
  jobs: JobQueue;
  /** The page's link in the message is built from it (PUBLIC_URL). */
  publicUrl: string;
  productName: string;
}

/**
 * POST /api/thanks/order/:orderNum/send: the published page's link by
 * 알림톡 to every wreath sender who left a phone, once per number ever, and
 * each of their wreaths marked '감사 인사 보냄' on the host's page (also the
 * ones sent before, so a mark the host cleared by hand comes back).
 */
export async function sendThanks(deps: ThanksSendDeps, user: SessionUser, orderNum: string): Promise<ThanksSent> {
  const { db } = deps;
  const order = await hostOrder(db, user, orderNum);
  const row = await findThanks(db, orderNum);
  // Sent before it is public, the link would open on '준비하고 있습니다'.
  if (!row?.published) throw new HttpError(409, messages.thanks.sendNotPublished);
  const [facts, audience, headline] = await Promise.all([
    invitationFacts(db, order.publicNum),
    thanksAudience(db, orderNum),
    invitationFactsOf(db, orderNum).then((row) => invitationHeadline(row)),
  ]);
  const values = {
    서비스: deps.productName,
    // Whose event and when, in the text itself (issue 24 §5): a guest can tell it from a look-alike.
    제목: headline,
    보낸분: thanksSender(facts.names),
    감사링크: `${deps.publicUrl.replace(/\/$/, '')}/thanks/${order.publicNum}`,
  };
  let queued = 0;
  let alreadySent = 0;
  for (const recipient of audience.recipients) {
    const { created } = await enqueueMessage(deps, {
      template: 'THANKS',
      to: recipient.phone,
      values,
      dedupeKey: thanksMessageKey(orderNum, recipient.phone),
      orderNum,
    });
    if (created) queued += 1;
    else alreadySent += 1;
    for (const paymentSeq of recipient.paymentSeqs) await markThanked(db, paymentSeq);
  }
  return { queued, alreadySent, withoutPhone: audience.withoutPhone, message: messages.thanks.sent(queued, alreadySent) };
}
