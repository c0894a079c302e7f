import { formatDateTime, formatPhone, formatWon, messages, paymentStatuses, paymentStatusLabels, type AdminPaymentRow } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { adminResourceQueries, defineAdminResource } from '@web/shared/admin/resource';
import { CancelPayment } from './cancel-payment';
import { RefundPayment } from './refund-payment';
import styles from './payments.module.css';
import { numberColumn } from '@web/shared/admin/columns';
import { organisationFilterChoices } from '@web/shared/admin/organisation-options';
import { payment as adminPaymentEndpoints } from '@ongi/shared/routes/admin/payment';

const key = 'payment';
const endpoints = adminPaymentEndpoints;
const queries = adminResourceQueries({ key, endpoints });

/** Payments (issue 11): every wreath payment, searched and filtered, refunded in part or cancelled with a reason, downloaded as Excel. */
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
      {
        name: 'campaignSeq',
        label: '캠페인',
        options: [{ value: '', label: '전체' }],
        load: {
          key: 'payment-campaigns',
          options: async (signal) =>
            (await call(endpoints.filterOptions, {}, { signal })).campaigns.map((campaign) => ({
              value: String(campaign.seq),
              label: campaign.ended ? `${campaign.name} (종료)` : campaign.name,
            })),
        },
      },
      {
        name: 'donationGroupSeq',
        label: '기부단체',
        options: [{ value: '', label: '전체' }],
        load: organisationFilterChoices,
      },
      { kind: 'dateRange', label: '결제일', from: 'from', to: 'to' },
    ],
    columns: [
      { ...numberColumn<AdminPaymentRow>('4rem'), priority: 'secondary' },
      {
        header: '주문·결제번호',
        width: '13rem',
        priority: 'secondary',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.orderNum ?? '주문 없음'}</span>
            <span className={styles.muted}>{row.paymentId}</span>
          </span>
        ),
      },
      { header: '캠페인', width: '9rem', sort: 'campaign', priority: 'secondary', cell: (row) => row.campaignName ?? '-' },
      {
        header: '결제자',
        width: '8rem',
        sort: 'name',
        cell: (row) => (
          <span className={styles.lines}>
            <span>{row.name ?? '-'}</span>
            {row.phoneNum ? <span className={styles.muted}>{formatPhone(row.phoneNum)}</span> : null}
          </span>
        ),
      },
      {
        header: '금액',
        width: '8rem',
        align: 'end',
        sort: 'amount',
        sortFirst: 'desc',
        total: (totals) => (
          <span className={styles.lines}>
            <span>{formatWon(totals.amount ?? 0)}</span>
            <span className={styles.totalNote}>환불 {formatWon(totals.refunded ?? 0)}</span>
            <span className={styles.totalNote}>남은 결제 {formatWon(totals.remaining ?? 0)}</span>
          </span>
        ),
        cell: (row) => (
          <span className={styles.lines}>
            <span>{formatWon(row.amount)}</span>
            {row.cancelledAmount > 0 ? <span className={styles.muted}>환불 {formatWon(row.cancelledAmount)}</span> : null}
            {row.status === 'PARTIAL_CANCELLED' ? <span className={styles.muted}>남은 {formatWon(row.amount - row.cancelledAmount)}</span> : null}
          </span>
        ),
      },
      {
        header: '상태',
        width: '7rem',
        align: 'center',
        sort: 'status',
        total: (totals) => (
          <span className={styles.lines}>
            <span className={styles.totalNote}>기부 전달</span>
            <span>{formatWon(totals.donated ?? 0)}</span>
          </span>
        ),
        cell: (row) => (
          <span className={styles.lines}>
            <span className={`${styles.status} ${styles[row.status]}`}>{paymentStatusLabels[row.status]}</span>
            {row.cancelReason ? <span className={styles.muted}>{row.cancelReason}</span> : null}
            {row.failReason ? <span className={styles.muted}>{row.failReason}</span> : null}
          </span>
        ),
      },
      {
        header: '결제 일시',
        width: '8.5rem',
        align: 'center',
        sort: 'paidAt',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => (row.paidAt ? formatDateTime(row.paidAt) : '-'),
      },
      {
        header: '관리',
        width: '5rem',
        align: 'center',
        cell: (row) =>
          row.status === 'PAID' || row.status === 'PARTIAL_CANCELLED' || row.cancelledAmount > 0 ? (
            <span className={styles.manage}>
              <RefundPayment row={row} queryKey={queries.all} />
              {row.status === 'PAID' || row.status === 'PARTIAL_CANCELLED' ? <CancelPayment row={row} queryKey={queries.all} /> : null}
            </span>
          ) : null,
      },
    ],
    readOnly: true,
    totals: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
