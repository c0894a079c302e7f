import { useNavigate } from 'react-router';
import { AdminLoginPage } from '@web/features/admin/pages/admin-login-page';
import { paths } from '../paths';
import { sessionEvents } from '../session-events';

export function Component() {
  const navigate = useNavigate();
  return (
    <AdminLoginPage
      onLoggedIn={() => {
        sessionEvents.adminChanged();
        navigate(paths.admin.adminAccount);
      }}
    />
  );
}
