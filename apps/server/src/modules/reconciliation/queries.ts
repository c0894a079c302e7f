import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { GatewayCheckKind, GatewayCheckState } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { gatewayCheckDays, gatewayCheckDifferences, payments } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

type Executor = Pick<Database, 'select'>;

/** The statuses a payment has once the gateway has charged it: what a day's check compares. */
export const chargedStatuses = ['PAID', 'PARTIAL_CANCELLED', 'CANCELLED'] as const;

export type OurPayment = Pick<typeof payments.$inferSelect, 'paymentId' | 'status' | 'amount' | 'cancelledAmount' | 'paidAt'>;

const ourColumns = {
  paymentId: payments.paymentId,
  status: payments.status,
  amount: payments.amount,
  cancelledAmount: payments.cancelledAmount,
  paidAt: payments.paidAt,
};

/** This provider's charged payments paid within [from, until) (listed_at is paid_at for them: the status index serves it). */
export async function paymentsPaidBetween(db: Executor, provider: string, from: Date, until: Date): Promise<OurPayment[]> {
  return db
    .select(ourColumns)
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...chargedStatuses]),
        gte(payments.listedAt, from),
        lt(payments.listedAt, until),
        eq(payments.provider, provider as typeof payments.$inferSelect.provider),
      ),
    );
}

/** Our payments of these ids, whatever their day or status. */
export async function paymentsOfIds(db: Executor, ids: string[]): Promise<OurPayment[]> {
  if (ids.length === 0) return [];
  return db.select(ourColumns).from(payments).where(inArray(payments.paymentId, ids));
}

export interface FoundDifference {
  paymentId: string;
  kind: GatewayCheckKind;
  ourStatus: string | null;
  ourAmount: number | null;
  ourCancelledAmount: number | null;
  gatewayStatus: string | null;
  gatewayAmount: number | null;
  gatewayCancelledAmount: number | null;
}

export interface DayTotals {
  provider: string;
  supported: boolean;
  paymentsHere: number;
  amountHere: number;
  paymentsAtGateway: number;
  amountAtGateway: number;
}

/**
 * Writes a day's check in one transaction: each difference found once per
 * day, payment and kind (a re-run updates it; one a re-run had cleared and
 * that is back is opened again, one an administrator resolved stays so), the
 * day's open differences not found again closed with `clearedNote`, and the
 * day's totals.
 */
export async function saveDayCheck(db: Database, day: string, totals: DayTotals, found: FoundDifference[], clearedNote: string, now: Date) {
  await db.transaction(async (tx) => {
    for (const difference of found) {
      await tx
        .insert(gatewayCheckDifferences)
        .values({ day, ...difference, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [gatewayCheckDifferences.day, gatewayCheckDifferences.paymentId, gatewayCheckDifferences.kind],
          set: {
            ourStatus: difference.ourStatus,
            ourAmount: difference.ourAmount,
            ourCancelledAmount: difference.ourCancelledAmount,
            gatewayStatus: difference.gatewayStatus,
            gatewayAmount: difference.gatewayAmount,
            gatewayCancelledAmount: difference.gatewayCancelledAmount,
            lastSeenAt: now,
            resolvedAt: sql`case when ${gatewayCheckDifferences.resolvedByName} is null then null else ${gatewayCheckDifferences.resolvedAt} end`,
            resolutionNote: sql`case when ${gatewayCheckDifferences.resolvedByName} is null then null else ${gatewayCheckDifferences.resolutionNote} end`,
          },
        });
    }
    // Payment ids hold no space: 'id KIND' names a difference.
    const stillThere = found.map((difference) => `${difference.paymentId} ${difference.kind}`);
    const key = sql`${gatewayCheckDifferences.paymentId} || ' ' || ${gatewayCheckDifferences.kind}`;
    await tx
      .update(gatewayCheckDifferences)
      .set({ resolvedAt: now, resolutionNote: clearedNote })
      .where(
        and(eq(gatewayCheckDifferences.day, day), isNull(gatewayCheckDifferences.resolvedAt), stillThere.length > 0 ? notInArray(key, stillThere) : undefined),
      );
    const row = { ...totals, checkedAt: now, differences: found.length };
    await tx
      .insert(gatewayCheckDays)
      .values({ day, ...row })
      .onConflictDoUpdate({ target: gatewayCheckDays.day, set: row });
  });
}

