import { formatDateTime, formatPhone, formatWon, messages, paymentStatuses, paymentStatusLabels, type AdminPaymentRow } from '@ongi/shared';
import { adminResourceQueries, defineAdminResource } from '@web/shared/admin/resource';
import { CancelPayment } from './cancel-payment';
import styles from './payments.module.css';
import { numberColumn } from '@web/shared/admin/columns';
import { payment as adminPaymentEndpoints } from '@ongi/shared/routes/admin/payment';

const key = 'payment';
const endpoints = adminPaymentEndpoints;
const queries = adminResourceQueries({ key, endpoints });

/** Payments (issue 11): every wreath payment, searched and filtered, cancelled with a reason, downloaded as Excel. */
export const resource = defineAdminResource({
  key,
  endpoints,
  label: '결제',
  rowKey: (row: AdminPaymentRow) => row.paymentSeq,
  list: {
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'orderNum', label: '주문·결제번호' },
      { value: 'payer', label: '결제자' },
    ],
    filters: [
      {
        name: 'status',
        label: '상태',
        options: [{ value: '', label: '전체' }, ...paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] }))],
      },
      { kind: 'dateRange', label: '결제일', from: 'from', to: 'to' },
    ],
    columns: [
      numberColumn('4rem'),
      {
        header: '주문·결제번호',
        width: '13rem',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.orderNum ?? '주문 없음'}</span>
            <span className={styles.muted}>{row.paymentId}</span>
          </span>
        ),
      },
      { header: '캠페인', width: '9rem', cell: (row) => row.campaignName ?? '-' },
      {
        header: '결제자',
        width: '8rem',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.name ?? '-'}</span>
            {row.phoneNum ? <span className={styles.muted}>{formatPhone(row.phoneNum)}</span> : null}
          </span>
        ),
      },
      {
        header: '금액',
        width: '7rem',
        align: 'end',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{formatWon(row.amount)}</span>
            {row.cancelledAmount > 0 ? <span className={styles.muted}>취소 {formatWon(row.cancelledAmount)}</span> : null}
          </span>
        ),
      },
      {
        header: '상태',
        width: '7rem',
        align: 'center',
        cell: (row) => (
          <span className={styles.lines}>
            <span className={`${styles.status} ${styles[row.status]}`}>{paymentStatusLabels[row.status]}</span>
            {row.cancelReason ? <span className={styles.muted}>{row.cancelReason}</span> : null}
            {row.failReason ? <span className={styles.muted}>{row.failReason}</span> : null}
          </span>
        ),
      },
      { header: '결제 일시', width: '8.5rem', align: 'center', cell: (row) => (row.paidAt ? formatDateTime(row.paidAt) : '-') },
      { header: '관리', width: '5rem', align: 'center', cell: (row) => (row.status === 'PAID' ? <CancelPayment row={row} queryKey={queries.all} /> : null) },
    ],
    readOnly: true,
    excel: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
