import { RefundAccountPage } from '../../features/account/mypage/pages/refund-account-page';

export function Component() {
  return <RefundAccountPage />;
}
