import { RefundAccountPage } from '@web/features/account/mypage/pages/refund-account-page';

export function Component() {
  return <RefundAccountPage />;
}
