import { PaymentTestPage } from '@web/features/payment/pages/payment-test-page';

export function Component() {
  return <PaymentTestPage />;
}
