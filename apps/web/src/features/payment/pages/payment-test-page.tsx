import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { formatWon, messages, testPaymentAmount, type PaymentIntent } from '@ongi/shared';
import { usePageTitle } from '../../../shared/lib/document-title';
import { errorMessage } from '../../../shared/lib/api';
import { Button } from '../../../shared/ui/button';
import listPage from '../../../shared/ui/list-page.module.css';
import { PageHeader } from '../../../shared/ui/page-header';
import { alert } from '../../../shared/ui/modal';
import { checkoutApi } from '../api';
import { checkAfterWindow, openKiwoomWindow, payWithPortOne, postKiwoomForm, type PayOutcome } from '../checkout/pay';
import { watchWindow } from '../checkout/provider-window';
import styles from './payment-test-page.module.css';

const outcomeMessages: Record<PayOutcome['kind'], string> = {
  failed: messages.payment.failed,
  unverified: messages.payment.verifyFailed,
  paid: messages.payment.verified,
};

/** The Kiwoom window's way, for a server whose configured gateway pays that way. */
async function payInWindow(intent: PaymentIntent): Promise<PayOutcome> {
  const popup = openKiwoomWindow();
  const answer = await postKiwoomForm(intent, popup);
  if (answer.status !== 'PAID' && popup) await watchWindow(popup, intent.paymentId);
  return checkAfterWindow(intent);
}

/**
 * /payment (spec 001 §4, §8): one button, a 1,000 won card payment through
 * whichever gateway is configured, then the server's verify, and exactly one
 * of the spec's three alerts.
 */
export function PaymentTestPage() {
  usePageTitle('결제 테스트');
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      const intent = await checkoutApi.createTestIntent();
      const outcome = intent.flow === 'portone' ? await payWithPortOne(intent) : await payInWindow(intent);
      await alert(outcomeMessages[outcome.kind]);
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
        <Button size="lg" block loading={paying} onClick={() => void pay()}>
          {messages.payment.payButton}
        </Button>
      </section>
    </div>
  );
}
