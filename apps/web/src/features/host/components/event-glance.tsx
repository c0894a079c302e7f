import { donatedShareWords, formatNumber, formatWon, type HostEvent } from '@ongi/shared';
import styles from './event-glance.module.css';

/** 조회수, 기부화환, 모인 금액, 기부처 전달액, 감사 인사: the figures the payments make, to the won. */
export function EventGlance({ event }: { event: HostEvent }) {
  const { ledger } = event;
  const figures = [
    { label: '청첩장·부고장 조회', value: `${formatNumber(event.viewCount)}회`, note: '30초마다 더해집니다' },
    { label: '받은 기부화환', value: `${formatNumber(ledger.paidCount)}개` },
    { label: '모인 금액', value: formatWon(ledger.totalPaid) },
    {
      label: '기부처 전달액',
      value: formatWon(ledger.donatedAmount),
      note: event.donatedPercent === null ? undefined : `결제 금액의 ${donatedShareWords(event.donatedPercent)}`,
    },
    { label: '감사 인사 보냄', value: `${formatNumber(event.thankedCount)} / ${formatNumber(ledger.paidCount)}명` },
  ];
  return (
    <dl className={styles.glance}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>
            {figure.value}
            {figure.note ? <span className={styles.note}>{figure.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
