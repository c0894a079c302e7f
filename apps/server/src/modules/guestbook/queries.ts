import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { funeralInvitations, guestbookMessages, orderNumbers, weddingInvitations, type InvitationType } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';

/** An invitation as its guestbook needs it: both numbers, the kind, the owner and the host's choices. */
export interface GuestbookOrder {
  orderNum: string;
  publicNum: string;
  invitationType: InvitationType;
  accountSeq: number | null;
  unpublished: boolean;
  /** From this day the invitation is read-only: guests still read it, nothing more is written. */
  archiveDate: string | null;
  guestbookEnabled: boolean;
  guestbookHostOnly: boolean;
  guestbookOnKiosk: boolean;
}

/** The order by one of its numbers (order_number's unique keys), then its invitation's row; undefined for none or a deleted invitation. */
async function findOrder(db: Database, by: 'orderNum' | 'publicNum', value: string): Promise<GuestbookOrder | undefined> {
  const [order] = await db
    .select({ orderNum: orderNumbers.orderNum, publicNum: orderNumbers.publicNum, invitationType: orderNumbers.invitationType })
    .from(orderNumbers)
    .where(eq(orderNumbers[by], value))
    .limit(1);
  if (!order) return undefined;
  const table = order.invitationType === 'W' ? weddingInvitations : funeralInvitations;
  const [row] = await db
    .select({
      accountSeq: table.accountSeq,
      unpublished: table.unpublished,
      archiveDate: table.archiveDate,
      guestbookEnabled: table.guestbookEnabled,
      guestbookHostOnly: table.guestbookHostOnly,
      guestbookOnKiosk: table.guestbookOnKiosk,
    })
    .from(table)
    .where(eq(table.orderNum, order.orderNum))
    .limit(1);
  return row && { ...order, ...row };
}

export const findOrderOfPublicNum = (db: Database, publicNum: string) => findOrder(db, 'publicNum', publicNum);
export const findOrderOfOrderNum = (db: Database, orderNum: string) => findOrder(db, 'orderNum', orderNum);

export async function updateSettings(
  db: Database,
  order: Pick<GuestbookOrder, 'orderNum' | 'invitationType'>,
  settings: { guestbookEnabled: boolean; guestbookHostOnly: boolean; guestbookOnKiosk: boolean },
): Promise<void> {
  const table = order.invitationType === 'W' ? weddingInvitations : funeralInvitations;
  await db.update(table).set(settings).where(eq(table.orderNum, order.orderNum));
}

const messageColumns = {
  messageSeq: guestbookMessages.messageSeq,
  name: guestbookMessages.name,
  body: guestbookMessages.body,
  createDate: guestbookMessages.createDate,
  hidden: guestbookMessages.hidden,
};

export type MessageRow = { messageSeq: number; name: string; body: string; createDate: Date; hidden: boolean };

/** A page of an order's messages, newest first (guestbook_message_order_create_idx); the host's list holds the hidden ones too. */
export function listMessages(db: Database, orderNum: string, request: PageRequest, { withHidden }: { withHidden: boolean }) {
  const query = db
    .select(messageColumns)
    .from(guestbookMessages)
    .where(and(eq(guestbookMessages.orderNum, orderNum), withHidden ? undefined : eq(guestbookMessages.hidden, false)))
    .$dynamic();
  return paginate(db, query, request, {
    orderBy: [descending(guestbookMessages.createDate), descending(guestbookMessages.messageSeq)],
    key: guestbookMessages.messageSeq,
  });
}

/** The newest messages guests see, for the kiosk. */
export function newestShown(db: Database, orderNum: string, limit: number): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(guestbookMessages)
    .where(and(eq(guestbookMessages.orderNum, orderNum), eq(guestbookMessages.hidden, false)))
    .orderBy(desc(guestbookMessages.createDate), desc(guestbookMessages.messageSeq))
    .limit(limit);
}

/** Whether this browser wrote a message after `since` (guestbook_message_writer_idx). */
export async function wroteSince(db: Database, writerKey: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ messageSeq: guestbookMessages.messageSeq })
    .from(guestbookMessages)
    .where(and(eq(guestbookMessages.writerKey, writerKey), gt(guestbookMessages.createDate, since)))
    .limit(1);
  return row !== undefined;
}

export async function insertMessage(
  db: Database,
  values: { orderNum: string; name: string; body: string; passwordHash: string; writerKey: string },
): Promise<MessageRow> {
  const [row] = await db.insert(guestbookMessages).values(values).returning(messageColumns);
  if (!row) throw new Error('guestbook_message insert returned no row');
  return row;
}

/** One message of an order (a number of another order is not found). */
export async function findMessage(db: Database, orderNum: string, messageSeq: number) {
  const [row] = await db
    .select({ ...messageColumns, passwordHash: guestbookMessages.passwordHash })
    .from(guestbookMessages)
    .where(and(eq(guestbookMessages.orderNum, orderNum), eq(guestbookMessages.messageSeq, messageSeq)))
    .limit(1);
  return row;
}

export async function setHidden(db: Database, orderNum: string, messageSeq: number, hidden: boolean): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(guestbookMessages)
    .set({ hidden })
    .where(and(eq(guestbookMessages.orderNum, orderNum), eq(guestbookMessages.messageSeq, messageSeq)))
    .returning(messageColumns);
  return row;
}

export async function deleteMessage(db: Database, orderNum: string, messageSeq: number): Promise<boolean> {
  const rows = await db
    .delete(guestbookMessages)
    .where(and(eq(guestbookMessages.orderNum, orderNum), eq(guestbookMessages.messageSeq, messageSeq)))
    .returning({ messageSeq: guestbookMessages.messageSeq });
  return rows.length > 0;
}
