import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messages, receiptLinkPath } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { buttonClass } from '@web/shared/ui/button';
import { receiptQueries } from '../api';
import { failedMessage, verifyPayment, type PayOutcome } from '../checkout/pay';
import { paymentReturnParams, redirectedPayment, resumeRedirectedPayment, type RedirectedPayment } from '../checkout/payment-return';
import { PaymentReceipt } from '../components/payment-receipt';
import styles from './payment-return-page.module.css';

type Stage = { step: 'checking' } | { step: 'missing' } | { step: 'done'; outcome: PayOutcome };

/** A path of this site only: what storage says is never taken as an address elsewhere. */
const ownPath = (path: string | undefined) => (path && path.startsWith('/') && !path.startsWith('//') ? path : null);

/** Paid from a guest page (an invitation's number), whose entry opens the form again after a failure; a campaign's page does not. */
const fromGuestPage = (kept: RedirectedPayment | null) => kept?.wreath !== undefined && 'publicNum' in kept.wreath.target;

function backLabel(kept: RedirectedPayment | null): string {
  if (!fromGuestPage(kept)) return messages.payment.returned.backTo.other;
  const kind = kept?.wreath?.kind;
  if (kind === 'W') return messages.payment.returned.backTo.W;
  if (kind === 'F') return messages.payment.returned.backTo.F;
  return messages.payment.returned.backTo.other;
}

/** The receipt of a verified payment, asked with the payer's name and phone kept before the trip. */
function Receipt({ paymentId, payer }: { paymentId: string; payer: RedirectedPayment['payer'] }) {
  const receipt = useQuery(receiptQueries.detail({ paymentId, name: payer.name, phoneNum: payer.phoneNum }));
  if (receipt.data) return <PaymentReceipt receipt={receipt.data} />;
  if (receipt.isError) return <p role="alert">{errorMessage(receipt.error)}</p>;
  return <p role="status">{messages.payment.returned.receiptLoading}</p>;
}

/**
 * Where the provider's checkout comes back to in the redirect mode (phones,
 * KakaoTalk's browser): the query carries the payment's number, and a code
 * and message when it did not go through. Our server is asked either way
 * (settlePayment is the only way to PAID, and asking twice is harmless); then
 * the outcome as the modal tells it, the receipt, and the way back, which
 * after a failure opens the form again with what the guest typed.
 */
export function PaymentReturnPage() {
  const [query] = useSearchParams();
  const paymentId = query.get('paymentId');
  const code = query.get('code');
  const providerMessage = query.get('message');
  const [kept] = useState(() => redirectedPayment(paymentId));
  const invitationSeq = Number(query.get(paymentReturnParams.invitationSeq) ?? kept?.invitationSeq ?? Number.NaN);
  const [stage, setStage] = useState<Stage>({ step: 'checking' });
  const asked = useRef(false);

  useEffect(() => {
    // Once, StrictMode's second run included: a failed verify counts against the payer.
    if (asked.current) return;
    asked.current = true;
    if (!paymentId || !Number.isInteger(invitationSeq)) {
      setStage({ step: 'missing' });
      return;
    }
    const intent = { paymentId, invitationSeq };
    const body = kept ? { name: kept.payer.name, phoneNum: kept.payer.phoneNum, message: kept.values?.message ?? '' } : undefined;
    void (async () => {
      let outcome = await verifyPayment(intent, body);
      // The provider said it did not go through: that is what the guest hears, unless our server found it paid or has its own word.
      if (code !== null && outcome.kind !== 'paid' && !(outcome.kind === 'failed' && outcome.notice)) {
        outcome = { kind: 'failed', reason: providerMessage };
      }
      if (outcome.kind === 'failed' && kept && fromGuestPage(kept)) resumeRedirectedPayment(kept);
      setStage({ step: 'done', outcome });
    })();
  }, [paymentId, invitationSeq, code, providerMessage, kept]);

  const back = ownPath(kept?.returnTo);
  const outcome = stage.step === 'done' ? stage.outcome : null;

  return (
    <section className={styles.page} aria-labelledby="payment-return-title">
      <h1 id="payment-return-title" className={styles.title}>
        {messages.payment.returned.title}
      </h1>
      {stage.step === 'checking' ? (
        <p className={styles.status} role="status">
          {messages.payment.returned.checking}
        </p>
      ) : stage.step === 'missing' || !outcome ? (
        <p className={styles.status} data-outcome="unverified" role="alert">
          {messages.payment.returned.missing}
        </p>
      ) : (
        <p className={styles.status} data-outcome={outcome.kind} role={outcome.kind === 'paid' ? 'status' : 'alert'}>
          {outcome.kind === 'paid'
            ? messages.payment.verified
            : outcome.kind === 'unverified'
              ? messages.payment.verifyFailed
              : [failedMessage(outcome), outcome.reason].filter(Boolean).join('\n')}
          {outcome.kind !== 'failed' && paymentId ? <span className={styles.number}>{messages.payment.paidWithNumber(paymentId)}</span> : null}
        </p>
      )}
      {outcome?.kind === 'paid' && paymentId && kept ? (
        // The slip's own heading is a third level, as in the dialogs: this one is the second.
        <section className={styles.receipt} aria-labelledby="payment-return-receipt">
          <h2 id="payment-return-receipt" className={styles.receiptTitle}>
            {messages.payment.returned.receiptTitle}
          </h2>
          <Receipt paymentId={paymentId} payer={kept.payer} />
        </section>
      ) : null}
      {stage.step !== 'checking' ? (
        <div className={styles.actions}>
          {outcome?.kind === 'failed' && back && fromGuestPage(kept) ? (
            <a className={buttonClass('primary', 'lg', true)} href={back}>
              {messages.payment.returned.retry}
            </a>
          ) : null}
          {outcome?.kind === 'paid' && paymentId ? (
            <a className={buttonClass('secondary', 'lg', true)} href={receiptLinkPath(paymentId)}>
              {messages.payment.returned.receiptLookup}
            </a>
          ) : null}
          <a className={buttonClass(outcome?.kind === 'paid' ? 'primary' : 'secondary', 'lg', true)} href={back ?? '/'}>
            {back ? backLabel(kept) : messages.payment.returned.home}
          </a>
        </div>
      ) : null}
    </section>
  );
}
