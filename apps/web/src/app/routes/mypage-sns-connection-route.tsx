import { SnsConnectionPage } from '../../features/account/mypage/pages/sns-connection-page';

export function Component() {
  return <SnsConnectionPage />;
}
