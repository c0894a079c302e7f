import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { InvitationSaved } from '@ongi/shared';
import { accountQueries } from '../../features/account/api';
import type { FormStatusLinks } from '../../features/invitation/form/form-status';
import { paths } from '../paths';

export const invitationFormLinks: FormStatusLinks = {
  login: paths.login,
  nonMemberLogin: paths.loginNonMember,
  myOrders: paths.mypage.recentOrder,
  home: paths.home,
};

/** Whether a member (or an administrator) is logged in; undefined while the login check runs. A non-member session is not a member's. */
export function useMemberSession(): boolean | undefined {
  const login = useQuery(accountQueries.checkLogin());
  if (login.isPending) return undefined;
  return Boolean(login.data?.isAuthenticated && login.data.userInfo && login.data.userInfo.roleType !== 'NON_MEMBER');
}

/** The seq in the edit address (the registry lets only digits through), or undefined on the create page. */
export function useSeqParam(name: string): number | undefined {
  const value = useParams()[name];
  return value === undefined ? undefined : Number(value);
}

/** After saving: the guest page, which the server answers (it is not a screen of this app). */
export function openGuestPage(saved: InvitationSaved) {
  window.location.assign(paths.invitationView(saved.publicNum));
}
