import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { formatWon, messages, testPaymentAmount, type PaymentIntent } from '@ongi/shared';
import { usePageTitle } from '@web/shared/lib/document-title';
import { errorMessage } from '@web/shared/lib/api';
import { Button } from '@web/shared/ui/button';
import listPage from '@web/shared/ui/list-page.module.css';
import { PageHeader } from '@web/shared/ui/page-header';
import { alert } from '@web/shared/ui/modal';
import { checkoutApi } from '../api';
import { checkAfterWindow, failedMessage, openKiwoomWindow, payWithPortOne, postKiwoomForm, type PayOutcome } from '../checkout/pay';
import { watchWindow } from '../checkout/provider-window';
import styles from './payment-test-page.module.css';

const outcomeMessages: Record<PayOutcome['kind'], string> = {
  failed: messages.payment.failed,
  unverified: messages.payment.verifyFailed,
  paid: messages.payment.verified,
};

/**
 * /payment (spec 001 §4, §8): one button, a 1,000 won card payment through
 * whichever gateway is configured, then the server's verify, and exactly one
 * of the spec's three alerts. Through Kiwoom's window the button turns into
 * 확인하기, as in the wreath modal.
 */
export function PaymentTestPage() {
  usePageTitle('결제 테스트');
  const [paying, setPaying] = useState(false);
  const [inWindow, setInWindow] = useState<PaymentIntent | null>(null);

  const tell = async (outcome: PayOutcome) => {
    setInWindow(null);
    await alert(outcome.kind === 'failed' ? failedMessage(outcome) : outcomeMessages[outcome.kind]);
  };

  const check = async (intent: PaymentIntent) => {
    setPaying(true);
    const outcome = await checkAfterWindow(intent);
    setPaying(false);
    if (outcome.kind === 'unverified' && outcome.result?.status === 'READY') {
      await alert(messages.payment.windowHint);
      return;
    }
    await tell(outcome);
  };

  const pay = async () => {
    if (inWindow) return check(inWindow);
    setPaying(true);
    try {
      const intent = await checkoutApi.createTestIntent();
      if (intent.flow === 'portone') {
        await tell(await payWithPortOne(intent));
        return;
      }
      const popup = openKiwoomWindow();
      const answer = await postKiwoomForm(intent, popup);
      if (answer.status === 'PAID') {
        await tell(await checkAfterWindow(intent));
        return;
      }
      setInWindow(intent);
      if (popup) void watchWindow(popup, intent.paymentId, { untilClosed: false }).then(() => check(intent));
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className={listPage.page}>
      <PageHeader eyebrow="카드 결제" title="결제 테스트" lead="카드 결제와 결제 검증이 제대로 이어지는지 확인하는 화면입니다." />
      <section className={styles.card} aria-labelledby="payment-test-title">
        <CreditCard size={32} aria-hidden="true" className={styles.icon} />
        <h2 id="payment-test-title" className={styles.title}>
          테스트 카드 결제
        </h2>
        <p className={styles.amount}>{formatWon(testPaymentAmount)}</p>
        <p className={styles.text}>결제가 끝나면 서버가 결제사에 결제 내역을 확인하고 결과를 알려 드립니다.</p>
        {inWindow ? (
          <p className={styles.text} role="status">
            {messages.payment.windowHint}
          </p>
        ) : null}
        <Button size="lg" block loading={paying} onClick={() => void pay()}>
          {inWindow ? messages.payment.confirmButton : messages.payment.payButton}
        </Button>
      </section>
    </div>
  );
}
