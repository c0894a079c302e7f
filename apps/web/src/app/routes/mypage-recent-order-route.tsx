import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@web/features/account/api';
import { RecentOrderPage } from '@web/features/invitation/pages/recent-order-page';
import { openWriteReview } from '../modals';
import { myOrderLinks } from './mypage-order-links';

export function Component() {
  const { data: login } = useQuery(accountQueries.checkLogin());
  return <RecentOrderPage links={myOrderLinks} writeReview={openWriteReview} isNonMember={login?.userInfo?.roleType === 'NON_MEMBER'} />;
}
