import { and, asc, desc, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { MessageChannel, MessageState, MessageTemplateCode } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { outboundMessages } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

export type MessageRecord = typeof outboundMessages.$inferSelect;
type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

/** PGlite answers execute() with { rows }, node-postgres with a QueryResult that has rows too. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface NewMessage {
  template: MessageTemplateCode;
  recipientPhone: string;
  variables: Record<string, string>;
  text: string;
  dedupeKey: string;
  orderNum?: string | null;
  sendAfter?: Date;
}

/** The message, or nothing when one with its dedupe key is already there (ON CONFLICT DO NOTHING: that one is the message). */
export async function insertMessage(db: Executor, message: NewMessage): Promise<MessageRecord | undefined> {
  const rows = await db
    .insert(outboundMessages)
    .values({ ...message, orderNum: message.orderNum ?? null, sendAfter: message.sendAfter ?? new Date() })
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning();
  return rows[0];
}

export async function findMessage(db: Database, messageSeq: number): Promise<MessageRecord | undefined> {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.messageSeq, messageSeq));
  return row;
}

export async function findMessageByKey(db: Database, dedupeKey: string): Promise<MessageRecord | undefined> {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.dedupeKey, dedupeKey));
  return row;
}

/**
 * Starts an attempt: the row moves to SENDING (attempts + 1) before the
 * provider is called, in one statement that only a QUEUED or SENDING row
 * passes. `uncertain` says an earlier attempt was left SENDING (its process
 * stopped mid-send, or the answer never came): the provider is asked first.
 * The first attempt of an uncertain run keeps its time, which is where the
 * provider is asked from.
 */
