import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@ongi/shared';
import { errorMessage } from '@web/shared/lib/api';
import { alert } from '@web/shared/ui/modal';
import { adminApi, adminQueries } from './api';
import { rememberAdminName } from './session';

/** POST /api/admin/account/logout, then 로그아웃 됐습니다. and onDone (the admin login page). */
export function useAdminLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminApi.logout,
    onSuccess: async (body) => {
      rememberAdminName(null);
      queryClient.removeQueries({ queryKey: adminQueries.all() });
      await alert(body?.message || messages.login.loggedOut);
      onDone();
    },
    onError: (error) => alert(errorMessage(error)),
  });
}
