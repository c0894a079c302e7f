import { adminAuditActionLabels, adminResourceLabel, auditSnapshotLines, contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { adminResourceRoutes } from '@server/lib/admin-resource';
import { domainModule } from '@server/lib/domain-module';
import { adminAuditSort, listAdminAudits } from './queries';

/**
 * /api/admin/audit: every create, edit, delete, toggle, answer, cancel, end and
 * reopen made in the back office, and administrators' logins, failed logins,
 * Excel downloads and payment views, with where from and in which session.
 */
const auditAdminRoutes = adminResourceRoutes(contract.admin.audit, {
  key: 'audit',
  list: { load: listAdminAudits, sort: adminAuditSort },
  excel: {
    fileName: '관리기록',
    sheet: '관리 기록',
    search: {
      searchTypes: { admin: '관리자', resource: '대상', address: '접속 주소' },
      filters: { action: { label: '작업', values: adminAuditActionLabels } },
    },
    columns: [
      { header: '일시', kind: 'time', cell: (row) => row.createDate },
      { header: '관리자', cell: (row) => row.adminUsername },
      { header: '작업', cell: (row) => adminAuditActionLabels[row.action] },
      { header: '대상', cell: (row) => adminResourceLabel(row.resource) },
      { header: '번호', cell: (row) => row.targetSeqs.join(', ') },
      { header: '내용', width: 40, cell: (row) => row.summary },
      { header: '주소', width: 18, cell: (row) => row.clientAddress },
      { header: '세션', width: 26, cell: (row) => row.sessionRef },
      { header: '남긴 내용', width: 60, cell: (row) => auditSnapshotLines(row.snapshot).join('\n') },
    ],
  },
});

export const auditModule = domainModule<{ db: Database }>([['/api/admin/audit', auditAdminRoutes]]);
