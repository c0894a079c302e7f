import { useSearchParams } from 'react-router';
import { SandboxIdentityPage } from '@web/features/account/sandbox/sandbox-identity-page';

export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <SandboxIdentityPage
      identityVerificationId={searchParams.get('identityVerificationId') ?? ''}
      name={searchParams.get('name') ?? ''}
      phoneNum={searchParams.get('phoneNum') ?? ''}
    />
  );
}
