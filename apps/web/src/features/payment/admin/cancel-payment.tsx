import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, messages, paymentAdminMessages, paymentCancelRequestSchema, type AdminPaymentRow } from '@ongi/shared';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert, confirm, Dialog } from '@web/shared/ui/modal';
import styles from './payments.module.css';
import { payment as adminPaymentEndpoints } from '@ongi/shared/routes/admin/payment';

/**
 * A payment row's 취소: asks first, then the reason in a small form, then the
 * payment service's full cancel of all that stays paid (POST /api/admin/payment/cancel/{paymentId},
 * which keeps the reason and writes the audit trail); the list reloads.
 */
export function CancelPayment({ row, queryKey }: { row: AdminPaymentRow; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    // '취소' / '확인' would make 취소 mean "don't": the buttons name what they do.
    if (!(await confirm(paymentAdminMessages.cancelConfirm, { destructive: true, confirmLabel: '결제 취소', cancelLabel: messages.common.keep }))) return;
    setReason('');
    setError(undefined);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = paymentCancelRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await call(adminPaymentEndpoints.cancel, { params: { paymentId: row.paymentId }, body: checked.data });
      setOpen(false);
      await alert(paymentAdminMessages.cancelled);
    } catch (failure) {
      setOpen(false);
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start} aria-label={`${row.paymentId} 결제 취소`}>
        취소
      </Button>
      {open ? (
        <Dialog title="결제 취소" onDismiss={() => setOpen(false)} size="sm">
          <form className={styles.cancelForm} onSubmit={submit} noValidate>
            <p className={styles.cancelWhat}>
              {row.name ?? '이름 없음'} · {formatNumber(row.amount)}원
              {row.cancelledAmount > 0 ? ` · 남은 ${formatNumber(row.amount - row.cancelledAmount)}원 전부 환불` : null}
            </p>
            <TextField label="취소 사유" value={reason} maxLength={200} autoFocus error={error} onChange={(event) => setReason(event.target.value)} />
            <div className={styles.cancelActions}>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                닫기
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
                결제 취소
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
