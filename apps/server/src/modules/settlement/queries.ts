import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminSettlementRow, SettlementLine, SettlementLineKind } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { accounts, campaigns, donationGroups, payments, settlementBatches, settlementLines } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

// The settlements' SQL (docs/decisions/021-settlements.md). "Standing" is the
// ledger's rule: a WREATH payment that is PAID or PARTIAL_CANCELLED; what an
// organisation is owed for a payment is its donated_amount while it stands, 0
// once wholly cancelled.

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const standing = sql`${payments.purpose} = 'WREATH' and ${payments.status} in ('PAID', 'PARTIAL_CANCELLED')`;
/** What the organisation is owed for a payment now. */
export const owedNow = sql<number>`(case when ${standing} then ${payments.donatedAmount} else 0 end)`;

/** The first instant of a Korean day, and of the day after another: a period of Korean days as a range of paid_at. */
const seoulStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Seoul')`;
const seoulEndExclusive = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Seoul')`;

const lineColumns = {
  paymentSeq: payments.paymentSeq,
  paymentId: payments.paymentId,
  name: payments.name,
  campaignName: campaigns.campaignName,
  paidAt: payments.paidAt,
  amount: payments.amount,
  cancelledAmount: payments.cancelledAmount,
};

type LineRow = {
  paymentSeq: number;
  paymentId: string;
  name: string | null;
  campaignName: string | null;
  paidAt: Date | null;
  amount: number;
  cancelledAmount: number;
};

function lineOf(row: LineRow, kind: SettlementLineKind, lineAmount: number, settlementLineSeq: number | null = null): SettlementLine {
  return {
    settlementLineSeq,
    kind,
    paymentSeq: row.paymentSeq,
    paymentId: row.paymentId,
    name: row.name,
    campaignName: row.campaignName,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    amount: row.amount,
    cancelledAmount: row.cancelledAmount,
    lineAmount,
  };
}

export async function findDonationGroupName(db: Executor, donationGroupSeq: number, lock = false): Promise<string | undefined> {
  const query = db.select({ groupName: donationGroups.groupName }).from(donationGroups).where(eq(donationGroups.donationGroupSeq, donationGroupSeq));
  // The organisation's row is the lock every close of its batches takes first: two closes of one organisation run one after the other.
  const [row] = lock ? await query.for('update') : await query;
  return row?.groupName;
}

/** The organisation's standing wreaths paid in the period (Korean days) that no batch holds yet: one WREATH line each. */
export async function unsettledWreaths(db: Executor, donationGroupSeq: number, periodFrom: string, periodTo: string): Promise<SettlementLine[]> {
  const rows = await db
    .select({ ...lineColumns, owed: payments.donatedAmount })
    .from(payments)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(
      and(
        eq(payments.donationGroupSeq, donationGroupSeq),
        standing,
        sql`${payments.paidAt} >= ${seoulStart(periodFrom)} and ${payments.paidAt} < ${seoulEndExclusive(periodTo)}`,
        sql`not exists (select 1 from ${settlementLines} l where l.payment_seq = ${payments.paymentSeq} and l.kind = 'WREATH')`,
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.paymentSeq));
  return rows.map((row) => lineOf(row, 'WREATH', row.owed));
}

/**
 * Adjustments owed: payments of the organisation whose wreath line is in a
 * TRANSFERRED batch and whose donated amount has since dropped below what all
 * their lines settled. One negative line each: now owed − already settled.
 */
export async function adjustmentsOwed(db: Executor, donationGroupSeq: number): Promise<SettlementLine[]> {
  const settled = db
    .select({
      paymentSeq: settlementLines.paymentSeq,
      settled: sql<number>`sum(${settlementLines.amount})::bigint`.as('settled'),
    })
    .from(settlementLines)
    .innerJoin(settlementBatches, eq(settlementBatches.settlementBatchSeq, settlementLines.settlementBatchSeq))
    .where(eq(settlementBatches.donationGroupSeq, donationGroupSeq))
    .groupBy(settlementLines.paymentSeq)
    .having(sql`bool_or(${settlementLines.kind} = 'WREATH' and ${settlementBatches.state} = 'TRANSFERRED')`)
    .as('settled');
  const rows = await db
    .select({ ...lineColumns, owed: owedNow, settled: sql<number>`${settled.settled}`.mapWith(Number) })
    .from(settled)
    .innerJoin(payments, eq(payments.paymentSeq, settled.paymentSeq))
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(sql`${owedNow} < ${settled.settled}`)
    .orderBy(asc(payments.paidAt), asc(payments.paymentSeq));
  return rows.map((row) => lineOf(row, 'ADJUSTMENT', row.owed - row.settled));
}

