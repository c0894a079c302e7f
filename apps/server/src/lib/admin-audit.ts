import type { FastifyRequest } from 'fastify';
import type { AdminAuditAction } from '@ongi/shared';
import type { Database } from '../db/client';
import { adminAudits } from '../db/schema';

/** One line of the back office's audit trail, written by the administrator of `request`. */
export async function recordAdminAudit(
  db: Database,
  request: FastifyRequest,
  entry: { action: AdminAuditAction; resource: string; targetSeqs: number[]; summary: string },
) {
  const user = request.session?.user;
  await db.insert(adminAudits).values({
    accountSeq: user?.accountSeq ?? null,
    adminUsername: user?.username ?? '(알 수 없음)',
    action: entry.action,
    resource: entry.resource,
    targetSeqs: entry.targetSeqs,
    summary: entry.summary.slice(0, 200),
  });
}
