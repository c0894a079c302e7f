import { TermsOfUsePage } from '@web/features/customer-service/pages/terms-of-use-page';
import { paths } from '../paths';

export function Component() {
  return <TermsOfUsePage links={paths.customerService} />;
}
