import { useParams } from 'react-router';
import { SandboxCheckoutPage } from '@web/features/payment/sandbox/sandbox-checkout-page';

export function Component() {
  const { paymentId = '' } = useParams();
  return <SandboxCheckoutPage key={paymentId} paymentId={paymentId} />;
}
