import { and, eq, ilike, or } from 'drizzle-orm';
import type { AdminAuditAction, adminAuditSearchTypes } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminAudits } from '@server/db/schema';
import { descending, paginate, type PageRequest } from '@server/lib/paginate';
import { containsPattern } from '@server/lib/search';

/** What the audit trail sorts by (adminAuditSorts), ties by number. */
export const adminAuditSort = {
  columns: { createdAt: adminAudits.createDate, admin: adminAudits.adminUsername, action: adminAudits.action, resource: adminAudits.resource },
  key: adminAudits.auditSeq,
};

/** The audit trail, newest first; searched by administrator, resource or client address, filtered by action. */
export async function listAdminAudits(
  db: Database,
  query: { searchType: (typeof adminAuditSearchTypes)[number]; searchWord?: string; action?: AdminAuditAction },
  request: PageRequest,
) {
  const pattern = query.searchWord ? containsPattern(query.searchWord) : undefined;
  const byWord = pattern
    ? {
        all: or(
          ilike(adminAudits.adminUsername, pattern),
          ilike(adminAudits.resource, pattern),
          ilike(adminAudits.summary, pattern),
          ilike(adminAudits.clientAddress, pattern),
        ),
        admin: ilike(adminAudits.adminUsername, pattern),
        resource: or(ilike(adminAudits.resource, pattern), ilike(adminAudits.summary, pattern)),
        address: ilike(adminAudits.clientAddress, pattern),
      }[query.searchType]
    : undefined;
  const rows = db
    .select({
      auditSeq: adminAudits.auditSeq,
      adminUsername: adminAudits.adminUsername,
      action: adminAudits.action,
      resource: adminAudits.resource,
      targetSeqs: adminAudits.targetSeqs,
      summary: adminAudits.summary,
      clientAddress: adminAudits.clientAddress,
      sessionRef: adminAudits.sessionRef,
      snapshot: adminAudits.snapshot,
      createDate: adminAudits.createDate,
    })
    .from(adminAudits)
    .where(and(byWord, query.action ? eq(adminAudits.action, query.action) : undefined))
    .$dynamic();
  const page = await paginate(db, rows, request, {
    orderBy: [descending(adminAudits.createDate), descending(adminAudits.auditSeq)],
    key: adminAudits.auditSeq,
  });
  return { ...page, content: page.content.map((row) => ({ ...row, createDate: row.createDate.toISOString() })) };
}
