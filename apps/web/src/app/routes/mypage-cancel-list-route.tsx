import { CancelListPage } from '../../features/payment/pages/cancel-list-page';

export function Component() {
  return <CancelListPage />;
}
