import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountQueries } from '@web/features/account/api';
import { InquiryCreatePage } from '@web/features/customer-service/pages/inquiry-create-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  // The account's own session check: the layout has usually asked already, so this reads the cache.
  const login = useQuery(accountQueries.checkLogin());
  const isMember = login.isPending ? undefined : Boolean(login.data?.isAuthenticated && login.data.userInfo && login.data.userInfo.roleType !== 'NON_MEMBER');
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <InquiryCreatePage
      links={paths.customerService}
      isMember={isMember}
      onCreated={() => navigate(paths.home)}
      onCancel={() => (cameFromApp ? navigate(-1) : navigate(paths.home))}
    />
  );
}
