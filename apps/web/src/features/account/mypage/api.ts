import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangeAccountInfoInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type MemberSession,
  type OAuthProvider,
  type Page,
  type RefundBankInput,
  type SetPasswordInput,
} from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { accountQueries } from '../api';
import { useSessionCache } from '../session';
import { account as accountEndpoints } from '@ongi/shared/routes/account';
import { oauth as oauthEndpoints } from '@ongi/shared/routes/oauth';

export type MemberSessionList = Page<MemberSession>;

/** Query keys of the member's own settings, under the account domain's keys (a login or logout drops them). */
export const myPageQueries = {
  all: accountQueries.mine,
  accountInfo: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'account-info'] as const,
      queryFn: ({ signal }) => call(accountEndpoints.info, {}, { signal }),
    }),
  refundBank: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'return-bank'] as const,
      queryFn: ({ signal }) => call(accountEndpoints.refundBank, {}, { signal }),
    }),
  connections: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'check-connect'] as const,
      queryFn: ({ signal }) => call(accountEndpoints.connections, {}, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...myPageQueries.all(), 'sessions'] as const,
      queryFn: ({ signal }) => call(accountEndpoints.sessions, {}, { signal }),
    }),
};

export const myPageApi = {
  changeAccountInfo: (payload: ChangeAccountInfoInput) => call(accountEndpoints.changeInfo, { body: payload }),
  changePassword: (payload: ChangePasswordInput) => call(accountEndpoints.changePassword, { body: payload }),
  setPassword: (payload: SetPasswordInput) => call(accountEndpoints.setPassword, { body: payload }),
  deleteAccount: (payload: DeleteAccountInput) => call(accountEndpoints.withdraw, { body: payload }),
  registerRefundBank: (payload: RefundBankInput) => call(accountEndpoints.saveRefundBank, { body: payload }),
  // A GET by the spec (000 §7); the server still insists it comes from this site.
  deleteRefundBank: () => call(accountEndpoints.deleteRefundBank),
  disconnect: (provider: OAuthProvider) => call(oauthEndpoints[provider].disconnect),
  logoutSession: (sessionId: string) => call(accountEndpoints.logoutSession, { params: { sessionId } }),
  logoutAllSessions: () => call(accountEndpoints.logoutAllSessions),
};

// ---------------------------------------------------------------------------
// Reads. My-page data belongs to a member's session: once this browser has
// logged out (the side menu, a withdrawal, this device logged out from the
// sessions list) a screen still on show asks for nothing, instead of
// answering itself with a 401.

/** Whether this browser holds a member's session (NORMAL or ADMIN; a non-member's holds one order only). */
function useMemberSession(): boolean {
  const { data } = useQuery(accountQueries.checkLogin());
  const role = data?.userInfo?.roleType;
  return data?.isAuthenticated === true && (role === 'NORMAL' || role === 'ADMIN');
}

export function useAccountInfo() {
  const enabled = useMemberSession();
  return useQuery({ ...myPageQueries.accountInfo(), enabled });
}

export function useRefundBank() {
  const enabled = useMemberSession();
  return useQuery({ ...myPageQueries.refundBank(), enabled });
}

export function useConnections() {
  const enabled = useMemberSession();
  return useQuery({ ...myPageQueries.connections(), enabled });
}

export function useMemberSessions() {
  const enabled = useMemberSession();
  return useQuery({ ...myPageQueries.sessions(), enabled });
}

/**
 * Whether the member has a password: members who joined with Naver or Kakao
 * have none until they set one. Undefined while unknown.
 */
export function useHasPassword(): boolean | undefined {
  return useConnections().data?.hasPassword;
}

// ---------------------------------------------------------------------------
// Changes, each refreshing what it made stale. Pages add what the person is
// told and where they go.

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.changePassword,
    // The other devices' sessions end with the old password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPageQueries.sessions().queryKey }),
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.setPassword,
    // hasPassword changes: the menu, the SNS screen and withdrawal read it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPageQueries.all() }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.changeAccountInfo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPageQueries.accountInfo().queryKey }),
  });
}

export function useRegisterRefundBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.registerRefundBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPageQueries.refundBank().queryKey }),
  });
}

export function useDeleteRefundBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.deleteRefundBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPageQueries.refundBank().queryKey }),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: myPageApi.disconnect,
    // Also after a refusal: the screen may have shown a link that is gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPageQueries.connections().queryKey }),
  });
}

/** 탈퇴신청: on success the session is gone with the account. */
export function useDeleteAccount() {
  const session = useSessionCache();
  return useMutation({
    mutationFn: myPageApi.deleteAccount,
    onSuccess: (result) => {
      if (result?.result === 'true') session.loggedOut();
    },
  });
}

/** 로그아웃 of one row; the current device's row logs this browser out. */
export function useLogoutSession() {
  const queryClient = useQueryClient();
  const session = useSessionCache();
  return useMutation({
    mutationFn: ({ sessionId }: Pick<MemberSession, 'sessionId' | 'current'>) => myPageApi.logoutSession(sessionId),
    onSuccess: (_result, { current }) => {
      if (current) session.loggedOut();
      else return queryClient.invalidateQueries({ queryKey: myPageQueries.sessions().queryKey });
    },
  });
}

/** 모든 기기에서 로그아웃, this one included. */
export function useLogoutAllSessions() {
  const session = useSessionCache();
  return useMutation({
    mutationFn: myPageApi.logoutAllSessions,
    onSuccess: () => session.loggedOut(),
  });
}
