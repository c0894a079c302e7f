import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatWon, messages, paymentAdminMessages, paymentRefundRequestSchema, type AdminPayment, type AdminPaymentRow } from '@ongi/shared';
import { payment as adminPaymentEndpoints } from '@ongi/shared/routes/admin/payment';
import { call, errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { TextField } from '@web/shared/ui/field';
import { alert, Dialog } from '@web/shared/ui/modal';
import { PageLoading } from '@web/shared/ui/page-loading';
import styles from './payments.module.css';

/**
 * A payment row's 부분 환불 (or 환불 내역 once nothing stays paid): the
 * payment's amounts and each refund so far, read from its detail, and a form
 * for a part of what stays paid (POST /api/admin/payment/refund/{paymentId},
 * PortOne's partial cancel). The rest can be refunded the same way later, or
 * with the row's 취소. The list reloads after a refund.
 */
export function RefundPayment({ row, queryKey }: { row: AdminPaymentRow; queryKey: readonly unknown[] }) {
  const [open, setOpen] = useState(false);
  const refundable = row.status === 'PAID' || row.status === 'PARTIAL_CANCELLED';
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`${row.paymentId} ${refundable ? '부분 환불' : '환불 내역'}`}>
        {refundable ? '부분 환불' : '환불 내역'}
      </Button>
      {open ? <RefundDialog row={row} queryKey={queryKey} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RefundDialog({ row, queryKey, onClose }: { row: AdminPaymentRow; queryKey: readonly unknown[]; onClose: () => void }) {
  const detailKey = [...queryKey, 'refunds', row.paymentId] as const;
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: ({ signal }) => call(adminPaymentEndpoints.view, { params: { paymentId: row.paymentId } }, { signal }),
  });
  return (
    <Dialog title={detail.data && detail.data.remainingAmount === 0 ? '환불 내역' : '부분 환불'} onDismiss={onClose} size="md">
      {detail.isPending ? <PageLoading label="결제와 환불 내역을 불러오는 중입니다" /> : null}
      {detail.isError ? (
        <div className={styles.cancelForm}>
          <p role="alert">{errorMessage(detail.error)}</p>
          <div className={styles.cancelActions}>
            <Button variant="secondary" onClick={onClose}>
              닫기
            </Button>
          </div>
        </div>
      ) : null}
      {detail.data ? <RefundBody payment={detail.data} queryKey={queryKey} detailKey={detailKey} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RefundBody({
  payment,
  queryKey,
  detailKey,
  onClose,
}: {
  payment: AdminPayment;
  queryKey: readonly unknown[];
  detailKey: readonly unknown[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const remaining = payment.remainingAmount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Separators and 원 are allowed; anything else ('2.5', '만원') reaches the schema as it is and is named there.
    const cleaned = amountText.replace(/[,\s원]/g, '');
    const amount = cleaned === '' ? undefined : Number(cleaned);
    const checked = paymentRefundRequestSchema.safeParse({ amount, reason });
    const found: typeof errors = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'amount' ? 'amount' : 'reason';
        found[field] ??= issue.message;
      }
    } else if (checked.data.amount > remaining) {
      found.amount = messages.payment.refundAmountOver(formatWon(remaining));
    }
    setErrors(found);
    if (!checked.success || found.amount) return;
    setBusy(true);
    try {
      const result = await call(adminPaymentEndpoints.refund, { params: { paymentId: payment.paymentId }, body: checked.data });
      setAmountText('');
      setReason('');
      await alert(result.status === 'CANCELLED' ? paymentAdminMessages.cancelled : messages.payment.partiallyRefunded);
    } catch (failure) {
      await alert(errorMessage(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return (
    <div className={styles.refundBody}>
      <dl className={styles.refundFigures}>
        <div>
          <dt>결제 금액</dt>
          <dd>{formatWon(payment.amount)}</dd>
        </div>
        <div>
          <dt>환불된 금액</dt>
          <dd>{formatWon(payment.cancelledAmount)}</dd>
        </div>
        <div>
          <dt>남은 금액</dt>
          <dd className={styles.remaining}>{formatWon(remaining)}</dd>
        </div>
      </dl>

      <section aria-labelledby="refund-history-title">
        <h3 id="refund-history-title" className={styles.refundHeading}>
          환불 내역
        </h3>
        {payment.refunds.length === 0 ? (
          <p className={styles.muted}>아직 환불한 내역이 없습니다.</p>
        ) : (
          <ol className={styles.refundHistory}>
            {payment.refunds.map((refund, index) => (
              <li key={`${refund.refundedAt}-${index}`}>
                <span className={styles.refundLine}>
                  <strong>{formatWon(refund.amount)}</strong>
                  <span className={styles.muted}>{formatDateTime(refund.refundedAt)}</span>
                </span>
                <span>{refund.reason || '사유 없음'}</span>
                <span className={styles.muted}>
                  {refund.refundedBy ?? '결제사 관리자 화면'}
                  {refund.fromRequest ? ' · 환불 요청 승인' : ''}
                  {refund.gatewayReference ? ` · ${refund.gatewayReference}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {remaining > 0 ? (
        <form className={styles.cancelForm} onSubmit={submit} noValidate aria-label="부분 환불">
          <TextField
            label="환불 금액"
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            hint={`남은 금액 ${formatWon(remaining)} 안에서 원 단위로 입력해주세요.`}
            error={errors.amount}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <TextField label="환불 사유" value={reason} maxLength={200} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.cancelActions}>
            <Button variant="secondary" onClick={onClose}>
              닫기
            </Button>
            <Button type="submit" variant="danger" loading={busy}>
              환불하기
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.cancelActions}>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
        </div>
      )}
    </div>
  );
}
