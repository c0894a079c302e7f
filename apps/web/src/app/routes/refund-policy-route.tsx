import { RefundPolicyPage } from '@web/features/customer-service/pages/refund-policy-page';
import { paths } from '../paths';

export function Component() {
  return <RefundPolicyPage links={paths.customerService} />;
}
