import { accountQueries } from '../features/account/api';
import { adminQueries } from '../features/admin/api';
import { queryClient } from './query-client';

const sessionKey = accountQueries.all()[0];

/**
 * Whatever the browser read as the person who was logged in (orders, reviews,
 * inquiries, refunds) must not show for the next one: every query but the
 * session's own is dropped, and the screens read again as who is now there.
 */
function forgetWhoWasHere() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey });
}

/**
 * A login or logout on one side (member or administrator) replaces the
 * browser's session, so what the other side remembered is no longer true.
 */
export const sessionEvents = {
  memberChanged() {
    forgetWhoWasHere();
    queryClient.removeQueries({ queryKey: adminQueries.all() });
  },
  adminChanged() {
    forgetWhoWasHere();
    void queryClient.invalidateQueries({ queryKey: accountQueries.all() });
  },
};
