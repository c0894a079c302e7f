import { ExternalLink } from 'lucide-react';
import { donatedShare, formatDateTime, formatWon, receiptStatusLabels, type PaymentReceipt as Receipt } from '@ongi/shared';
import { useSiteSettings } from '@web/shared/lib/site-settings';
import styles from './payment-receipt.module.css';

const payMethodLabels: Record<string, string> = { CARD: '신용카드' };
const wreathLabels = { W: '축하 기부화환', F: '근조 기부화환' } as const;

/**
 * A payment's receipt as a card slip: who paid what, when, how, and the
 * merchant. When it is on screen, printing the page prints only this slip.
 */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const { data: site } = useSiteSettings();
  const paid = receipt.amount - receipt.cancelledAmount;
  const rows: Array<[string, string | null]> = [
    ['결제번호', receipt.paymentId],
    ['결제일시', receipt.paidAt ? formatDateTime(receipt.paidAt) : null],
    ['결제하신 분', receipt.name],
    ['캠페인', receipt.campaignName],
    ['상품', receipt.invitationType ? wreathLabels[receipt.invitationType] : '기부화환'],
    ['결제 수단', payMethodLabels[receipt.payMethod] ?? receipt.payMethod],
    ['카드', receipt.cardCompany],
    ['카드 번호', receipt.cardNumber],
    ['승인번호', receipt.approvalNo],
  ];
  return (
    // Focusable so the lookup can move focus onto the receipt it found.
    <article className={styles.slip} aria-labelledby="payment-receipt-title" data-status={receipt.status} tabIndex={-1}>
      <header className={styles.head}>
        <p className={styles.brand}>{site?.productName || '온기'}</p>
        <h3 id="payment-receipt-title" className={styles.title}>
          카드 영수증
        </h3>
        <p className={`${styles.status} ${styles[receipt.status]}`}>{receiptStatusLabels[receipt.status]}</p>
      </header>
      <dl className={styles.rows}>
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <dl className={styles.amounts}>
        <div className={styles.row}>
          <dt>결제 금액</dt>
          <dd>{formatWon(receipt.amount)}</dd>
        </div>
        {receipt.cancelledAmount > 0 ? (
          <div className={styles.row}>
            <dt>취소 금액</dt>
            <dd>-{formatWon(receipt.cancelledAmount)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{receipt.cancelledAmount > 0 ? '최종 결제 금액' : '합계'}</dt>
          <dd>{formatWon(paid)}</dd>
        </div>
        {/* The product's promise: half of what stays paid reaches the organisation (the ledger sums the same share). */}
        <div className={styles.row}>
          <dt>기부단체 전달액</dt>
          <dd>{formatWon(donatedShare(receipt.amount, receipt.cancelledAmount))}</dd>
        </div>
      </dl>
      {site ? (
        <footer className={styles.merchant}>
          <p className={styles.merchantTitle}>가맹점 정보</p>
          <p>
            {site.companyName} · 대표 {site.ceoName} · 사업자등록번호 {site.businessNumber}
          </p>
          <p>{site.address}</p>
          <p>고객센터 {site.phone}</p>
        </footer>
      ) : null}
      {receipt.receiptUrl ? (
        <p className={styles.provider}>
          <a href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            카드사 영수증 보기
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden">(새 창)</span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
