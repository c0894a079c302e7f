import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, formatWon, messages, refundApproveSchema, refundDeclineSchema, refundMessages, type AdminRefundRequestRow } from '@ongi/shared';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert, Dialog } from '@web/shared/ui/modal';
import styles from './payments.module.css';
import { refundRequest as refundRequestEndpoints } from '@ongi/shared/routes/admin/payment';

/**
 * An open request's 승인 and 거절. 승인 opens the amount to refund, all that
 * stays paid unless the administrator makes it less (a part, PortOne's
 * partial cancel); 거절 takes the reason the payer is sent at the contact they
 * gave and reads on their receipt. The list reloads either way.
 */
export function RefundDecision({ row, queryKey }: { row: AdminRefundRequestRow; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const remaining = row.amount - row.cancelledAmount;
  const [open, setOpen] = useState<'approve' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const settle = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      const done = await action();
      setOpen(null);
      await alert(done);
    } catch (failure) {
      setOpen(null);
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const show = (which: 'approve' | 'decline') => {
    setReason('');
    setAmountText(which === 'approve' ? formatNumber(remaining) : '');
    setError(undefined);
    setOpen(which);
  };

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    const cleaned = amountText.replace(/[,\s원]/g, '');
    const checked = refundApproveSchema.safeParse({ amount: cleaned === '' ? undefined : Number(cleaned) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    const amount = checked.data?.amount;
    if (amount !== undefined && amount > remaining) {
      setError(messages.payment.refundAmountOver(formatWon(remaining)));
      return;
    }
    // All that stays paid goes as the full cancel (no amount): the provider refunds exactly what it holds.
    const part = amount !== undefined && amount < remaining ? amount : undefined;
    await settle(async () => {
      await call(refundRequestEndpoints.approve, { params: { seq: row.refundRequestSeq }, body: part === undefined ? {} : { amount: part } });
      return part === undefined ? refundMessages.approved : refundMessages.approvedPart;
    });
  };

  const decline = async (event: FormEvent) => {
    event.preventDefault();
    const checked = refundDeclineSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    await settle(async () => {
      const result = await call(refundRequestEndpoints.decline, { params: { seq: row.refundRequestSeq }, body: checked.data });
      if (result.sentBy === 'phone') return refundMessages.declinedSentByPhone;
      if (result.sentBy === 'email') return refundMessages.declinedSentByEmail;
      return refundMessages.declinedNotSent;
    });
  };

  return (
    <span className={styles.decisions}>
      <Button size="sm" onClick={() => show('approve')} aria-label={`${row.paymentId} 환불 승인`}>
        승인
      </Button>
      <Button variant="secondary" size="sm" aria-label={`${row.paymentId} 환불 거절`} onClick={() => show('decline')}>
        거절
      </Button>
      {open === 'approve' ? (
        <Dialog title="환불 요청 승인" onDismiss={() => setOpen(null)} size="sm">
          <form className={styles.cancelForm} onSubmit={approve} noValidate>
            <p className={styles.cancelWhat}>
              {row.name ?? '이름 없음'} · 결제 {formatWon(row.amount)}
              {row.cancelledAmount > 0 ? ` · 환불된 ${formatWon(row.cancelledAmount)}` : ''} · {row.reason}
            </p>
            <TextField
              label={refundMessages.approveAmountLabel}
              inputMode="numeric"
              autoComplete="off"
              hint={`남은 금액 ${formatWon(remaining)} 전부, 또는 그보다 적게 입력하면 그 금액만 환불합니다.`}
              value={amountText}
              autoFocus
              error={error}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <div className={styles.cancelActions}>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                닫기
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
                환불 승인
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
      {open === 'decline' ? (
        <Dialog title="환불 요청 거절" onDismiss={() => setOpen(null)} size="sm">
          <form className={styles.cancelForm} onSubmit={decline} noValidate>
            <p className={styles.cancelWhat}>
              {row.name ?? '이름 없음'} · {formatNumber(row.amount)}원 · {row.reason}
            </p>
            <TextField
              label="거절 사유"
              hint={`연락처(${row.contact})로 보내고, 결제한 분의 영수증 조회에도 그대로 보입니다.`}
              value={reason}
              maxLength={200}
              autoFocus
              error={error}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className={styles.cancelActions}>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                닫기
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
                거절
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </span>
  );
}
