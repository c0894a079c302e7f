import { useParams, useSearchParams } from 'react-router';
import { sandboxRedirectParam } from '@web/features/payment/checkout/provider-window';
import { SandboxCheckoutPage } from '@web/features/payment/sandbox/sandbox-checkout-page';

export function Component() {
  const { paymentId = '' } = useParams();
  const [query] = useSearchParams();
  return <SandboxCheckoutPage key={paymentId} paymentId={paymentId} redirectUrl={query.get(sandboxRedirectParam)} />;
}
