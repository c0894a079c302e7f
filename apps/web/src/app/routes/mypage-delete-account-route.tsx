import { useNavigate } from 'react-router';
import { DeleteAccountPage } from '@web/features/account/mypage/pages/delete-account-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  return (
    <DeleteAccountPage
      onWithdrawn={() => {
        sessionEvents.memberChanged();
        navigate(paths.home);
      }}
    />
  );
}
