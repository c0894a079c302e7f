import { FaqListPage } from '@web/features/customer-service/pages/faq-list-page';
import { paths } from '../paths';

export function Component() {
  return <FaqListPage links={paths.customerService} />;
}
