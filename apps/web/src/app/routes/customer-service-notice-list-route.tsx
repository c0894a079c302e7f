import { NoticeListPage } from '../../features/customer-service/pages/notice-list-page';
import { paths } from '../paths';

export function Component() {
  return <NoticeListPage links={paths.customerService} />;
}
