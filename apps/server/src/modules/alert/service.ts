import type { FastifyBaseLogger } from 'fastify';
import { messages, type AdminAlertDetail, type AdminAlertRow } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import { acknowledgeAlert, findAlert, hasOpenAlert, hasOpenAlertTitled, insertAlert, type AdminAlertRecord, type NewAdminAlert } from './queries';

export type { NewAdminAlert } from './queries';

/**
 * Raises an administrator alert (운영 알림): a row the back office lists until
 * someone acknowledges it, and a log line at error level with the same
 * details (what an operator's log alerting picks up). The alert is
 * secondary to what raised it: if the row cannot be written, the log line
 * is the record and the caller carries on.
 */
export async function raiseAdminAlert(db: Database, log: Pick<FastifyBaseLogger, 'error'>, alert: NewAdminAlert): Promise<void> {
  const fields = { alert: { kind: alert.kind, paymentId: alert.paymentId ?? null, summary: alert.summary, details: alert.details ?? {} } };
  try {
    const repeated =
      (alert.oncePerPayment && alert.paymentId && (await hasOpenAlert(db, alert.kind, alert.paymentId))) ||
      (alert.oncePerTitle && (await hasOpenAlertTitled(db, alert.kind, alert.title)));
    if (repeated) {
      log.error({ ...fields, repeated: true }, `admin alert (already open): ${alert.title}`);
      return;
    }
    const row = await insertAlert(db, alert);
    log.error({ ...fields, alertSeq: row.alertSeq }, `admin alert: ${alert.title}`);
  } catch (error) {
    log.error({ ...fields, err: error }, `admin alert (not stored): ${alert.title}`);
  }
}

export function alertRow(row: Omit<AdminAlertRecord, 'summary' | 'details' | 'acknowledgedAccountSeq'>): AdminAlertRow {
  return {
    alertSeq: row.alertSeq,
    kind: row.kind,
    title: row.title,
    paymentId: row.paymentId,
    createDate: row.createDate.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.acknowledgedBy,
  };
}

export async function alertDetail(db: Database, alertSeq: number): Promise<AdminAlertDetail | undefined> {
  const row = await findAlert(db, alertSeq);
  return row && { ...alertRow(row), summary: row.summary, details: row.details };
}

/** 확인 처리: once, by the administrator who does it; a second time is refused with who did it first. */
export async function acknowledge(db: Database, alertSeq: number, user: SessionUser | undefined): Promise<AdminAlertRecord> {
  const row = await acknowledgeAlert(db, alertSeq, { accountSeq: user?.accountSeq ?? null, username: user?.username || '(알 수 없음)' });
  if (row) return row;
  const existing = await findAlert(db, alertSeq);
  if (!existing) throw new HttpError(404, messages.admin.notFound('운영 알림'));
  throw new HttpError(409, messages.alert.alreadyAcknowledged);
}
