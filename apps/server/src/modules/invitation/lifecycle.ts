import { messages, seoulDayRange, type InvitationLifecycle, type LifecycleSettings, type MessageBody } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import type { Storage } from '@server/integrations/storage/local';
import type { InvitationType } from '@server/db/schema';
import { removePhotos } from '../file';
import { mayEdit } from './save';
import { deleteInvitationRow, findOrderByNum, funeralTables, listAttachments, updateLifecycle, weddingTables, type LifecycleRow, type OrderRow } from './store';

// The invitation's life in the host's hands (issue 27, 공개·보관 설정): hide
// the gift accounts, stop taking wreaths once the event is over, make it
// private, set a day after which it is read-only, or delete it. The guest
// page, the kiosk and the payment start read the choices with the row they
// already load (store.ts invitationOfOrder) and ask these rules what follows.

/** '13:30' or '오후 1시 30분' as hours and minutes, or null when the time is not written that way. */
export function parseEventTime(text: string): [number, number] | null {
  const clock = /(\d{1,2})\s*[:시]\s*(\d{1,2})?/.exec(text);
  if (!clock) return null;
  let hours = Number(clock[1]);
  const minutes = Number(clock[2] ?? 0);
  if (/오후|PM/i.test(text) && hours < 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return [hours, minutes];
}

/**
 * When the event is over for the wreaths: its day and typed time in Korea,
 * or the end of its day when the time is not written as a clock time (a
 * family's '오전 중' still takes wreaths all that day).
 */
export function eventEnd(date: string, time: string): Date | null {
  const day = seoulDayRange(date, date);
  if (!day) return null;
  const clock = parseEventTime(time);
  if (!clock) return day.until;
  return new Date(day.from.getTime() + (clock[0] * 60 + clock[1]) * 60_000);
}

/** The first moment after the archive date (a Korean day): the page is read-only from then on. */
function archiveStart(archiveDate: string): Date | null {
  return seoulDayRange(archiveDate, archiveDate)?.until ?? null;
}

/** Whether the archive date is past: no edits, no new wreaths; guests still see the page. */
export function isArchived(archiveDate: string | null, now = new Date()): boolean {
  if (archiveDate === null) return false;
  const start = archiveStart(archiveDate);
  return start !== null && now >= start;
}

type WreathRule = Pick<LifecycleRow, 'wreathsStopAfterEvent' | 'archiveDate' | 'eventDate' | 'eventTime'>;

/** The moment the host's choices stop taking wreaths (the earlier of the event's end, when chosen, and the archive), or null. */
export function wreathsUntil(row: WreathRule): Date | null {
  const moments = [row.wreathsStopAfterEvent ? eventEnd(row.eventDate, row.eventTime) : null, row.archiveDate ? archiveStart(row.archiveDate) : null].filter(
    (moment): moment is Date => moment !== null,
  );
  return moments.length === 0 ? null : new Date(Math.min(...moments.map((moment) => moment.getTime())));
}

/** Why a new wreath is refused now by the host's choices (409), or null when it is taken. */
export function wreathRefusal(row: WreathRule, now = new Date()): string | null {
  if (isArchived(row.archiveDate, now)) return messages.invitationLifecycle.wreathsArchived;
  const end = row.wreathsStopAfterEvent ? eventEnd(row.eventDate, row.eventTime) : null;
  return end !== null && now >= end ? messages.invitationLifecycle.wreathsStopped : null;
}

/** The 410 a guest, the kiosk or a wreath meets on a private invitation: a calm message in the kind's words. */
export function closedError(type: InvitationType): HttpError {
  return new HttpError(410, messages.invitationLifecycle.closed(type));
}

/** An edit of an archived invitation is refused (409); its lifecycle choices stay the host's to change. */
export function refuseArchived(order: Pick<OrderRow, 'archiveDate'>, now = new Date()): void {
  if (isArchived(order.archiveDate, now)) throw new HttpError(409, messages.invitationLifecycle.archived);
}

/** The order a host names by its number, if the session may manage it: 404 unknown, 401 without a session, 403 someone else's (the kiosk's settings ask it too). */
export async function hostOrder(db: Database, orderNum: string, user: SessionUser | undefined) {
  const order = await findOrderByNum(db, orderNum);
  if (!order) throw new HttpError(404, messages.invitation.notFound);
  if (!user) throw new HttpError(401, messages.common.unauthenticated);
  if (!mayEdit(user, order)) throw new HttpError(403, messages.invitation.notOwner);
  return order;
}

function lifecycleOf(order: Awaited<ReturnType<typeof hostOrder>>, now = new Date()): InvitationLifecycle {
  return {
    orderNum: order.orderNum,
    publicNum: order.publicNum,
    invitationType: order.type,
    eventDate: order.eventDate,
    accountsHidden: order.accountsHidden,
    wreathsStopAfterEvent: order.wreathsStopAfterEvent,
    unpublished: order.unpublished,
    archiveDate: order.archiveDate,
    archived: isArchived(order.archiveDate, now),
  };
}

export async function readLifecycle(db: Database, orderNum: string, user: SessionUser | undefined): Promise<InvitationLifecycle> {
  return lifecycleOf(await hostOrder(db, orderNum, user));
}

/** Saves the host's choices; an archive date must fall on or after the event's day (none by default). */
export async function saveLifecycle(db: Database, orderNum: string, user: SessionUser | undefined, settings: LifecycleSettings): Promise<InvitationLifecycle> {
  const order = await hostOrder(db, orderNum, user);
  if (settings.archiveDate !== null && settings.archiveDate < order.eventDate) {
    throw new HttpError(400, messages.invitationLifecycle.archiveBeforeEvent(order.type));
  }
  const tables = order.type === 'W' ? weddingTables : funeralTables;
  await updateLifecycle(db, tables, order.invitationSeq, settings);
  return lifecycleOf({ ...order, ...settings });
}

/**
 * Deletes the invitation: its text and accounts with its row, its photos from
 * the storage after the rows that named them. The payments keep the order
 * number, so the back office's payment list, the ledger and the settlement
 * still show each amount, payer and date; guests then meet the not-found page.
 */
export async function deleteInvitation(db: Database, storage: Storage, orderNum: string, user: SessionUser | undefined): Promise<MessageBody> {
  const order = await hostOrder(db, orderNum, user);
  const tables = order.type === 'W' ? weddingTables : funeralTables;
  const photos = await listAttachments(db, tables, order.invitationSeq);
  await deleteInvitationRow(db, tables, order.invitationSeq);
  await removePhotos(
    db,
    storage,
    photos.map((photo) => photo.path),
  );
  return { message: messages.invitationLifecycle.deleted };
}
