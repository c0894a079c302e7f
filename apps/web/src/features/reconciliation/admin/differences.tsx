import {
  formatDateTime,
  formatWon,
  gatewayCheckKindLabels,
  gatewayCheckStateLabels,
  gatewayCheckStates,
  messages,
  paymentStatusLabels,
  type AdminGatewayCheckRow,
} from '@ongi/shared';
import { numberColumn } from '@web/shared/admin/columns';
import { adminResourceQueries, defineAdminResource } from '@web/shared/admin/resource';
import { reconciliation as reconciliationEndpoints } from '@ongi/shared/routes/admin/reconciliation';
import { ResolveDifference } from './resolve-difference';
import styles from './reconciliation.module.css';

const key = 'reconciliation';
const endpoints = reconciliationEndpoints;
export const differenceQueries = adminResourceQueries({ key, endpoints });

const won = (value: number | null) => (value === null ? '-' : formatWon(value));

function Side({ status, amount, cancelled }: { status: string | null; amount: number | null; cancelled: number | null }) {
  if (status === null) return <span className={styles.muted}>기록 없음</span>;
  return (
    <span className={styles.lines}>
      <span>{paymentStatusLabels[status as keyof typeof paymentStatusLabels] ?? status}</span>
      <span>{won(amount)}</span>
      {cancelled ? <span className={styles.muted}>취소 {won(cancelled)}</span> : null}
    </span>
  );
}

/** 일별 대사: what differs between a day's payments here and the gateway's records, newest day first. */
export const resource = defineAdminResource({
  key,
  endpoints,
  label: '대사 차이',
  rowKey: (row: AdminGatewayCheckRow) => row.differenceSeq,
  list: {
    title: '일별 대사',
    emptyTitle: '찾은 대사 차이가 없습니다',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'paymentId', label: '결제번호' },
    ],
    filters: [
      {
        name: 'state',
        label: '처리 상태',
        options: [{ value: '', label: '전체' }, ...gatewayCheckStates.map((state) => ({ value: state, label: gatewayCheckStateLabels[state] }))],
      },
    ],
    columns: [
      { ...numberColumn<AdminGatewayCheckRow>('3.5rem'), priority: 'secondary' },
      { header: '결제일', width: '7rem', align: 'center', sort: 'day', sortFirst: 'desc', cell: (row) => row.day },
      {
        header: '차이',
        width: '12rem',
        sort: 'kind',
        cell: (row) => (
          <span className={styles.lines}>
            <span className={styles.kind}>{gatewayCheckKindLabels[row.kind]}</span>
            <span className={styles.number}>{row.paymentId}</span>
          </span>
        ),
      },
      {
        header: '온기',
        width: '8rem',
        priority: 'secondary',
        cell: (row) => <Side status={row.ourStatus} amount={row.ourAmount} cancelled={row.ourCancelledAmount} />,
      },
      {
        header: '결제사',
        width: '8rem',
        priority: 'secondary',
        cell: (row) => <Side status={row.gatewayStatus} amount={row.gatewayAmount} cancelled={row.gatewayCancelledAmount} />,
      },
      {
        header: '처리',
        sort: 'status',
        priority: 'secondary',
        cell: (row) =>
          row.resolvedAt ? (
            <span className={styles.lines}>
              <span className={styles.resolved}>{gatewayCheckStateLabels.RESOLVED}</span>
              <span>{row.resolutionNote}</span>
              <span className={styles.muted}>
                {row.resolvedByName ?? '자동'} · {formatDateTime(row.resolvedAt)}
              </span>
            </span>
          ) : (
            <span className={styles.lines}>
              <span className={styles.open}>{gatewayCheckStateLabels.OPEN}</span>
              <span className={styles.muted}>마지막 확인 {formatDateTime(row.lastSeenAt)}</span>
            </span>
          ),
      },
      {
        header: '처리하기',
        width: '6.5rem',
        align: 'center',
        cell: (row) => (row.resolvedAt ? null : <ResolveDifference row={row} queryKey={differenceQueries.all} />),
      },
    ],
    highlight: (row) => row.resolvedAt === null,
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
