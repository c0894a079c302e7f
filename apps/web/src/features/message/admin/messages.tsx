import { formatDateTime, messageChannelLabels, messageStateLabels, messageStates, messageTemplateLabels, messages, type AdminMessageRow } from '@ongi/shared';
import { numberColumn, createdAtColumn } from '@web/shared/admin/columns';
import { defineAdminResource } from '@web/shared/admin/resource';
import styles from './messages.module.css';
import { message as adminMessageEndpoints } from '@ongi/shared/routes/admin/message';

function State({ row }: { row: Pick<AdminMessageRow, 'state'> }) {
  return <span className={row.state === 'FAILED' ? `${styles.state} ${styles.failed}` : styles.state}>{messageStateLabels[row.state]}</span>;
}

/**
 * 메시지 발송 (issue 27): the 알림톡/SMS the server sent or waits to send,
 * newest first; failures highlighted with the provider's error, so an
 * administrator sees who was not reached and why. Read only: the server
 * retries by itself, and a final failure also raises a 운영 알림.
 */
export const resource = defineAdminResource({
  key: 'message',
  endpoints: adminMessageEndpoints,
  label: '메시지 발송',
  rowKey: (row: AdminMessageRow) => row.messageSeq,
  list: {
    title: '메시지 발송',
    emptyTitle: '아직 보낸 알림톡·문자가 없습니다',
    note: '알림톡·문자 발송 내역입니다. 실패한 메시지는 서버가 여러 번 다시 시도한 뒤에도 보내지 못한 것으로, 마지막 오류를 함께 보여 줍니다.',
    searchTypes: [
      { value: 'all', label: '전체' },
      { value: 'phone', label: '휴대폰 번호' },
      { value: 'orderNum', label: '주문번호' },
    ],
    filters: [
      {
        name: 'state',
        label: '상태',
        options: [{ value: '', label: '전체' }, ...messageStates.map((state) => ({ value: state, label: messageStateLabels[state] }))],
      },
    ],
    columns: [
      { ...numberColumn<AdminMessageRow>('3.5rem'), priority: 'secondary' },
      createdAtColumn('일시', { withTime: true, key: true }),
      { header: '종류', width: '8rem', sort: 'kind', cell: (row) => <span className={styles.oneLine}>{messageTemplateLabels[row.template]}</span> },
      { header: '받는 분', width: '8rem', cell: (row) => <span className={styles.oneLine}>{row.phone}</span> },
      { header: '주문번호', width: '9rem', priority: 'secondary', cell: (row) => <span className={styles.number}>{row.orderNum ?? '-'}</span> },
      { header: '상태', width: '5.5rem', align: 'center', sort: 'status', cell: (row) => <State row={row} /> },
      { header: '보낸 방법', width: '6rem', align: 'center', priority: 'secondary', cell: (row) => (row.channel ? messageChannelLabels[row.channel] : '-') },
      { header: '시도', width: '3.5rem', align: 'center', priority: 'secondary', cell: (row) => row.attempts },
      {
        header: '보낸 일시 · 오류',
        priority: 'secondary',
        cell: (row) =>
          row.state === 'FAILED' || (row.lastError && row.state !== 'SENT') ? (
            <span className={styles.error}>{row.lastError ?? '-'}</span>
          ) : row.sentAt ? (
            formatDateTime(row.sentAt)
          ) : (
            `${formatDateTime(row.sendAfter)} 예정`
          ),
      },
    ],
    highlight: (row) => row.state === 'FAILED',
    readOnly: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});
