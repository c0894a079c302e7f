import { useNavigate } from 'react-router';
import { SessionsPage } from '@web/features/account/mypage/pages/sessions-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  return (
    <SessionsPage
      onThisDeviceLoggedOut={() => {
        sessionEvents.memberChanged();
        navigate(paths.home);
      }}
      onAllLoggedOut={() => {
        sessionEvents.memberChanged();
        navigate(paths.login);
      }}
    />
  );
}
