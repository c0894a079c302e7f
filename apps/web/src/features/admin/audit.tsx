import { adminAuditActionLabels, adminAuditActions, adminResourceLabel, auditSnapshotLines, messages, type AdminAuditRow } from '@ongi/shared';
import { numberColumn, createdAtColumn } from '@web/shared/admin/columns';
import { defineAdminResource } from '@web/shared/admin/resource';
import styles from './audit.module.css';
import { audit as adminAuditEndpoints } from '@ongi/shared/routes/admin/audit';

/** The line's sentence, and what it kept (deleted rows, an Excel search, the usernames tried) folded under it. */
function Summary({ row }: { row: AdminAuditRow }) {
  const kept = auditSnapshotLines(row.snapshot);
  return (
    <span className={styles.summary}>
      {row.summary}
      {kept.length > 0 ? (
        <details className={styles.kept}>
          <summary>{row.action === 'delete' ? '삭제된 내용' : '남긴 내용'}</summary>
          <ul>
            {kept.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </span>
  );
}

/**
 * 관리 기록 (issue 11, 22): every create, edit, delete, toggle, answer, cancel,
 * end and reopen made in the back office, and administrators' logins, failed
 * logins, Excel downloads and payment views, with the address and session
 * each came from; read only.
 */
export const resource = defineAdminResource({
  key: 'audit',
  endpoints: adminAuditEndpoints,
  label: '관리 기록',
  rowKey: (row: AdminAuditRow) => row.auditSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'admin', label: '관리자' },
      { value: 'resource', label: '대상' },
      { value: 'address', label: '접속 주소' },
    ],
    filters: [
      {
        name: 'action',
        label: '작업',
        options: [{ value: '', label: '전체' }, ...adminAuditActions.map((action) => ({ value: action, label: adminAuditActionLabels[action] }))],
      },
    ],
    columns: [
      { ...numberColumn<AdminAuditRow>('3.5rem'), priority: 'secondary' },
      createdAtColumn('일시', { withTime: true, key: true }),
      { header: '관리자', width: '7rem', sort: 'admin', cell: (row) => row.adminUsername },
      { header: '작업', width: '5.5rem', align: 'center', sort: 'action', cell: (row) => adminAuditActionLabels[row.action] },
      { header: '대상', width: '7rem', sort: 'resource', priority: 'secondary', cell: (row) => adminResourceLabel(row.resource) },
      { header: '행 번호', width: '5.5rem', priority: 'secondary', cell: (row) => row.targetSeqs.join(', ') },
      { header: '내용', cell: (row) => <Summary row={row} /> },
      {
        header: '접속 주소',
        width: '8.5rem',
        priority: 'secondary',
        cell: (row) => (
          <span className={styles.address} title={row.sessionRef ? `세션 ${row.sessionRef}` : undefined}>
            {row.clientAddress ?? '-'}
          </span>
        ),
      },
    ],
    title: '관리 기록',
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
