import { VerifyPage } from '@web/features/invitation/verify/verify-page';

export function Component() {
  return <VerifyPage />;
}
