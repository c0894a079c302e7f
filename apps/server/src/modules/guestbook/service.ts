import { createHash, randomBytes } from 'node:crypto';
import {
  guestbookHostPageSize,
  guestbookKioskCount,
  guestbookOnKiosk,
  guestbookPageSize,
  guestbookRepeatSeconds,
  guestbookShowing,
  messages,
  type GuestbookCreate,
  type GuestbookHostMessage,
  type GuestbookMessage,
  type GuestbookPage,
  type GuestbookSettings,
  type GuestbookSettingsAnswer,
  type MessageBody,
  type Page,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import { announceGuestbookChanged } from '@server/lib/guestbook-changed';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { hashPassword, verifyPassword } from '../account';
import { closedError, isArchived } from '../invitation';
import { ownsOrder } from '../payment';
import {
  deleteMessage,
  findMessage,
  findOrderOfOrderNum,
  findOrderOfPublicNum,
  insertMessage,
  listMessages,
  newestShown,
  setHidden,
  updateSettings,
  wroteSince,
  type GuestbookOrder,
  type MessageRow,
} from './queries';

// The guestbook's rules: guests reach it by the public number (404 unknown,
// 410 private, as the guest page), the host by the order number (someone
// else's answers as an unknown one, as the host's page). Every change a
// kiosk could show is announced to the screens (lib/guestbook-changed.ts).

function messageOf(row: MessageRow): GuestbookMessage {
  return { messageSeq: row.messageSeq, name: row.name, body: row.body, createdAt: row.createDate.toISOString() };
}

function settingsOf(order: GuestbookOrder): GuestbookSettings {
  return { enabled: order.guestbookEnabled, hostOnly: order.guestbookHostOnly, onKiosk: order.guestbookOnKiosk };
}

/** The invitation guests name by its public number: 404 unknown or deleted, 410 private. */
async function guestOrder(db: Database, publicNum: string): Promise<GuestbookOrder> {
  const order = await findOrderOfPublicNum(db, publicNum);
  if (!order) throw new HttpError(404, messages.invitation.notFound);
  if (order.unpublished) throw closedError(order.invitationType);
  return order;
}

/** The host's own order, or the 404 an unknown one answers: a non-member's order number must not be confirmed to anyone else. */
async function hostOrder(db: Database, user: SessionUser, orderNum: string): Promise<GuestbookOrder> {
  const order = await findOrderOfOrderNum(db, orderNum);
  if (!order || !ownsOrder(user, order)) throw new HttpError(404, messages.review.orderNotFound);
  return order;
}

export async function guestPage(db: Database, publicNum: string, page: number): Promise<GuestbookPage> {
  const order = await guestOrder(db, publicNum);
  const showing = guestbookShowing(settingsOf(order));
  if (showing !== 'public') return { content: [], totalElements: 0, showing };
  const rows = await listMessages(db, order.orderNum, { page, size: guestbookPageSize }, { withHidden: false });
  return { content: rows.content.map(messageOf), totalElements: rows.totalElements, showing };
}

/** A browser's own random id (from its cookie), kept as a hash: the rows never hold what the cookie says. */
export function writerKeyOf(browserId: string): string {
  return createHash('sha256').update(browserId).digest('base64url');
}

export function newBrowserId(): string {
  return randomBytes(18).toString('base64url');
}

export async function createMessage(db: Database, publicNum: string, browserId: string, input: GuestbookCreate, now = new Date()): Promise<GuestbookMessage> {
  const order = await guestOrder(db, publicNum);
  // Off, or past the archive date the host set (the invitation is read-only then, as for wreaths and 참석 의사).
  if (!order.guestbookEnabled || isArchived(order.archiveDate, now)) throw new HttpError(409, messages.guestbook.closed);
  const writerKey = writerKeyOf(browserId);
  if (await wroteSince(db, writerKey, new Date(now.getTime() - guestbookRepeatSeconds * 1000))) {
    throw new HttpError(429, messages.guestbook.tooSoon(guestbookRepeatSeconds));
  }
  const passwordHash = await hashPassword(input.password);
  const row = await insertMessage(db, { orderNum: order.orderNum, name: input.name, body: input.body, passwordHash, writerKey });
  await announceGuestbookChanged(db, order.publicNum);
  return messageOf(row);
}

/** A guest deletes their own message with the password they chose; a wrong one is refused (403). */
export async function deleteOwnMessage(db: Database, publicNum: string, messageSeq: number, password: string): Promise<MessageBody> {
  const order = await guestOrder(db, publicNum);
  const message = await findMessage(db, order.orderNum, messageSeq);
  if (!message) throw new HttpError(404, messages.guestbook.notFound);
  if (!(await verifyPassword(message.passwordHash, password))) throw new HttpError(403, messages.guestbook.passwordWrong);
  await deleteMessage(db, order.orderNum, messageSeq);
  await announceGuestbookChanged(db, order.publicNum);
  return { message: messages.guestbook.deleted };
}

export async function hostPage(db: Database, user: SessionUser, orderNum: string, page: number): Promise<Page<GuestbookHostMessage>> {
  const order = await hostOrder(db, user, orderNum);
  const rows = await listMessages(db, order.orderNum, { page, size: guestbookHostPageSize }, { withHidden: true });
  return { content: rows.content.map((row) => ({ ...messageOf(row), hidden: row.hidden })), totalElements: rows.totalElements };
}

export async function hideMessage(db: Database, user: SessionUser, orderNum: string, messageSeq: number, hidden: boolean): Promise<GuestbookHostMessage> {
  const order = await hostOrder(db, user, orderNum);
  const row = await setHidden(db, order.orderNum, messageSeq, hidden);
  if (!row) throw new HttpError(404, messages.guestbook.notFound);
  await announceGuestbookChanged(db, order.publicNum);
  return { ...messageOf(row), hidden: row.hidden };
}

export async function hostDeleteMessage(db: Database, user: SessionUser, orderNum: string, messageSeq: number): Promise<MessageBody> {
  const order = await hostOrder(db, user, orderNum);
  if (!(await deleteMessage(db, order.orderNum, messageSeq))) throw new HttpError(404, messages.guestbook.notFound);
  await announceGuestbookChanged(db, order.publicNum);
  return { message: messages.guestbook.deleted };
}

export async function readSettings(db: Database, user: SessionUser, orderNum: string): Promise<GuestbookSettingsAnswer> {
  const order = await hostOrder(db, user, orderNum);
  return { ...settingsOf(order), invitationType: order.invitationType };
}

export async function saveSettings(db: Database, user: SessionUser, orderNum: string, settings: GuestbookSettings): Promise<GuestbookSettingsAnswer> {
  const order = await hostOrder(db, user, orderNum);
  await updateSettings(db, order, { guestbookEnabled: settings.enabled, guestbookHostOnly: settings.hostOnly, guestbookOnKiosk: settings.onKiosk });
  await announceGuestbookChanged(db, order.publicNum);
  return { ...settings, invitationType: order.invitationType };
}

/** The messages a kiosk shows now: the newest not hidden, or null when the host does not show them there. */
export async function kioskMessages(db: Database, publicNum: string): Promise<GuestbookMessage[] | null> {
  const order = await findOrderOfPublicNum(db, publicNum);
  if (!order || order.unpublished || !guestbookOnKiosk(settingsOf(order))) return null;
  return (await newestShown(db, order.orderNum, guestbookKioskCount)).map(messageOf);
}