export async function insertBatch(
  tx: Executor,
  batch: { donationGroupSeq: number; periodFrom: string; periodTo: string; amount: number; closedAccountSeq: number | null },
  lines: readonly SettlementLine[],
): Promise<number> {
  const [row] = await tx
    .insert(settlementBatches)
    .values({ ...batch, lineCount: lines.length })
    .returning({ seq: settlementBatches.settlementBatchSeq });
  if (!row) throw new Error('settlement_batch insert returned nothing');
  if (lines.length > 0) {
    await tx
      .insert(settlementLines)
      .values(lines.map((line) => ({ settlementBatchSeq: row.seq, paymentSeq: line.paymentSeq, kind: line.kind, amount: line.lineAmount })));
  }
  return row.seq;
}

/**
 * The check after a close, in its transaction: of the payments it settled,
 * those whose lines (in every batch) now add up to more than they owe. None,
 * unless a refund changed one between the read and the write.
 */
export async function overSettled(tx: Executor, paymentSeqs: readonly number[]): Promise<number[]> {
  if (paymentSeqs.length === 0) return [];
  const rows = await tx
    .select({ paymentSeq: payments.paymentSeq })
    .from(settlementLines)
    .innerJoin(payments, eq(payments.paymentSeq, settlementLines.paymentSeq))
    .where(inArray(settlementLines.paymentSeq, [...paymentSeqs]))
    .groupBy(payments.paymentSeq, payments.purpose, payments.status, payments.donatedAmount)
    .having(sql`sum(${settlementLines.amount}) <> ${owedNow}`);
  return rows.map((row) => row.paymentSeq);
}

/** Records the transfer of a CLOSED batch; nothing when it is not (already transferred, or none). */
export async function markTransferred(
  tx: Executor,
  settlementBatchSeq: number,
  transfer: { transferredOn: string; bankReference: string; proofPath: string; proofName: string },
): Promise<{ seq: number; groupSeq: number } | undefined> {
  const [row] = await tx
    .update(settlementBatches)
    .set({ ...transfer, state: 'TRANSFERRED', transferredAt: new Date() })
    .where(and(eq(settlementBatches.settlementBatchSeq, settlementBatchSeq), eq(settlementBatches.state, 'CLOSED')))
    .returning({ seq: settlementBatches.settlementBatchSeq, groupSeq: settlementBatches.donationGroupSeq });
  return row;
}

export async function findBatchState(db: Executor, settlementBatchSeq: number) {
  const [row] = await db.select({ state: settlementBatches.state }).from(settlementBatches).where(eq(settlementBatches.settlementBatchSeq, settlementBatchSeq));
  return row?.state;
}

const rowColumns = {
  settlementBatchSeq: settlementBatches.settlementBatchSeq,
  donationGroupSeq: settlementBatches.donationGroupSeq,
  groupName: donationGroups.groupName,
  periodFrom: settlementBatches.periodFrom,
  periodTo: settlementBatches.periodTo,
  state: settlementBatches.state,
  amount: settlementBatches.amount,
  lineCount: settlementBatches.lineCount,
  transferredOn: settlementBatches.transferredOn,
  createDate: settlementBatches.createDate,
};

type BatchRow = Omit<AdminSettlementRow, 'createDate'> & { createDate: Date };
const toRow = (row: BatchRow): AdminSettlementRow => ({ ...row, createDate: row.createDate.toISOString() });

/** What the batch list sorts by (adminSettlementSorts), ties by number. */
export const settlementBatchSort = {
  columns: {
    name: donationGroups.groupName,
    amount: settlementBatches.amount,
    status: settlementBatches.state,
    period: settlementBatches.periodFrom,
    count: settlementBatches.lineCount,
    transferredOn: settlementBatches.transferredOn,
  },
  key: settlementBatches.settlementBatchSeq,
};

