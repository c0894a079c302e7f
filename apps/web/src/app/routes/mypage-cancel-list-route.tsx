import { CancelListPage } from '@web/features/payment/pages/cancel-list-page';
import { paths } from '../paths';

export function Component() {
  return <CancelListPage orderListHref={paths.mypage.orderList} />;
}
