import { useEffect, useId, useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { formatWon, messages, sandboxApproveSchema, sandboxCardCompanies, type SandboxCheckout, type SandboxResult } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import { Checkbox, TextField } from '@web/shared/ui/field';
import fieldStyles from '@web/shared/ui/field.module.css';
import layout from '@web/shared/ui/form-layout.module.css';
import { alert } from '@web/shared/ui/modal';
import { SandboxWindow, sandboxWindowStyles as frame } from '@web/shared/ui/sandbox-window';
import { sandboxPaymentApi } from '../api';
import { sandboxPaymentChannel, sandboxPaymentMessageType, sandboxReturnAddress, type SandboxPaymentMessage } from '../checkout/provider-window';
import styles from './sandbox-checkout.module.css';

/** A test card number: 16 digits, shown in groups of four. */
const testCardNumber = '4111-1111-1111-1111';
const webhookDelays = [0, 3, 10, 30] as const;

type Load = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; checkout: SandboxCheckout };

/** How the payment went, in the shape PortOne's window answers requestPayment with. */
function answerOf(result: SandboxResult): SandboxPaymentMessage {
  return result.status === 'PAID'
    ? { type: sandboxPaymentMessageType, paymentId: result.paymentId, status: 'PAID', txId: result.txId }
    : {
        type: sandboxPaymentMessageType,
        paymentId: result.paymentId,
        status: 'FAILED',
        code: 'FAILURE_TYPE_PG',
        message: result.failReason ?? messages.payment.sandbox.declinedReason,
      };
}

/** Tells the page that opened this window how the payment went, as PortOne's window answers requestPayment. */
function tellOpener(result: SandboxResult) {
  const message = answerOf(result);
  if (window.opener && !(window.opener as Window).closed) (window.opener as Window).postMessage(message, window.location.origin);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(sandboxPaymentChannel);
    channel.postMessage(message);
    channel.close();
  }
}

/**
 * The sandbox provider's checkout window (no keys configured): the order as
 * the provider received it, a card company and number, and approve, decline
 * or close. It records the outcome with the sandbox provider, which is what
 * our server's verify and webhook ask; whether it counts is still the
 * server's call. Late and repeated webhooks can be sent from here to see
 * that a payment still settles exactly once.
 */