/** The batch list, newest first, by organisation (chosen, or a word of its name) and state. */
export async function listBatches(
  db: Database,
  query: { donationGroupSeq?: number; state?: 'CLOSED' | 'TRANSFERRED'; searchWord?: string },
  request: PageRequest,
) {
  const where: SQL[] = [];
  if (query.searchWord) where.push(ilike(donationGroups.groupName, containsPattern(query.searchWord)));
  if (query.donationGroupSeq !== undefined) where.push(eq(settlementBatches.donationGroupSeq, query.donationGroupSeq));
  if (query.state !== undefined) where.push(eq(settlementBatches.state, query.state));
  const rows = db
    .select(rowColumns)
    .from(settlementBatches)
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, settlementBatches.donationGroupSeq))
    .where(and(...where))
    .$dynamic();
  const page = await paginate(db, rows, request, { orderBy: [desc(settlementBatches.settlementBatchSeq)] });
  return { ...page, content: page.content.map(toRow) };
}

export async function findBatch(db: Database, settlementBatchSeq: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      bankReference: settlementBatches.bankReference,
      proofPath: settlementBatches.proofPath,
      proofName: settlementBatches.proofName,
      closedBy: accounts.username,
    })
    .from(settlementBatches)
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, settlementBatches.donationGroupSeq))
    .leftJoin(accounts, eq(accounts.accountSeq, settlementBatches.closedAccountSeq))
    .where(eq(settlementBatches.settlementBatchSeq, settlementBatchSeq));
  if (!row) return undefined;
  const lines = await db
    .select({ ...lineColumns, settlementLineSeq: settlementLines.settlementLineSeq, kind: settlementLines.kind, lineAmount: settlementLines.amount })
    .from(settlementLines)
    .innerJoin(payments, eq(payments.paymentSeq, settlementLines.paymentSeq))
    .leftJoin(campaigns, eq(campaigns.campaignSeq, payments.campaignSeq))
    .where(eq(settlementLines.settlementBatchSeq, settlementBatchSeq))
    .orderBy(asc(settlementLines.settlementLineSeq));
  return {
    ...toRow(row),
    bankReference: row.bankReference,
    proofPath: row.proofPath,
    proofName: row.proofName,
    closedBy: row.closedBy,
    lines: lines.map((line) => lineOf(line, line.kind, line.lineAmount, line.settlementLineSeq)),
  };
}

/**
 * A batch's organisation and period, and the payments of its wreath lines
 * (not its adjustments: those payments' wreaths were settled, and their
 * requests taken, with an earlier batch). Undefined for an unknown batch.
 */
export async function findBatchWreaths(db: Database, settlementBatchSeq: number) {
  const [batch] = await db
    .select({
      settlementBatchSeq: settlementBatches.settlementBatchSeq,
      donationGroupSeq: settlementBatches.donationGroupSeq,
      groupName: donationGroups.groupName,
      periodFrom: settlementBatches.periodFrom,
      periodTo: settlementBatches.periodTo,
    })
    .from(settlementBatches)
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, settlementBatches.donationGroupSeq))
    .where(eq(settlementBatches.settlementBatchSeq, settlementBatchSeq));
  if (!batch) return undefined;
  const lines = await db
    .select({ paymentSeq: settlementLines.paymentSeq })
    .from(settlementLines)
    .where(and(eq(settlementLines.settlementBatchSeq, settlementBatchSeq), eq(settlementLines.kind, 'WREATH')));
  return { ...batch, paymentSeqs: lines.map((line) => line.paymentSeq) };
}

/** Every organisation with the donated part of its standing wreaths that no batch holds yet (0 included), by name. */
export async function pendingPerOrganisation(db: Database) {
  const rows = await db
    .select({
      donationGroupSeq: donationGroups.donationGroupSeq,
      groupName: donationGroups.groupName,
      wreaths: sql<number>`count(${payments.paymentSeq})::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${payments.donatedAmount}), 0)::bigint`.mapWith(Number),
    })
    .from(donationGroups)
    .leftJoin(
      payments,
      and(
        eq(payments.donationGroupSeq, donationGroups.donationGroupSeq),
        standing,
        sql`not exists (select 1 from ${settlementLines} l where l.payment_seq = ${payments.paymentSeq} and l.kind = 'WREATH')`,
      ),
    )
    .groupBy(donationGroups.donationGroupSeq, donationGroups.groupName)
    .orderBy(asc(donationGroups.groupName), asc(donationGroups.donationGroupSeq));
  return rows;
}

