import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber, messages } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { confirm } from '@web/shared/ui/modal/modal-store';
import { donationReceiptListKey, downloadBatchReceipts, settlementQueries } from '../api';
import styles from '../components/settlement.module.css';

/**
 * 기부금 영수증 내려받기 (issue 25 §1): the requests payers made for this
 * batch's wreaths, as the Excel the organisation issues its receipts from.
 * Downloading marks them sent and deletes their resident numbers, so the
 * count is shown first and the download asks once.
 */
export function BatchReceipts({ settlementBatchSeq }: { settlementBatchSeq: number }) {
  const queryClient = useQueryClient();
  const receipts = useQuery(settlementQueries.receipts(settlementBatchSeq));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'bad'; text: string } | null>(null);
  const waiting = receipts.data?.waiting ?? 0;

  const download = async () => {
    setResult(null);
    if (waiting === 0) return setResult({ tone: 'bad', text: messages.donationReceipt.nothingInBatch });
    if (!(await confirm(messages.donationReceipt.batchExportConfirm(formatNumber(waiting)), { destructive: true, confirmLabel: '내려받기' }))) return;
    setBusy(true);
    try {
      const fileName = await downloadBatchReceipts(settlementBatchSeq);
      setResult({ tone: 'ok', text: messages.donationReceipt.batchExported(fileName) });
    } catch (error) {
      setResult({ tone: 'bad', text: errorMessage(error) });
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settlementQueries.receipts(settlementBatchSeq).queryKey }),
        queryClient.invalidateQueries({ queryKey: donationReceiptListKey }),
      ]);
    }
  };

  return (
    <div className={styles.receipts}>
      <p className={styles.receiptsCount}>
        {receipts.isPending
          ? '기부금 영수증 신청을 세는 중입니다'
          : receipts.isError
            ? `기부금 영수증 신청을 불러오지 못했습니다. ${errorMessage(receipts.error)}`
            : waiting > 0
              ? `내려받지 않은 신청 ${formatNumber(waiting)}건`
              : '내려받을 신청이 없습니다'}
      </p>
      <Button size="sm" variant="secondary" onClick={() => void download()} loading={busy} disabled={receipts.isPending}>
        기부금 영수증 내려받기
      </Button>
      {result ? (
        <p role={result.tone === 'bad' ? 'alert' : 'status'} className={result.tone === 'bad' ? styles.bad : styles.ok}>
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
