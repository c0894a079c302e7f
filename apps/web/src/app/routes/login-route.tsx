import { useNavigate, useSearchParams } from 'react-router';
import { isFindAccountTab } from '@web/features/account/find-account';
import { LoginPage } from '@web/features/account/pages/login-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const find = searchParams.get('find');
  return (
    <LoginPage
      signupHref={paths.signup}
      initialTab={searchParams.get('tab') === 'non-member' ? 'non-member' : 'member'}
      findAccountTab={isFindAccountTab(find) ? find : undefined}
      findOrder={find === 'order'}
      onFindAccountOpened={() => navigate(find === 'order' ? paths.loginNonMember : paths.login, { replace: true })}
      onLoggedIn={() => {
        sessionEvents.memberChanged();
        navigate(paths.home);
      }}
      onFoundOrderLogin={() => {
        sessionEvents.memberChanged();
        navigate(paths.mypage.recentOrder);
      }}
    />
  );
}
