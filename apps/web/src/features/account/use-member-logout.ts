import { useMutation } from '@tanstack/react-query';
import { messages } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { alert } from '@web/shared/ui/modal';
import { accountApi } from './api';
import { useSessionCache } from './session';

/** POST /api/account/logout, then 로그아웃 됐습니다., the stored name cleared, and onDone (go home). */
export function useMemberLogout(onDone: () => void) {
  const session = useSessionCache();
  return useMutation({
    mutationFn: accountApi.logout,
    onSuccess: async (body) => {
      session.loggedOut();
      await alert(body?.message || messages.login.loggedOut);
      onDone();
    },
    onError: (error) => alert(errorMessage(error)),
  });
}
