import { useState } from 'react';
import { formatDateTime, refundMessages, refundRequestBodySchema, refundRequestStateLabels, type PaymentReceipt, type RefundRequestStatus } from '@ongi/shared';
import { Button } from '@web/shared/ui/button';
import { FormActions, FormFailure, SpecForm, TextAreaField, TextField, useSpecForm } from '@web/shared/ui/form';
import { requestRefund, type PayerKey } from '../records-api';
import styles from './refund-request.module.css';

/** Where the payer's request stands, in the words the receipt lookup promises (요청됨 / 환불 완료 / 거절: 사유). */
function RefundState({ status }: { status: RefundRequestStatus }) {
  const label = refundRequestStateLabels[status.state];
  return (
    <p className={`${styles.state} ${styles[status.state]}`} role="status">
      <strong>환불 요청 {status.state === 'DECLINED' && status.declineReason ? `${label}: ${status.declineReason}` : label}</strong>
      <span className={styles.when}>{formatDateTime(status.requestedAt)} 요청</span>
    </p>
  );
}

/**
 * 환불 요청 from the receipt: the reason and where to reach the payer, sent
 * with the lookup's own key. Offered while something stays paid and no
 * request is open; afterwards the receipt shows where it stands.
 */
export function RefundRequest({ receipt, payer, onChange }: { receipt: PaymentReceipt; payer: PayerKey; onChange: (status: RefundRequestStatus) => void }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useSpecForm(refundRequestBodySchema, { report: 'inline', defaultValues: { reason: '', contact: payer.phoneNum } });
  const status = receipt.refundRequest;
  // While something stays paid: a payment refunded in part may be asked for the rest.
  const canAsk = receipt.remainingAmount > 0 && receipt.status !== 'CANCELLED' && status?.state !== 'REQUESTED';

  const send = async (body: { reason: string; contact: string }) => {
    setSending(true);
    try {
      onChange(await requestRefund(payer, body));
      setOpen(false);
    } catch (error) {
      await form.refuse(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.refund} aria-label="환불 요청">
      {status ? <RefundState status={status} /> : null}
      {canAsk && !open ? (
        <Button variant="secondary" block onClick={() => setOpen(true)}>
          환불 요청
        </Button>
      ) : null}
      {canAsk && open ? (
        <SpecForm form={form} onSubmit={send} className={styles.form} aria-label="환불 요청서">
          <p className={styles.lead}>환불 정책에 따라 확인한 뒤 남겨 주신 연락처로 알려 드립니다. 승인되면 남은 결제 금액의 전부나 일부가 환불됩니다.</p>
          <TextAreaField name="reason" label="환불 사유" rows={3} maxLength={500} />
          <TextField name="contact" label="연락받을 곳" autoComplete="tel" hint="휴대폰 번호나 이메일" maxLength={100} />
          <FormFailure />
          <FormActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              닫기
            </Button>
            <Button type="submit" loading={sending}>
              요청하기
            </Button>
          </FormActions>
        </SpecForm>
      ) : null}
      {status?.state === 'REQUESTED' ? <p className={styles.lead}>{refundMessages.requested}</p> : null}
    </section>
  );
}
