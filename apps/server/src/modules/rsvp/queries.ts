import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { orderNumbers, rsvps, weddingInvitations } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

const weddingColumns = {
  weddingInvitationSeq: weddingInvitations.weddingInvitationSeq,
  orderNum: weddingInvitations.orderNum,
  accountSeq: weddingInvitations.accountSeq,
  rsvpEnabled: weddingInvitations.rsvpEnabled,
  rsvpDeadline: weddingInvitations.rsvpDeadline,
  unpublished: weddingInvitations.unpublished,
  archiveDate: weddingInvitations.archiveDate,
};

export type RsvpWedding = NonNullable<Awaited<ReturnType<typeof weddingOfPublicNum>>>;

/** The wedding a guest's public number names (order_number_public_num_key); a funeral notice is none. */
export async function weddingOfPublicNum(db: Database, publicNum: string) {
  const [row] = await db
    .select(weddingColumns)
    .from(orderNumbers)
    .innerJoin(weddingInvitations, eq(weddingInvitations.orderNum, orderNumbers.orderNum))
    .where(eq(orderNumbers.publicNum, publicNum))
    .limit(1);
  return row;
}

/** The wedding of a host's order number, with its owner (wedding_invitation_order_num_key). */
export async function weddingOfOrderNum(db: Database, orderNum: string) {
  const [row] = await db.select(weddingColumns).from(weddingInvitations).where(eq(weddingInvitations.orderNum, orderNum)).limit(1);
  return row;
}

export async function saveSettings(db: Database, weddingInvitationSeq: number, settings: { rsvpEnabled: boolean; rsvpDeadline: Date | null }) {
  await db.update(weddingInvitations).set(settings).where(eq(weddingInvitations.weddingInvitationSeq, weddingInvitationSeq));
}

export interface RsvpValues {
  name: string;
  side: 'groom' | 'bride';
  attendance: 'yes' | 'no' | 'undecided';
  headcount: number;
  meal: 'yes' | 'no' | 'undecided';
  phone: string | null;
  note: string | null;
}

const answerColumns = {
  rsvpSeq: rsvps.rsvpSeq,
  name: rsvps.name,
  side: rsvps.side,
  attendance: rsvps.attendance,
  headcount: rsvps.headcount,
  meal: rsvps.meal,
  phone: rsvps.phone,
  note: rsvps.note,
  createDate: rsvps.createDate,
  updateDate: rsvps.updateDate,
};
export type RsvpRow = Pick<typeof rsvps.$inferSelect, keyof typeof answerColumns>;

export async function countAnswers(db: Database, weddingInvitationSeq: number): Promise<number> {
  const [row] = await db.select({ answers: count() }).from(rsvps).where(eq(rsvps.weddingInvitationSeq, weddingInvitationSeq));
  return row?.answers ?? 0;
}

export async function insertAnswer(
  db: Database,
  weddingInvitationSeq: number,
  values: RsvpValues,
  secrets: { editTokenHash: string; passwordHash: string | null },
): Promise<RsvpRow> {
  const rows = await db
    .insert(rsvps)
    .values({ weddingInvitationSeq, ...values, ...secrets })
    .returning(answerColumns);
  return only(rows, 'the rsvp row just written');
}

export async function answerByToken(db: Database, weddingInvitationSeq: number, editTokenHash: string): Promise<RsvpRow | undefined> {
  const [row] = await db
    .select(answerColumns)
    .from(rsvps)
    .where(and(eq(rsvps.weddingInvitationSeq, weddingInvitationSeq), eq(rsvps.editTokenHash, editTokenHash)))
    .limit(1);
  return row;
}

export async function updateAnswer(db: Database, rsvpSeq: number, values: RsvpValues): Promise<RsvpRow> {
  const rows = await db.update(rsvps).set(values).where(eq(rsvps.rsvpSeq, rsvpSeq)).returning(answerColumns);
  return only(rows, 'the rsvp row just changed');
}

/** Answers of the wedding under this name that set a password: a few at most (two guests may share a name). */
export function answersWithPassword(db: Database, weddingInvitationSeq: number, name: string) {
  return db
    .select({ rsvpSeq: rsvps.rsvpSeq, passwordHash: rsvps.passwordHash })
    .from(rsvps)
    .where(and(eq(rsvps.weddingInvitationSeq, weddingInvitationSeq), eq(rsvps.name, name), isNotNull(rsvps.passwordHash)))
    .orderBy(desc(rsvps.rsvpSeq))
    .limit(5);
}

/** A new token for an answer found by name and password; the browser that had the old one must find it again. */
export async function replaceToken(db: Database, rsvpSeq: number, editTokenHash: string): Promise<RsvpRow> {
  const rows = await db.update(rsvps).set({ editTokenHash }).where(eq(rsvps.rsvpSeq, rsvpSeq)).returning(answerColumns);
  return only(rows, 'the rsvp row found by name');
}

/** Per side and answer: how many answered, the people they bring and how many of them eat. */
export function tallyRows(db: Database, weddingInvitationSeq: number) {
  return db
    .select({
      side: rsvps.side,
      attendance: rsvps.attendance,
      answers: count(),
      guests: sql<number>`coalesce(sum(${rsvps.headcount}), 0)::int`,
      mealGuests: sql<number>`coalesce(sum(${rsvps.headcount}) filter (where ${rsvps.meal} = 'yes'), 0)::int`,
    })
    .from(rsvps)
    .where(eq(rsvps.weddingInvitationSeq, weddingInvitationSeq))
    .groupBy(rsvps.side, rsvps.attendance);
}

function answerSearch(word: string | undefined): SQL | undefined {
  if (!word) return undefined;
  const pattern = containsPattern(word);
  return or(sql`${rsvps.name} ilike ${pattern}`, sql`${rsvps.phone} ilike ${pattern}`, sql`${rsvps.note} ilike ${pattern}`);
}

/** The wedding's answers, newest first, on rsvp_invitation_idx; a search counts what it found. */
export function listAnswers(db: Database, weddingInvitationSeq: number, request: PageRequest, word: string | undefined) {
  const query = db
    .select(answerColumns)
    .from(rsvps)
    .where(and(eq(rsvps.weddingInvitationSeq, weddingInvitationSeq), answerSearch(word)))
    .$dynamic();
  return paginate(db, query, request, { orderBy: [descending(rsvps.rsvpSeq)], key: rsvps.rsvpSeq });
}
