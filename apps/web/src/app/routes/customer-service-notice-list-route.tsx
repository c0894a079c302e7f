import { NoticeListPage } from '@web/features/customer-service/pages/notice-list-page';
import { paths } from '../paths';

export function Component() {
  return <NoticeListPage links={paths.customerService} />;
}
