import { PrivacyPolicyPage } from '@web/features/customer-service/pages/privacy-policy-page';
import { paths } from '../paths';

export function Component() {
  return <PrivacyPolicyPage links={paths.customerService} />;
}
