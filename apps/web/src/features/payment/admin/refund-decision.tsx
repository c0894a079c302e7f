import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, messages, refundDeclineSchema, refundMessages, type AdminRefundRequestRow } from '@ongi/shared';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert, confirm, Dialog } from '@web/shared/ui/modal';
import styles from './payments.module.css';
import { refundRequest as refundRequestEndpoints } from '@ongi/shared/routes/admin/payment';

/**
 * An open request's 승인 and 거절. 승인 asks first, then the server cancels the
 * payment in full as the payments screen's 취소 does; 거절 takes the reason the
 * payer will read on their receipt. The list reloads either way.
 */
export function RefundDecision({ row, queryKey }: { row: AdminRefundRequestRow; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const settle = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setDeclining(false);
      await alert(done);
    } catch (failure) {
      setDeclining(false);
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const approve = async () => {
    if (!(await confirm(refundMessages.approveConfirm, { destructive: true, confirmLabel: '환불 승인', cancelLabel: messages.common.keep }))) return;
    await settle(() => call(refundRequestEndpoints.approve, { params: { seq: row.refundRequestSeq } }), refundMessages.approved);
  };

  const decline = async (event: FormEvent) => {
    event.preventDefault();
    const checked = refundDeclineSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    await settle(() => call(refundRequestEndpoints.decline, { params: { seq: row.refundRequestSeq }, body: checked.data }), refundMessages.declined);
  };

  return (
    <span className={styles.decisions}>
      <Button size="sm" onClick={approve} loading={busy && !declining} aria-label={`${row.paymentId} 환불 승인`}>
        승인
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${row.paymentId} 환불 거절`}
        onClick={() => {
          setReason('');
          setError(undefined);
          setDeclining(true);
        }}
      >
        거절
      </Button>
      {declining ? (
        <Dialog title="환불 요청 거절" onDismiss={() => setDeclining(false)} size="sm">
          <form className={styles.cancelForm} onSubmit={decline} noValidate>
            <p className={styles.cancelWhat}>
              {row.name ?? '이름 없음'} · {formatNumber(row.amount)}원 · {row.reason}
            </p>
            <TextField
              label="거절 사유"
              hint="결제한 분의 영수증 조회에 그대로 보입니다."
              value={reason}
              maxLength={200}
              autoFocus
              error={error}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className={styles.cancelActions}>
              <Button variant="secondary" onClick={() => setDeclining(false)}>
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
