import { SnsConnectionPage } from '@web/features/account/mypage/pages/sns-connection-page';
import { paths } from '../paths';

export function Component() {
  return <SnsConnectionPage setPasswordHref={paths.mypage.changePwd} />;
}
