import { CancelListPage } from '../../features/payment/pages/cancel-list-page';
import { paths } from '../paths';

export function Component() {
  return <CancelListPage orderListHref={paths.mypage.orderList} />;
}
