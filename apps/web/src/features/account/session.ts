import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckLogin } from '@ongi/shared';
import { readStored, storageKeys, useStored, writeStored } from '../../shared/lib/local-store';
import { accountQueries } from './api';

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
    },
    loggedOut: () => {
      forgetMemberName();
      queryClient.setQueryData(accountQueries.checkLogin().queryKey, loggedOut);
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
