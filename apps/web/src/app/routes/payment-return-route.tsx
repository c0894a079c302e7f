import { PaymentReturnPage } from '@web/features/payment/pages/payment-return-page';

export function Component() {
  return <PaymentReturnPage />;
}
