import { and, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AdminAlertKind } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminAlerts } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

export type AdminAlertRecord = typeof adminAlerts.$inferSelect;

export interface NewAdminAlert {
  kind: AdminAlertKind;
  title: string;
  summary: string;
  paymentId?: string | null;
  details?: Record<string, unknown>;
  /** Not raised again while an alert of this kind about this payment waits to be acknowledged (a provider repeating itself). */
  oncePerPayment?: boolean;
  /** Not raised again while an alert of this kind with this title waits to be acknowledged (a job failing every interval). */
  oncePerTitle?: boolean;
}

export async function insertAlert(db: Database, alert: NewAdminAlert): Promise<AdminAlertRecord> {
  const rows = await db
    .insert(adminAlerts)
    .values({ kind: alert.kind, title: alert.title, summary: alert.summary, paymentId: alert.paymentId ?? null, details: alert.details ?? {} })
    .returning();
  return only(rows, 'the inserted alert');
}

const listColumns = {
  alertSeq: adminAlerts.alertSeq,
  kind: adminAlerts.kind,
  title: adminAlerts.title,
  paymentId: adminAlerts.paymentId,
  createDate: adminAlerts.createDate,
  acknowledgedAt: adminAlerts.acknowledgedAt,
  acknowledgedBy: adminAlerts.acknowledgedBy,
};

/** What the alert list sorts by (adminAlertSorts), ties by number; unacknowledged first ascending. */
export const adminAlertSort = {
  columns: { createdAt: adminAlerts.createDate, kind: adminAlerts.kind, name: adminAlerts.title, status: sql`${adminAlerts.acknowledgedAt} is not null` },
  key: adminAlerts.alertSeq,
};

/** The alerts, newest first; searched by title or payment number, filtered by whether someone acknowledged them. */
export async function listAlerts(
  db: Database,
  query: { searchType: 'all' | 'title' | 'paymentId'; searchWord?: string; acknowledged?: 'Y' | 'N' },
  request: PageRequest,
) {
  const pattern = query.searchWord ? containsPattern(query.searchWord) : undefined;
  const byWord = pattern
    ? {
        all: or(ilike(adminAlerts.title, pattern), ilike(adminAlerts.paymentId, pattern)),
        title: ilike(adminAlerts.title, pattern),
        paymentId: ilike(adminAlerts.paymentId, pattern),
      }[query.searchType]
    : undefined;
  const byState =
    query.acknowledged === 'N' ? isNull(adminAlerts.acknowledgedAt) : query.acknowledged === 'Y' ? isNotNull(adminAlerts.acknowledgedAt) : undefined;
  const rows = db.select(listColumns).from(adminAlerts).where(and(byWord, byState)).$dynamic();
  return paginate(db, rows, request, { orderBy: [descending(adminAlerts.createDate), descending(adminAlerts.alertSeq)], key: adminAlerts.alertSeq });
}

export async function findAlert(db: Database, alertSeq: number): Promise<AdminAlertRecord | undefined> {
  const [row] = await db.select().from(adminAlerts).where(eq(adminAlerts.alertSeq, alertSeq)).limit(1);
  return row;
}

/** Marks the alert acknowledged by this administrator, only while nobody has: the row, or undefined when it was not open. */
export async function acknowledgeAlert(db: Database, alertSeq: number, by: { accountSeq: number | null; username: string }, now = new Date()) {
  const [row] = await db
    .update(adminAlerts)
    .set({ acknowledgedAt: now, acknowledgedAccountSeq: by.accountSeq, acknowledgedBy: by.username })
    .where(and(eq(adminAlerts.alertSeq, alertSeq), isNull(adminAlerts.acknowledgedAt)))
    .returning();
  return row;
}

/** Whether an alert of this kind about this payment waits to be acknowledged (admin_alert_payment_idx). */
export async function hasOpenAlert(db: Database, kind: AdminAlertKind, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ alertSeq: adminAlerts.alertSeq })
    .from(adminAlerts)
    .where(and(eq(adminAlerts.paymentId, paymentId), eq(adminAlerts.kind, kind), isNull(adminAlerts.acknowledgedAt)))
    .limit(1);
  return row !== undefined;
}

/** How many alerts nobody has acknowledged yet (admin_alert_open_idx). */
export async function countOpenAlerts(db: Database): Promise<number> {
  const row = only(await db.select({ count: count() }).from(adminAlerts).where(isNull(adminAlerts.acknowledgedAt)), 'a count');
  return row.count;
}

/** Whether an alert of this kind with this title waits to be acknowledged (admin_alert_open_idx). */
export async function hasOpenAlertTitled(db: Database, kind: AdminAlertKind, title: string): Promise<boolean> {
  const [row] = await db
    .select({ alertSeq: adminAlerts.alertSeq })
    .from(adminAlerts)
    .where(and(eq(adminAlerts.kind, kind), eq(adminAlerts.title, title), isNull(adminAlerts.acknowledgedAt)))
    .limit(1);
  return row !== undefined;
}
