import { accountQueries } from '../features/account/api';
import { adminQueries } from '../features/admin/api';
import { queryClient } from './query-client';

/**
 * A login or logout on one side (member or administrator) replaces the
 * browser's session, so what the other side remembered is no longer true.
 */
export const sessionEvents = {
  memberChanged() {
    queryClient.removeQueries({ queryKey: adminQueries.all() });
  },
  adminChanged() {
    void queryClient.invalidateQueries({ queryKey: accountQueries.all() });
  },
};
