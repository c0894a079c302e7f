import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { formatDate, formatNumber, formatWon, messages, type TransferRecord as Record } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { downloadUrl, imageUrl } from '@web/shared/lib/file-url';
import { settlementQueries, type TransferScope } from '../api';
import detail from '@web/shared/ui/detail-page.module.css';
import styles from './settlement.module.css';

/** A batch's period as a month when it is one ('2026년 11월'), else its days. */
const periodOf = (from: string, to: string) =>
  from.slice(0, 7) === to.slice(0, 7) ? `${from.slice(0, 4)}년 ${Number(from.slice(5, 7))}월` : `${formatDate(from)} ~ ${formatDate(to)}`;
const isPdf = (path: string) => path.endsWith('.pdf');
const words = messages.settlement.record;

/**
 * 전달 기록 (issue 25 §1): what reached the organisation per transfer, with the
 * bank proof to open, and what is still waiting — for an organisation's page
 * or a campaign's (its wreaths only).
 */
export function TransferRecordSection({ scope, titleId }: { scope: TransferScope; titleId: string }) {
  const record = useQuery(settlementQueries.record(scope));
  return (
    <section aria-labelledby={titleId} className={styles.record}>
      <h2 id={titleId} className={detail.sectionTitle}>
        기부금 전달 기록
      </h2>
      {record.isPending ? (
        <p className={styles.empty} role="status">
          전달 기록을 불러오는 중입니다
        </p>
      ) : record.isError ? (
        <p className={styles.empty} role="alert">
          전달 기록을 불러오지 못했습니다. {errorMessage(record.error)}
        </p>
      ) : (
        <RecordView record={record.data} />
      )}
    </section>
  );
}

/**
 * What is still to reach the organisation: the raised wreaths no transfer
 * has carried yet, or (after a refund of a transferred wreath) what the next
 * transfer takes off — never a negative amount 'waiting'.
 */
function pendingSentence(record: Record): string {
  if (record.pendingAmount < 0) return words.refundPending(formatWon(-record.pendingAmount));
  if (record.pendingWreaths > 0 || record.pendingAmount > 0) return words.pending(formatNumber(record.pendingWreaths), formatWon(record.pendingAmount));
  return words.nothingPending;
}

function RecordView({ record }: { record: Record }) {
  const transferred = record.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
  return (
    <>
      {record.transfers.length > 0 ? <p className={styles.total}>{words.transferred(formatWon(transferred), record.transfers.length)}</p> : null}
      <p className={styles.pending}>{pendingSentence(record)}</p>
      {record.transfers.length === 0 ? (
        <p className={styles.empty}>{words.noTransfer}</p>
      ) : (
        <ul className={styles.transfers} aria-label="월별 이체">
          {record.transfers.map((transfer) => (
            <li key={transfer.settlementBatchSeq} className={styles.transfer}>
              <p className={styles.transferMonth}>
                {periodOf(transfer.periodFrom, transfer.periodTo)} · {transfer.groupName}
              </p>
              <p className={styles.transferAmount}>{formatWon(transfer.amount)}</p>
              <p className={styles.transferMeta}>
                {formatDate(transfer.transferredOn)} 이체 · 기부화환 {formatNumber(transfer.wreaths)}개 ·{' '}
                <a className={styles.proof} href={downloadUrl(transfer.proofPath, transfer.proofName)} target="_blank" rel="noopener">
                  {isPdf(transfer.proofPath) ? (
                    <FileText size={16} aria-hidden="true" />
                  ) : (
                    <img className={styles.thumb} src={imageUrl(transfer.proofPath)} alt="" width={48} height={48} loading="lazy" />
                  )}
                  이체 증빙 보기<span className="visually-hidden"> ({periodOf(transfer.periodFrom, transfer.periodTo)}, 새 창)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
