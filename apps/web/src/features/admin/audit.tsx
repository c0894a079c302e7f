import { adminAuditActionLabels, adminAuditActions, adminResourceLabel, formatDateTime, messages, type AdminAuditRow } from '@ongi/shared';
import { numberColumn } from '../../shared/admin/columns';
import { defineAdminResource } from '../../shared/admin/resource';
import styles from './audit.module.css';

/** 관리 기록 (issue 11): every create, edit, delete, toggle, answer and cancel made in the back office; read only. */
export const resource = defineAdminResource({
  key: 'audit',
  endpoint: '/admin/audit',
  label: '관리 기록',
  rowKey: (row: AdminAuditRow) => row.auditSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'admin', label: '관리자' },
      { value: 'resource', label: '대상' },
    ],
    filters: [{ name: 'action', label: '작업', options: [{ value: '', label: '전체' }, ...adminAuditActions.map((action) => ({ value: action, label: adminAuditActionLabels[action] }))] }],
    columns: [
      numberColumn('3.5rem'),
      { header: '일시', width: '8.5rem', align: 'center', cell: (row) => formatDateTime(row.createDate) },
      { header: '관리자', width: '7rem', cell: (row) => row.adminUsername },
      { header: '작업', width: '5.5rem', align: 'center', cell: (row) => adminAuditActionLabels[row.action] },
      { header: '대상', width: '7rem', cell: (row) => adminResourceLabel(row.resource) },
      { header: '행 번호', width: '5.5rem', cell: (row) => row.targetSeqs.join(', ') },
      { header: '내용', cell: (row) => <span className={styles.summary}>{row.summary}</span> },
    ],
    title: '관리 기록',
    readOnly: true,
    excel: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
