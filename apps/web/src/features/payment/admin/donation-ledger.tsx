import { formatNumber, formatWon, messages, todayInSeoul, type AdminLedgerRow } from '@ongi/shared';
import { defineAdminResource } from '@web/shared/admin/resource';
import styles from './payments.module.css';
import { numberColumn } from '@web/shared/admin/columns';
import { donationLedger as adminDonationLedgerEndpoints } from '@ongi/shared/routes/admin/payment';

/** The last 24 months in Korea, newest first, as the month filter's choices ('2026-11' → '2026년 11월'). */
function recentMonths(now = new Date(), count = 24) {
  const [year, month] = todayInSeoul(now).split('-').map(Number);
  if (year === undefined || month === undefined) throw new Error('todayInSeoul answers YYYY-MM-DD');
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${y}년 ${m}월` };
  });
}

/**
 * The donation ledger (issue 11): per donation recipient or campaign, for a
 * month, the standing wreaths, what they paid (less refunds) and the half
 * owed — summed by the same rule as the public campaign and donation group pages.
 */
export const resource = defineAdminResource({
  key: 'donation-ledger',
  endpoints: adminDonationLedgerEndpoints,
  label: '기부금 정산',
  rowKey: (row: AdminLedgerRow) => row.seq,
  list: {
    searchTypes: [{ value: 'all', label: '이름' }],
    filters: [
      {
        name: 'by',
        label: '기준',
        options: [
          { value: '', label: '기부처별' },
          { value: 'campaign', label: '캠페인별' },
          { value: 'organisation', label: '기부후원 단체별' },
        ],
      },
      { name: 'month', label: '기간', options: [{ value: '', label: '전체 기간' }, ...recentMonths()] },
    ],
    columns: [
      { ...numberColumn<AdminLedgerRow>('4rem'), priority: 'secondary' },
      { header: '이름', sort: 'name', cell: (row) => row.name },
      {
        header: '화환 수',
        width: '6rem',
        align: 'end',
        sort: 'paidCount',
        sortFirst: 'desc',
        priority: 'secondary',
        cell: (row) => <span className={styles.figure}>{formatNumber(row.paidCount)}</span>,
        total: (totals) => <span className={styles.figure}>{formatNumber(totals.paidCount ?? 0)}</span>,
      },
      {
        header: '결제 합계',
        width: '9rem',
        align: 'end',
        sort: 'totalPaid',
        sortFirst: 'desc',
        cell: (row) => <span className={styles.figure}>{formatWon(row.totalPaid)}</span>,
        total: (totals) => <span className={styles.figure}>{formatWon(totals.totalPaid ?? 0)}</span>,
      },
      {
        header: '전달할 금액',
        width: '10rem',
        align: 'end',
        sort: 'donatedAmount',
        sortFirst: 'desc',
        cell: (row) => <strong className={styles.figure}>{formatWon(row.donatedAmount)}</strong>,
        total: (totals) => <strong className={styles.figure}>{formatWon(totals.donatedAmount ?? 0)}</strong>,
      },
    ],
    title: '기부금 정산',
    readOnly: true,
    totals: true,
    noneSelected: messages.admin.staleSelection,
    deleteConfirm: messages.admin.deleteConfirm,
    note: '결제 완료·부분 취소된 화환의 결제 금액(환불 제외)과 결제마다 캠페인의 기부처 전달 비율(결제 때 정해짐, 원 미만 버림)을 더한 전달 금액입니다. 기간은 결제 시각(한국 시간) 기준이며, 전체 기간은 공개 캠페인·기부단체 페이지의 금액과 같습니다.',
  },
});
