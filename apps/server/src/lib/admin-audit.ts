import type { FastifyRequest } from 'fastify';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminAuditAction, AdminAuditSnapshot } from '@ongi/shared';
import type { Database } from '../db/client';
import { accounts, adminAudits } from '../db/schema';

export interface AdminAuditEntry {
  action: AdminAuditAction;
  resource: string;
  targetSeqs: number[];
  summary: string;
  /** What the line keeps beside its sentence (deleted rows as they were, an Excel download's search). */
  snapshot?: AdminAuditSnapshot;
  /** Who acted, when the request's session does not say yet (a login: the session is the one just started). */
  actor?: { accountSeq: number | null; username: string };
  /** The session's public handle, when it is not the request's own (a login). */
  sessionRef?: string;
}

/**
 * One line of the back office's audit trail, written by the administrator of
 * `request`: with the request's client address (request.ip, which honours
 * TRUST_PROXY and nothing the request says about itself) and the session's
 * public handle, never its secret.
 */
export async function recordAdminAudit(db: Database, request: FastifyRequest, entry: AdminAuditEntry) {
  const user = request.session?.user;
  await db.insert(adminAudits).values({
    accountSeq: entry.actor ? entry.actor.accountSeq : (user?.accountSeq ?? null),
    adminUsername: entry.actor?.username ?? user?.username ?? '(알 수 없음)',
    action: entry.action,
    resource: entry.resource,
    targetSeqs: entry.targetSeqs,
    summary: entry.summary.slice(0, 200),
    clientAddress: request.ip,
    sessionRef: entry.sessionRef ?? request.session?.publicId ?? null,
    snapshot: entry.snapshot ?? null,
  });
}

/** How long failed logins with usernames that are not administrators share one line per address. */
const unknownLoginWindowMs = 15 * 60 * 1000;
/** The usernames such a line keeps (the latest). */
const unknownLoginUsernames = 10;
const usernameShown = (username: string) => username.trim().slice(0, 50);

/**
 * A failed administrator login. The username tried is kept, never the
 * password. A failure against an administrator's account is a line of its
 * own (the login throttle keeps those few). Failures with usernames that are
 * no administrator's (guessing, or a member's) would let anyone fill the
 * trail, so one address's are folded into one line a 15-minute window, with
 * how many and the last usernames tried.
 */
export async function recordAdminLoginFailure(db: Database, request: FastifyRequest, tried: string) {
  const username = usernameShown(tried);
  const [account] = await db
    .select({ accountSeq: accounts.accountSeq })
    .from(accounts)
    .where(and(eq(accounts.username, tried.trim()), eq(accounts.roleType, 'ADMIN'), isNull(accounts.withdrawnAt)))
    .limit(1);
  if (account) {
    await recordAdminAudit(db, request, {
      action: 'loginFailed',
      resource: 'admin-account',
      targetSeqs: [account.accountSeq],
      summary: `관리자 로그인 실패: ${username}`,
      actor: { accountSeq: account.accountSeq, username },
    });
    return;
  }
  const since = new Date(Date.now() - unknownLoginWindowMs);
  const [line] = await db
    .select({ auditSeq: adminAudits.auditSeq, snapshot: adminAudits.snapshot })
    .from(adminAudits)
    .where(
      and(eq(adminAudits.clientAddress, request.ip), eq(adminAudits.action, 'loginFailed'), isNull(adminAudits.accountSeq), gt(adminAudits.createDate, since)),
    )
    .orderBy(desc(adminAudits.createDate))
    .limit(1);
  const attempts = (line?.snapshot?.attempts ?? 0) + 1;
  const usernames = [...(line?.snapshot?.usernames ?? []).filter((name) => name !== username), username].slice(-unknownLoginUsernames);
  const summary = `관리자가 아닌 아이디로 로그인 실패 ${attempts}회 (마지막: ${username})`;
  if (line) {
    await db
      .update(adminAudits)
      .set({ adminUsername: username, summary: summary.slice(0, 200), snapshot: { attempts, usernames } })
      .where(eq(adminAudits.auditSeq, line.auditSeq));
    return;
  }
  await recordAdminAudit(db, request, {
    action: 'loginFailed',
    resource: 'admin-account',
    targetSeqs: [],
    summary,
    snapshot: { attempts, usernames },
    actor: { accountSeq: null, username },
  });
}

type SnapshotValue = string | number | boolean | null;
type SnapshotRow = { seq: number; title: string; fields: Array<{ label: string; value: SnapshotValue }> };

/** A stored value as the trail keeps it: instants as ISO text, long text cut. */
function kept(value: unknown): SnapshotValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value).slice(0, 200);
}

/**
 * What rows of a table were, read before a delete takes them: each one's
 * number, title and the fields worth keeping, labelled in Korean and in the
 * order given ([{ label: '금액', value: 50000 }, { label: '종료일', value: '2026-12-31' }]).
 */
export function snapshotOf(table: PgTable, seq: AnyPgColumn, title: AnyPgColumn, fields: Record<string, AnyPgColumn> = {}) {
  return async (db: Database, seqs: number[]): Promise<SnapshotRow[]> => {
    const rows = (await db
      .select({ seq, title, ...fields })
      .from(table)
      .where(inArray(seq, seqs))
      .orderBy(seq)) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      seq: Number(row.seq),
      title: String(row.title ?? ''),
      fields: Object.keys(fields).map((label) => ({ label, value: kept(row[label]) })),
    }));
  };
}
