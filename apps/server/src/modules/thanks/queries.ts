import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { funeralInvitations, orderNumbers, outboundMessages, payments, thanksPages, weddingInvitations, type InvitationType } from '@server/db/schema';

/** An order as its host reaches it: both numbers, the kind and the member who owns it (null for a non-member's). */
export interface ThanksOrder {
  orderNum: string;
  publicNum: string;
  invitationType: InvitationType;
  accountSeq: number | null;
}

/** The order an order number names, with its owner (order_number_order_num_key, then the kind's order number index). */
export async function findOrder(db: Database, orderNum: string): Promise<ThanksOrder | undefined> {
  const [order] = await db
    .select({ orderNum: orderNumbers.orderNum, publicNum: orderNumbers.publicNum, invitationType: orderNumbers.invitationType })
    .from(orderNumbers)
    .where(eq(orderNumbers.orderNum, orderNum))
    .limit(1);
  if (!order) return undefined;
  const table = order.invitationType === 'W' ? weddingInvitations : funeralInvitations;
  const [owner] = await db.select({ accountSeq: table.accountSeq }).from(table).where(eq(table.orderNum, orderNum)).limit(1);
  return owner && { ...order, accountSeq: owner.accountSeq };
}

export type ThanksRow = typeof thanksPages.$inferSelect;

export async function findThanks(db: Database, orderNum: string): Promise<ThanksRow | undefined> {
  const [row] = await db.select().from(thanksPages).where(eq(thanksPages.orderNum, orderNum)).limit(1);
  return row;
}

/** Writes the order's page, the first save making it (thanks_page_order_num_key). */
export async function upsertThanks(db: Database, orderNum: string, values: Pick<ThanksRow, 'title' | 'text' | 'photoPath' | 'published'>): Promise<ThanksRow> {
  const [row] = await db
    .insert(thanksPages)
    .values({ orderNum, ...values })
    .onConflictDoUpdate({ target: thanksPages.orderNum, set: { ...values, updateDate: new Date() } })
    .returning();
  if (!row) throw new Error('the thanks page was not written');
  return row;
}

/** The standing wreaths of an order with the phone each sender left (or none), oldest first (payment_order_listed_idx). */
export function standingWreathSenders(db: Database, orderNum: string) {
  return db
    .select({ paymentSeq: payments.paymentSeq, name: payments.name, phoneNum: payments.phoneNum })
    .from(payments)
    .where(and(eq(payments.orderNum, orderNum), eq(payments.purpose, 'WREATH'), inArray(payments.status, ['PAID', 'PARTIAL_CANCELLED'])))
    .orderBy(asc(payments.paidAt), asc(payments.paymentSeq));
}

/** Which of these dedupe keys already name a message (message_dedupe_key_idx): the thank-yous sent before. */
export async function existingMessageKeys(db: Database, dedupeKeys: readonly string[]): Promise<Set<string>> {
  if (dedupeKeys.length === 0) return new Set();
  const rows = await db
    .select({ dedupeKey: outboundMessages.dedupeKey })
    .from(outboundMessages)
    .where(inArray(outboundMessages.dedupeKey, [...dedupeKeys]));
  return new Set(rows.map((row) => row.dedupeKey));
}
