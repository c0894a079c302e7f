import { messages } from '@ongi/shared';
import { alert, openModal } from '@web/shared/ui/modal';
import { failedMessage } from './pay';
import type { PaymentFormValues, PaymentModalResult, WreathPaymentProps } from './payment-modal';

export type { WreathPaymentProps, WreathTarget } from './payment-modal';

/** The payment modals' registered names (the app layer registers them, loaded when first opened). */
export const paymentModalNames = {
  payment: 'payment',
  paid: 'payment-paid',
} as const;

/**
 * 기부화환 보내기, from start to end: the payment modal, then what the spec
 * says to tell (spec 001 §8): '결제 실패' (and the form again, as typed, to
 * try once more), '결제 검증 실패! 고객센터 문의 필요', or '결제 검증 완료!
 * 주문 처리 진행' with the payment's own number, then its receipt.
 * Resolves true when a payment was verified as PAID.
 */
export async function sendWreath(props: WreathPaymentProps, typed?: PaymentFormValues): Promise<boolean> {
  // What was typed before (a payment that failed after the redirect mode's trip) fills the form again.
  let values: PaymentFormValues | undefined = typed;
  for (;;) {
    const done = await openModal<PaymentModalResult>(paymentModalNames.payment, { ...props, values });
    if (!done) return false;
    const { outcome, intent, payer } = done;
    if (outcome.kind === 'paid') {
      await alert(`${messages.payment.verified}\n${messages.payment.paidWithNumber(intent.paymentId)}`);
      await openModal(paymentModalNames.paid, { paymentId: intent.paymentId, name: payer.name, phoneNum: payer.phoneNum });
      return true;
    }
    if (outcome.kind === 'unverified') {
      await alert(`${messages.payment.verifyFailed}\n${messages.payment.paidWithNumber(intent.paymentId)}`);
      return false;
    }
    await alert(failedMessage(outcome));
    values = done.values;
  }
}
