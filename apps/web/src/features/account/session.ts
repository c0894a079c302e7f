import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckLogin } from '@ongi/shared';
import { readStored, storageKeys, useStored, writeStored } from '@web/shared/lib/local-store';
import { accountApi, accountQueries } from './api';

/** The logged-in member's name as stored at login (spec: success stores the account name locally). */
export function useMemberName(): string | null {
  return useStored(storageKeys.memberName);
}

export function rememberMemberName(name: string) {
  writeStored(storageKeys.memberName, name);
}

export function forgetMemberName() {
  writeStored(storageKeys.memberName, null);
}

export function savedMemberUsername(): string {
  return readStored(storageKeys.memberSavedUsername) ?? '';
}

export function saveMemberUsername(username: string | null) {
  writeStored(storageKeys.memberSavedUsername, username);
}

const loggedOut: CheckLogin = { isAuthenticated: false, userInfo: null };

/** What the app believes after a login or logout, so guards need not ask again. */
export function useSessionCache() {
  const queryClient = useQueryClient();
  return {
    loggedIn: async (name: string, roleType: 'NORMAL' | 'NON_MEMBER') => {
      rememberMemberName(name);
      // A session check sent before the login cookie existed would answer "logged out" after this.
      const { queryKey } = accountQueries.checkLogin();
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, { isAuthenticated: true, userInfo: { name, roleType } });
      queryClient.removeQueries({ queryKey: accountQueries.mine() });
    },
    /**
     * The session is gone (logout, withdrawal, this device logged out): the
     * screens still on show stop asking for the member's data first (they
     * read only with a session, see mypage/api.ts), then that data goes.
     */
    loggedOut: () => {
      forgetMemberName();
      queryClient.setQueryData(accountQueries.checkLogin().queryKey, loggedOut);
      void queryClient.cancelQueries({ queryKey: accountQueries.mine() });
      queryClient.removeQueries({ queryKey: accountQueries.mine() });
    },
  };
}

/**
 * Keeps the stored name in step with the server's session: an expired session
 * clears the name in the header; a session opened elsewhere fills it in.
 */
export function useSessionSync() {
  const { data } = useQuery(accountQueries.checkLogin());
  useEffect(() => {
    if (!data) return;
    const current = readStored(storageKeys.memberName);
    if (!data.isAuthenticated || !data.userInfo) {
      if (current) forgetMemberName();
    } else if (current !== data.userInfo.name) {
      rememberMemberName(data.userInfo.name);
    }
  }, [data]);
}

/** 회원 로그인: the username remembered or forgotten as asked, and the app knows the member without asking again. */
export function useMemberLogin() {
  const session = useSessionCache();
  return useMutation({
    mutationFn: accountApi.login,
    onSuccess: async (result, payload) => {
      saveMemberUsername(payload.isSaveUsername ? payload.username : null);
      await session.loggedIn(result.name, 'NORMAL');
    },
  });
}

/** 비회원 로그인: a session holding the one order. */
export function useNonMemberLogin() {
  const session = useSessionCache();
  return useMutation({
    mutationFn: accountApi.nonMemberLogin,
    onSuccess: (result) => session.loggedIn(result.name, 'NON_MEMBER'),
  });
}
