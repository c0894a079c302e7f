import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '../../features/account/pages/login-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LoginPage
      signupHref={paths.signup}
      initialTab={searchParams.get('tab') === 'non-member' ? 'non-member' : 'member'}
      onLoggedIn={() => {
        sessionEvents.memberChanged();
        navigate(paths.home);
      }}
    />
  );
}
