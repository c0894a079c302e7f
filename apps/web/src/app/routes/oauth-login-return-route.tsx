import { useNavigate, useParams, useSearchParams } from 'react-router';
import { OAuthLoginReturnPage } from '@web/features/account/pages/oauth-return-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  const { provider } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <OAuthLoginReturnPage
      query={{ provider, code: searchParams.get('code'), state: searchParams.get('state'), error: searchParams.get('error') }}
      onLoggedIn={() => sessionEvents.memberChanged()}
      goHome={() => navigate(paths.home, { replace: true })}
      goLogin={() => navigate(paths.login, { replace: true })}
    />
  );
}
