import { useParams, useSearchParams } from 'react-router';
import { isOAuthProvider } from '@ongi/shared';
import { SandboxOAuthPage } from '@web/features/account/sandbox/sandbox-oauth-page';
import { paths } from '../paths';

export function Component() {
  const { provider } = useParams();
  const [searchParams] = useSearchParams();
  const known = isOAuthProvider(provider) ? provider : null;
  return (
    <SandboxOAuthPage
      provider={known}
      redirectUri={searchParams.get('redirect_uri') ?? ''}
      state={searchParams.get('state') ?? ''}
      returnPaths={known ? [paths.oauthLogin(known), paths.oauthConnect(known)] : []}
    />
  );
}
