import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { InvitationSaved } from '@ongi/shared';
import { accountQueries } from '@web/features/account/api';
import type { FormStatusLinks } from '@web/features/invitation/form/form-status';
import { paths } from '../paths';
import { queryClient } from '../query-client';
import { sessionEvents } from '../session-events';

/** What the form passes on to the order's screen after it made the invitation. */
export interface OrderRouteState {
  created?: boolean;
}

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

/**
 * After the spec's alert: a new invitation's order screen (its number, the
 * guests' link, how to come back); an edit goes to the guest page as before.
 * A host without an account is now logged in to the new order (the server
 * opened that session), so the app forgets who it thought was here first.
 */
export function useAfterSave(kind: 'wedding' | 'funeral', seq: number | undefined, member: boolean | undefined) {
  const navigate = useNavigate();
  return useCallback(
    async (saved: InvitationSaved) => {
      if (seq !== undefined) {
        openGuestPage(saved);
        return;
      }
      if (!member) {
        sessionEvents.memberChanged();
        await queryClient.invalidateQueries({ queryKey: accountQueries.checkLogin().queryKey });
      }
      const state: OrderRouteState = { created: true };
      await navigate(kind === 'wedding' ? paths.weddingOrder(saved.invitationSeq) : paths.funeralOrder(saved.invitationSeq), { state });
    },
    [kind, seq, member, navigate],
  );
}
