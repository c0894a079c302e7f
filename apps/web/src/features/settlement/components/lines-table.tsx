import { formatDate, formatWon, settlementLineKindLabels, type SettlementLine } from '@ongi/shared';
import styles from './settlement.module.css';

/**
 * A batch's lines (or a preview's): each wreath with its donated amount, each
 * adjustment negative, and the total the batch transfers. Scrolls sideways on
 * a phone, the amount among the first columns.
 */
export function LinesTable({ lines, amount, caption }: { lines: readonly SettlementLine[]; amount: number; caption: string }) {
  return (
    // Focusable so a keyboard can scroll it on a narrow screen.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">구분</th>
            <th scope="col">보내신 분</th>
            <th scope="col" className={styles.end}>
              전달 금액
            </th>
            <th scope="col">결제일</th>
            <th scope="col" className={styles.end}>
              결제(취소)
            </th>
            <th scope="col">캠페인</th>
            <th scope="col">결제번호</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.paymentSeq}`} className={line.kind === 'ADJUSTMENT' ? styles.adjustment : undefined}>
              <td className={styles.day}>{settlementLineKindLabels[line.kind]}</td>
              <td className={styles.person}>{line.name ?? '-'}</td>
              <td className={styles.end}>{formatWon(line.lineAmount)}</td>
              <td className={styles.day}>{formatDate(line.paidAt)}</td>
              <td className={styles.end}>
                {formatWon(line.amount)}
                {line.cancelledAmount > 0 ? <span className={styles.muted}> (-{formatWon(line.cancelledAmount)})</span> : null}
              </td>
              <td className={styles.campaign}>{line.campaignName ?? '-'}</td>
              <td className={styles.code}>{line.paymentId}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              합계 {lines.length}건
            </th>
            <td className={styles.end}>
              <strong>{formatWon(amount)}</strong>
            </td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
