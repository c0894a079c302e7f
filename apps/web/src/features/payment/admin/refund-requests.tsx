import { formatWon, messages, refundRequestStateLabels, refundRequestStates, type AdminRefundRequestRow } from '@ongi/shared';
import { adminResourceQueries, defineAdminResource } from '@web/shared/admin/resource';
import { numberColumn, createdAtColumn } from '@web/shared/admin/columns';
import { refundRequest as refundRequestEndpoints } from '@ongi/shared/routes/admin/payment';
import { RefundDecision } from './refund-decision';
import styles from './payments.module.css';

const key = 'refundRequest';
const endpoints = refundRequestEndpoints;
const queries = adminResourceQueries({ key, endpoints });

/** 환불 요청 (issue 24): what payers asked from their receipts, newest first; open ones approved or declined here. */
export const resource = defineAdminResource({
  key,
  endpoints,
  label: '환불 요청',
  rowKey: (row: AdminRefundRequestRow) => row.refundRequestSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'paymentId', label: '결제번호' },
      { value: 'payer', label: '결제자' },
    ],
    filters: [
      {
        name: 'state',
        label: '처리 상태',
        options: [{ value: '', label: '전체' }, ...refundRequestStates.map((state) => ({ value: state, label: refundRequestStateLabels[state] }))],
      },
    ],
    columns: [
      { ...numberColumn<AdminRefundRequestRow>('4rem'), priority: 'secondary' },
      {
        header: '결제',
        width: '13rem',
        sort: 'amount',
        sortFirst: 'desc',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.paymentId}</span>
            <span className={styles.muted}>
              {row.name ?? '-'} · {formatWon(row.amount)}
              {row.cancelledAmount > 0 ? ` · 환불된 ${formatWon(row.cancelledAmount)}` : ''}
            </span>
          </span>
        ),
      },
      {
        header: '사유와 연락처',
        priority: 'secondary',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.reason}</span>
            <span className={styles.muted}>{row.contact}</span>
          </span>
        ),
      },
      {
        header: '상태',
        width: '8rem',
        align: 'center',
        sort: 'status',
        cell: (row) => (
          <span className={styles.lines}>
            <span className={`${styles.status} ${styles[`refund${row.state}`]}`}>{refundRequestStateLabels[row.state]}</span>
            {row.declineReason ? <span className={styles.muted}>{row.declineReason}</span> : null}
          </span>
        ),
      },
      createdAtColumn('요청 일시', { withTime: true }),
      {
        header: '처리',
        width: '8rem',
        align: 'center',
        cell: (row) => (row.state === 'REQUESTED' ? <RefundDecision row={row} queryKey={queries.all} /> : null),
      },
    ],
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
