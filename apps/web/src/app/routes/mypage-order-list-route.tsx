import { OrderListPage } from '@web/features/invitation/pages/order-list-page';
import { openWriteReview } from '../modals';
import { myOrderLinks } from './mypage-order-links';

export function Component() {
  return <OrderListPage links={myOrderLinks} writeReview={openWriteReview} />;
}
