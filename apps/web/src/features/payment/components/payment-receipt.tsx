import { ExternalLink } from 'lucide-react';
import { formatDate, formatDateTime, formatWon, messages, receiptStatusLabels, type PaymentReceipt as Receipt } from '@ongi/shared';
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
            <dt>환불된 금액</dt>
            <dd>-{formatWon(receipt.cancelledAmount)}</dd>
          </div>
        ) : null}
        {/* Each refund on its day, when there were several or a part: the payer can match them with the card statement. */}
        {receipt.refunds.map((refund, index) => (
          <div key={`${refund.refundedAt}-${index}`} className={`${styles.row} ${styles.refund}`}>
            <dt>{formatDateTime(refund.refundedAt)} 환불</dt>
            <dd>-{formatWon(refund.amount)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{receipt.cancelledAmount > 0 ? '남은 금액' : '합계'}</dt>
          <dd>{formatWon(paid)}</dd>
        </div>
        {/* The product's promise: the campaign's share of what stays paid reaches the organisation (the ledger sums the same amount). */}
        <div className={styles.row}>
          <dt>기부단체 전달액</dt>
          <dd>{formatWon(receipt.donatedAmount)}</dd>
        </div>
      </dl>
      {receipt.status !== 'CANCELLED' ? <GiftState receipt={receipt} /> : null}
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

/** The gift's way to the organisation: paid, then transferred (with the day and the organisation) once a settlement records it. */
function GiftState({ receipt }: { receipt: Receipt }) {
  const { transfer } = receipt;
  return (
    <section className={styles.gift} aria-label="기부금 전달 상태">
      <ol className={styles.giftSteps}>
        <li className={styles.giftDone}>{messages.settlement.giftPaid}</li>
        <li className={transfer ? styles.giftDone : styles.giftWaiting} aria-current={transfer ? 'step' : undefined}>
          {transfer ? messages.settlement.giftTransferred : '기부처 전달 대기'}
        </li>
      </ol>
      <p className={styles.giftNote}>
        {transfer
          ? messages.settlement.giftTransferredOn(formatDate(transfer.transferredOn), transfer.groupName)
          : '기부금은 정산 후 기부처로 이체되며, 이체되면 이곳에 날짜와 단체가 표시됩니다.'}
      </p>
    </section>
  );
}
