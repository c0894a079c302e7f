import { PaymentTestPage } from '../../features/payment/pages/payment-test-page';

export function Component() {
  return <PaymentTestPage />;
}
