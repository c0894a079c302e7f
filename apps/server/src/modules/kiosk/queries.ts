import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { funeralInvitations, orderNumbers, payments, weddingInvitations, type InvitationType } from '@server/db/schema';
import { standingWreath } from '../payment';

/**
 * The invitation behind a public number with what the name wall obeys (the
 * host's private switch and total choice), in one lookup: the order number
 * (order_number_public_num_key), then its kind's row ({kind}_order_num_key).
 */
export async function wallInvitation(
  db: Database,
  publicNum: string,
): Promise<{ type: InvitationType; orderNum: string; unpublished: boolean; showTotal: boolean } | undefined> {
  const [row] = await db
    .select({
      type: orderNumbers.invitationType,
      orderNum: orderNumbers.orderNum,
      unpublished: sql<boolean | null>`coalesce(${weddingInvitations.unpublished}, ${funeralInvitations.unpublished})`,
      showTotal: sql<boolean | null>`coalesce(${weddingInvitations.kioskShowTotal}, ${funeralInvitations.kioskShowTotal})`,
    })
    .from(orderNumbers)
    .leftJoin(weddingInvitations, and(eq(orderNumbers.invitationType, 'W'), eq(weddingInvitations.orderNum, orderNumbers.orderNum)))
    .leftJoin(funeralInvitations, and(eq(orderNumbers.invitationType, 'F'), eq(funeralInvitations.orderNum, orderNumbers.orderNum)))
    .where(eq(orderNumbers.publicNum, publicNum))
    .limit(1);
  // A deleted invitation keeps its order number (its payments name it) but has no row: not found, as for guests.
  if (!row || row.unpublished === null || row.showTotal === null) return undefined;
  return { type: row.type, orderNum: row.orderNum, unpublished: row.unpublished, showTotal: row.showTotal };
}

/** The senders of an invitation's standing wreaths, newest first, `limit` at most (payment_order_wreath_idx). */
export function listSenders(db: Database, orderNum: string, limit: number) {
  return db
    .select({ paymentSeq: payments.paymentSeq, name: payments.name, senderDisplay: payments.senderDisplay })
    .from(payments)
    .where(and(eq(payments.orderNum, orderNum), standingWreath))
    .orderBy(desc(payments.paidAt), desc(payments.paymentSeq))
    .limit(limit);
}

const tableOf = (type: InvitationType) => (type === 'W' ? weddingInvitations : funeralInvitations);

export async function readShowTotal(db: Database, type: InvitationType, orderNum: string): Promise<boolean> {
  const table = tableOf(type);
  const [row] = await db.select({ showTotal: table.kioskShowTotal }).from(table).where(eq(table.orderNum, orderNum)).limit(1);
  return row?.showTotal ?? false;
}

export async function writeShowTotal(db: Database, type: InvitationType, orderNum: string, showTotal: boolean): Promise<void> {
  const table = tableOf(type);
  await db.update(table).set({ kioskShowTotal: showTotal }).where(eq(table.orderNum, orderNum));
}