export async function startAttempt(db: Database, messageSeq: number, now: Date): Promise<{ message: MessageRecord; uncertain: boolean } | undefined> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE message m SET state = 'SENDING', attempts = m.attempts + 1,
      attempted_at = CASE WHEN prev.state = 'SENDING' THEN coalesce(m.attempted_at, ${at}::timestamptz) ELSE ${at}::timestamptz END,
      update_date = ${at}::timestamptz
    FROM (SELECT message_seq, state FROM message WHERE message_seq = ${messageSeq} FOR UPDATE) prev
    WHERE m.message_seq = prev.message_seq AND prev.state IN ('QUEUED', 'SENDING')
    RETURNING prev.state AS previous`);
  const previous = rowsOf<{ previous: MessageState }>(result)[0]?.previous;
  if (!previous) return undefined;
  const message = await findMessage(db, messageSeq);
  return message && { message, uncertain: previous === 'SENDING' };
}

/** The words as this attempt sends them (messages that count at sending fill theirs when the attempt starts). */
export async function fillMessage(db: Database, messageSeq: number, filled: { variables: Record<string, string>; text: string }) {
  await db.update(outboundMessages).set(filled).where(eq(outboundMessages.messageSeq, messageSeq));
}

export async function markSent(db: Database, messageSeq: number, sent: { channel: MessageChannel; providerId: string }, now: Date) {
  await db
    .update(outboundMessages)
    .set({ state: 'SENT', channel: sent.channel, providerId: sent.providerId, sentAt: now, lastError: null, updateDate: now })
    .where(eq(outboundMessages.messageSeq, messageSeq));
}

/** The provider refused it: nothing went out, so the next attempt sends without asking first (or it has failed for good). */
export async function markRefused(db: Database, messageSeq: number, error: string, final: boolean, now: Date) {
  await db
    .update(outboundMessages)
    .set({ state: final ? 'FAILED' : 'QUEUED', lastError: error, attemptedAt: null, updateDate: now })
    .where(and(eq(outboundMessages.messageSeq, messageSeq), eq(outboundMessages.state, 'SENDING')));
}

/** The outcome is not known (no answer, a stop mid-send): left SENDING, its error kept; the next attempt asks the provider first. */
export async function markUncertain(db: Database, messageSeq: number, error: string, final: boolean, now: Date) {
  await db
    .update(outboundMessages)
    .set({ ...(final ? { state: 'FAILED' as const } : {}), lastError: error, updateDate: now })
    .where(and(eq(outboundMessages.messageSeq, messageSeq), eq(outboundMessages.state, 'SENDING')));
}

/** Messages whose time has come and that are not sent yet (the dispatch pass sends each a job; a job already waiting is not doubled). */
export async function dueMessages(db: Database, now: Date, limit = 500) {
  return db
    .select({ messageSeq: outboundMessages.messageSeq, dedupeKey: outboundMessages.dedupeKey, sendAfter: outboundMessages.sendAfter })
    .from(outboundMessages)
    .where(and(inArray(outboundMessages.state, ['QUEUED', 'SENDING']), lte(outboundMessages.sendAfter, now)))
    .orderBy(asc(outboundMessages.sendAfter))
    .limit(limit);
}

/** The latest 기부화환 도착 message of an order (the batching looks at whether it went and when). */
export async function latestWreathMessage(db: Executor, orderNum: string) {
  const [row] = await db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.orderNum, orderNum), eq(outboundMessages.template, 'WREATH_ARRIVED')))
    .orderBy(desc(outboundMessages.messageSeq))
    .limit(1);
  return row;
}

/** How many messages there are of each template and state (the metrics' gauge). */
export async function countByTemplateAndState(db: Database) {
  return db
    .select({ template: outboundMessages.template, state: outboundMessages.state, count: sql<number>`count(*)::int` })
    .from(outboundMessages)
    .groupBy(outboundMessages.template, outboundMessages.state);
}

/** What the message list sorts by (adminMessageSorts), ties by number. */
export const adminMessageSort = {
  columns: { createdAt: outboundMessages.createDate, kind: outboundMessages.template, status: outboundMessages.state },
  key: outboundMessages.messageSeq,
};

/** The back office's list, newest first; by state, and by phone or order number. */
export async function listMessages(
  db: Database,
  query: { searchType: 'all' | 'phone' | 'orderNum'; searchWord?: string; state?: MessageState },
  request: PageRequest,
) {
  const digits = query.searchWord?.replace(/\D/g, '');
  const pattern = query.searchWord ? containsPattern(query.searchWord) : undefined;
  const phonePattern = digits ? containsPattern(digits) : undefined;
  const byPhone = phonePattern ? ilike(outboundMessages.recipientPhone, phonePattern) : undefined;
  const byOrder = pattern ? ilike(outboundMessages.orderNum, pattern) : undefined;
  const byWord = pattern ? { all: or(byPhone, byOrder), phone: byPhone ?? sql`false`, orderNum: byOrder }[query.searchType] : undefined;
  const byState = query.state ? eq(outboundMessages.state, query.state) : undefined;
  const rows = db.select().from(outboundMessages).where(and(byWord, byState)).$dynamic();
  return paginate(db, rows, request, {
    orderBy: [descending(outboundMessages.createDate), descending(outboundMessages.messageSeq)],
    key: outboundMessages.messageSeq,
  });
}

/** The host's phone and the invitation's kind: the non-member's own, else the member account's. */
export async function hostOf(db: Executor, orderNum: string) {
  const result = await db.execute(sql`
    SELECT o.invitation_type AS "invitationType",
      coalesce(w.non_member_phone, wa.phone_num, f.non_member_phone, fa.phone_num) AS phone
    FROM order_number o
    LEFT JOIN wedding_invitation w ON w.order_num = o.order_num
    LEFT JOIN account wa ON wa.account_seq = w.account_seq
    LEFT JOIN funeral_invitation f ON f.order_num = o.order_num
    LEFT JOIN account fa ON fa.account_seq = f.account_seq
    WHERE o.order_num = ${orderNum}`);
  return rowsOf<{ invitationType: string; phone: string | null }>(result)[0];
}

/** What an invitation shows of whom and when, for a message to name it (issue 24 §5: a message without them reads like a fake). */
export async function invitationFactsOf(db: Executor, orderNum: string) {
  const result = await db.execute(sql`
    SELECT o.invitation_type AS "invitationType",
      w.groom_name AS "groomName", w.bride_name AS "brideName", w.event_date::text AS "eventDate",
      f.deceased_name AS "deceasedName", f.religion AS "religion", f.funeral_date::text AS "funeralDate"
    FROM order_number o
    LEFT JOIN wedding_invitation w ON w.order_num = o.order_num
    LEFT JOIN funeral_invitation f ON f.order_num = o.order_num
    WHERE o.order_num = ${orderNum}`);
  return rowsOf<InvitationFacts>(result)[0];
}

export interface InvitationFacts {
  invitationType: string;
  groomName: string | null;
  brideName: string | null;
  eventDate: string | null;
  deceasedName: string | null;
  religion: string | null;
  funeralDate: string | null;
}

/** Wreaths paid for the order since the last 기부화환 도착 that went out before this one (all of them when none did), and the order's kind. */
export async function wreathsSinceLastMessage(db: Database, orderNum: string, messageSeq: number) {
  const result = await db.execute(sql`
    SELECT count(*)::int AS count, (SELECT invitation_type FROM order_number WHERE order_num = ${orderNum}) AS "invitationType"
    FROM payment p
    WHERE p.order_num = ${orderNum} AND p.purpose = 'WREATH' AND p.status IN ('PAID', 'PARTIAL_CANCELLED')
      AND p.paid_at > coalesce((
        SELECT max(coalesce(m.sent_at, m.attempted_at)) FROM message m
        WHERE m.order_num = ${orderNum} AND m.template = 'WREATH_ARRIVED' AND m.message_seq < ${messageSeq} AND m.state = 'SENT'
      ), '-infinity'::timestamptz)`);
  return rowsOf<{ count: number; invitationType: string | null }>(result)[0];
}
