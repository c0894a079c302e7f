import { SignupPage } from '@web/features/account/pages/signup-page';
import { identityOptions } from '../identity-options';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  return (
    <SignupPage
      termsHref={paths.customerService.termsOfUse}
      privacyHref={paths.customerService.privacyPolicy}
      homeHref={paths.home}
      mypageHref={paths.mypage.root}
      identity={identityOptions}
      onSignedUp={() => sessionEvents.memberChanged()}
    />
  );
}