/** Which payments a public record covers: an organisation's or a campaign's. */
export type RecordScope = { donationGroupSeq: number } | { campaignSeq: number };
const scopeOf = (scope: RecordScope) =>
  'donationGroupSeq' in scope ? eq(payments.donationGroupSeq, scope.donationGroupSeq) : eq(payments.campaignSeq, scope.campaignSeq);

/** The transferred batches' lines of the scope's payments, per batch, newest transfer first. */
export async function transfersOf(db: Database, scope: RecordScope) {
  return db
    .select({
      settlementBatchSeq: settlementBatches.settlementBatchSeq,
      groupName: donationGroups.groupName,
      periodFrom: settlementBatches.periodFrom,
      periodTo: settlementBatches.periodTo,
      transferredOn: sql<string>`${settlementBatches.transferredOn}`,
      amount: sql<number>`sum(${settlementLines.amount})::bigint`.mapWith(Number),
      wreaths: sql<number>`count(*) filter (where ${settlementLines.kind} = 'WREATH')::int`.mapWith(Number),
      proofPath: sql<string>`${settlementBatches.proofPath}`,
      proofName: sql<string>`${settlementBatches.proofName}`,
    })
    .from(settlementLines)
    .innerJoin(settlementBatches, eq(settlementBatches.settlementBatchSeq, settlementLines.settlementBatchSeq))
    .innerJoin(payments, eq(payments.paymentSeq, settlementLines.paymentSeq))
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, settlementBatches.donationGroupSeq))
    .where(and(eq(settlementBatches.state, 'TRANSFERRED'), scopeOf(scope)))
    .groupBy(settlementBatches.settlementBatchSeq, donationGroups.groupName)
    .orderBy(desc(settlementBatches.transferredOn), desc(settlementBatches.settlementBatchSeq));
}

/** What the scope's payments owe now, and how many standing wreaths have no transferred wreath line yet. */
export async function owedAndUntransferred(db: Database, scope: RecordScope) {
  const transferredWreath = sql`exists (select 1 from ${settlementLines} l join ${settlementBatches} b on b.settlement_batch_seq = l.settlement_batch_seq
    where l.payment_seq = ${payments.paymentSeq} and l.kind = 'WREATH' and b.state = 'TRANSFERRED')`;
  const [row] = await db
    .select({
      owed: sql<number>`coalesce(sum(${owedNow}), 0)::bigint`.mapWith(Number),
      untransferred: sql<number>`count(*) filter (where ${standing} and not ${transferredWreath})::int`.mapWith(Number),
    })
    .from(payments)
    .where(and(scopeOf(scope), eq(payments.purpose, 'WREATH')));
  return row ?? { owed: 0, untransferred: 0 };
}

/** The campaign exists (published or ended: its page shows). */
export async function campaignExists(db: Database, campaignSeq: number): Promise<boolean> {
  const [row] = await db.select({ seq: campaigns.campaignSeq }).from(campaigns).where(eq(campaigns.campaignSeq, campaignSeq));
  return row !== undefined;
}

/** Each given payment's transfer, when its wreath line is in a transferred batch: the day and the organisation. */
export async function transfersOfPayments(db: Database, paymentSeqs: readonly number[]) {
  if (paymentSeqs.length === 0) return [];
  return db
    .select({ paymentSeq: settlementLines.paymentSeq, transferredOn: sql<string>`${settlementBatches.transferredOn}`, groupName: donationGroups.groupName })
    .from(settlementLines)
    .innerJoin(settlementBatches, eq(settlementBatches.settlementBatchSeq, settlementLines.settlementBatchSeq))
    .innerJoin(donationGroups, eq(donationGroups.donationGroupSeq, settlementBatches.donationGroupSeq))
    .where(and(inArray(settlementLines.paymentSeq, [...paymentSeqs]), eq(settlementLines.kind, 'WREATH'), eq(settlementBatches.state, 'TRANSFERRED')));
}