export function SandboxCheckoutPage({ paymentId, redirectUrl = null }: { paymentId: string; redirectUrl?: string | null }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [cardCompany, setCardCompany] = useState<string>(sandboxCardCompanies[0]);
  const [cardNumber, setCardNumber] = useState(testCardNumber);
  const [sendWebhook, setSendWebhook] = useState(true);
  const [pending, setPending] = useState<'approve' | 'decline' | 'close' | 'webhook' | null>(null);
  const [result, setResult] = useState<SandboxResult | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const [delay, setDelay] = useState<number>(0);
  const [times, setTimes] = useState(1);
  const [webhookNote, setWebhookNote] = useState<string | null>(null);
  const companyId = useId();
  const delayId = useId();
  const timesId = useId();

  useEffect(() => {
    const controller = new AbortController();
    sandboxPaymentApi
      .checkout(paymentId, controller.signal)
      .then((checkout) => setLoad({ status: 'ready', checkout }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'missing', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [paymentId]);

  const answer = async (action: 'approve' | 'decline' | 'close') => {
    setPending(action);
    try {
      let outcome: SandboxResult;
      if (action === 'approve') {
        const checked = sandboxApproveSchema.safeParse({ cardCompany, cardNumber, webhook: sendWebhook });
        if (!checked.success) {
          setCardError(checked.error.issues[0]?.message);
          document.getElementById(`${companyId}-card`)?.focus();
          return;
        }
        setCardError(undefined);
        outcome = await sandboxPaymentApi.approve(paymentId, {
          cardCompany: checked.data.cardCompany,
          cardNumber: checked.data.cardNumber,
          webhook: checked.data.webhook,
        });
      } else {
        outcome = await sandboxPaymentApi.decline(
          paymentId,
          action === 'close' ? messages.payment.sandbox.closedReason : messages.payment.sandbox.declinedReason,
        );
      }
      // The redirect mode (a phone, an in-app browser): back to the page that asked, as PortOne's checkout does.
      const back = sandboxReturnAddress(redirectUrl, answerOf(outcome));
      if (back) {
        window.location.replace(back);
        return;
      }
      setResult(outcome);
      tellOpener(outcome);
      // Closing is the payer walking away: the window goes, as PortOne's does.
      if (action === 'close') window.close();
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const webhook = async () => {
    setPending('webhook');
    try {
      await sandboxPaymentApi.webhook(paymentId, { delayMs: delay * 1000, times });
      setWebhookNote(delay > 0 ? `${delay}초 뒤에 웹훅을 ${times}번 보냅니다.` : `웹훅을 ${times}번 보냈습니다.`);
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void answer('approve');
  };

  const checkout = load.status === 'ready' ? load.checkout : null;
  const settled =
    result ?? (checkout && checkout.status !== 'READY' ? { paymentId, status: checkout.status, txId: null, failReason: checkout.failReason } : null);

  return (
    <SandboxWindow icon={<CreditCard size={28} aria-hidden="true" />} title="테스트 결제창" banner={{ badge: '테스트 결제창', note: '(실제 결제되지 않음)' }}>
      <p className={frame.note}>{messages.payment.sandbox.note}</p>
      {load.status === 'loading' ? (
        <p className={styles.status} role="status">
          결제 정보를 불러오는 중입니다.
        </p>
      ) : load.status === 'missing' ? (
        <p className={frame.error} role="alert">
          {load.message}
        </p>
      ) : (
        <>
          <dl className={styles.order}>
            <div>
              <dt>주문명</dt>
              <dd>{load.checkout.orderName}</dd>
            </div>
            <div>
              <dt>결제번호</dt>
              <dd className={styles.mono}>{load.checkout.paymentId}</dd>
            </div>
            <div className={styles.amount}>
              <dt>결제 금액</dt>
              <dd>{formatWon(load.checkout.amount)}</dd>
            </div>
          </dl>
          {settled ? (
            <p className={settled.status === 'PAID' ? frame.done : frame.error} role="status">
              {settled.status === 'PAID' ? '승인되었습니다. ' : `${settled.failReason ?? messages.payment.sandbox.alreadyDone} `}
              {messages.payment.sandbox.done}
            </p>
          ) : null}
          {settled ? (
            <div className={styles.closeRow}>
              <Button variant="secondary" block onClick={() => window.close()}>
                창 닫기
              </Button>
            </div>
          ) : (
            <form className={frame.form} onSubmit={submit} noValidate aria-label="테스트 카드 정보">
              <div className={fieldStyles.field}>
                <label htmlFor={companyId} className={fieldStyles.label}>
                  카드사
                </label>
                <select id={companyId} className={layout.select} value={cardCompany} onChange={(event) => setCardCompany(event.target.value)}>
                  {sandboxCardCompanies.map((company) => (
                    <option key={company} value={company}>
                      {company}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                id={`${companyId}-card`}
                label="카드 번호"
                inputMode="numeric"
                autoComplete="off"
                value={cardNumber}
                error={cardError}
                hint="테스트 번호입니다. 실제 카드 번호를 입력하지 마세요."
                onChange={(event) => setCardNumber(event.target.value.replace(/[^\d-\s]/g, '').slice(0, 19))}
              />
              <Checkbox label="승인과 함께 웹훅(Transaction.Paid) 보내기" checked={sendWebhook} onChange={(event) => setSendWebhook(event.target.checked)} />
              <div className={frame.actions}>
                <Button type="submit" size="lg" block loading={pending === 'approve'} disabled={pending !== null}>
                  승인
                </Button>
                <Button variant="danger" size="lg" block loading={pending === 'decline'} disabled={pending !== null} onClick={() => void answer('decline')}>
                  거절
                </Button>
                <Button variant="secondary" size="lg" block loading={pending === 'close'} disabled={pending !== null} onClick={() => void answer('close')}>
                  닫기
                </Button>
              </div>
            </form>
          )}
          <section className={styles.webhook} aria-labelledby="sandbox-webhook-title">
            <h2 id="sandbox-webhook-title" className={styles.webhookTitle}>
              웹훅 다시 보내기
            </h2>
            <p className={styles.hint}>지금 상태의 웹훅을 늦게, 또는 여러 번 보내 결제가 한 번만 처리되는지 확인합니다.</p>
            <div className={styles.webhookRow}>
              <div className={fieldStyles.field}>
                <label htmlFor={delayId} className={fieldStyles.label}>
                  지연
                </label>
                <select id={delayId} className={layout.select} value={delay} onChange={(event) => setDelay(Number(event.target.value))}>
                  {webhookDelays.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {seconds === 0 ? '바로' : `${seconds}초 뒤`}
                    </option>
                  ))}
                </select>
              </div>
              <div className={fieldStyles.field}>
                <label htmlFor={timesId} className={fieldStyles.label}>
                  횟수
                </label>
                <select id={timesId} className={layout.select} value={times} onChange={(event) => setTimes(Number(event.target.value))}>
                  {[1, 2, 3, 4, 5].map((count) => (
                    <option key={count} value={count}>
                      {count}번
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="secondary" loading={pending === 'webhook'} disabled={pending !== null} onClick={() => void webhook()}>
                웹훅 보내기
              </Button>
            </div>
            {webhookNote ? (
              <p className={styles.hint} role="status">
                {webhookNote}
              </p>
            ) : null}
          </section>
        </>
      )}
    </SandboxWindow>
  );
}