/** A day's last check with how many of its differences are still open. */
export async function checkDaysFrom(db: Executor, filter: SQL | undefined, limit: number) {
  const open = db
    .select({ day: gatewayCheckDifferences.day, open: count().as('open') })
    .from(gatewayCheckDifferences)
    .where(isNull(gatewayCheckDifferences.resolvedAt))
    .groupBy(gatewayCheckDifferences.day)
    .as('open_days');
  return db
    .select({
      day: gatewayCheckDays.day,
      provider: gatewayCheckDays.provider,
      checkedAt: gatewayCheckDays.checkedAt,
      supported: gatewayCheckDays.supported,
      paymentsHere: gatewayCheckDays.paymentsHere,
      amountHere: gatewayCheckDays.amountHere,
      paymentsAtGateway: gatewayCheckDays.paymentsAtGateway,
      amountAtGateway: gatewayCheckDays.amountAtGateway,
      differences: gatewayCheckDays.differences,
      open: sql<number>`coalesce(${open.open}, 0)::int`,
    })
    .from(gatewayCheckDays)
    .leftJoin(open, eq(open.day, gatewayCheckDays.day))
    .where(filter)
    .orderBy(desc(gatewayCheckDays.day))
    .limit(limit);
}

export async function dayCheck(db: Executor, day: string) {
  const [row] = await checkDaysFrom(db, eq(gatewayCheckDays.day, day), 1);
  return row;
}

/** What the differences sort by (adminGatewayCheckSorts), ties by number; open ones first ascending. */
export const differenceSort = {
  columns: { day: gatewayCheckDifferences.day, kind: gatewayCheckDifferences.kind, status: sql`${gatewayCheckDifferences.resolvedAt} is not null` },
  key: gatewayCheckDifferences.differenceSeq,
};

/** The back office's list: newest day first, open or resolved, one day, a payment id. */
export async function listDifferences(
  db: Database,
  query: { searchType: 'all' | 'paymentId'; searchWord?: string; state?: GatewayCheckState; day?: string },
  request: PageRequest,
) {
  const pattern = query.searchWord ? containsPattern(query.searchWord) : undefined;
  const byWord = pattern ? ilike(gatewayCheckDifferences.paymentId, pattern) : undefined;
  const byState =
    query.state === 'OPEN'
      ? isNull(gatewayCheckDifferences.resolvedAt)
      : query.state === 'RESOLVED'
        ? isNotNull(gatewayCheckDifferences.resolvedAt)
        : undefined;
  const byDay = query.day ? eq(gatewayCheckDifferences.day, query.day) : undefined;
  const rows = db
    .select()
    .from(gatewayCheckDifferences)
    .where(and(byWord, byState, byDay))
    .$dynamic();
  return paginate(db, rows, request, {
    orderBy: [descending(gatewayCheckDifferences.day), descending(gatewayCheckDifferences.differenceSeq)],
    key: gatewayCheckDifferences.differenceSeq,
  });
}

/** Closes one open difference with the administrator's note; undefined when it is not open (gone or already resolved). */
export async function resolveDifference(db: Database, differenceSeq: number, by: { accountSeq: number | null; name: string }, note: string, now: Date) {
  const [row] = await db
    .update(gatewayCheckDifferences)
    .set({ resolvedAt: now, resolvedBy: by.accountSeq, resolvedByName: by.name, resolutionNote: note })
    .where(and(eq(gatewayCheckDifferences.differenceSeq, differenceSeq), isNull(gatewayCheckDifferences.resolvedAt)))
    .returning();
  return row;
}

export async function differenceExists(db: Executor, differenceSeq: number) {
  const [row] = await db
    .select({ seq: gatewayCheckDifferences.differenceSeq })
    .from(gatewayCheckDifferences)
    .where(eq(gatewayCheckDifferences.differenceSeq, differenceSeq));
  return row !== undefined;
}

/** The start page: differences still waiting, and the last day checked. */
export async function openDifferenceSummary(db: Executor) {
  const [open] = await db.select({ open: count() }).from(gatewayCheckDifferences).where(isNull(gatewayCheckDifferences.resolvedAt));
  const [last] = await db.select({ day: gatewayCheckDays.day }).from(gatewayCheckDays).orderBy(desc(gatewayCheckDays.day)).limit(1);
  return { open: open?.open ?? 0, lastDay: last?.day ?? null };
}
