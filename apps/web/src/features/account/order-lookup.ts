import { type FindOrdersInput } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { openModal } from '@web/shared/ui/modal';
import { account as accountEndpoints } from '@ongi/shared/routes/account';

/** The named modal 'find-order' (registered by the app layer, opened from the login page's non-member tab). */
export const findOrderModalName = 'find-order';

/** POST /api/account/find-orders: a non-member's orders, by the name and phone identity verification proved. */
export const findOrders = (payload: FindOrdersInput) => call(accountEndpoints.findOrders, { body: payload });

/** What the modal ends with: logged in to one of the orders found, or closed. */
export interface FindOrderOutcome {
  loggedIn: boolean;
}

/** Opens '주문번호 찾기' with what the person already typed; resolves once it closes. */
export async function openFindOrder(initial: { name?: string; phone?: string } = {}): Promise<FindOrderOutcome> {
  const outcome = await openModal<FindOrderOutcome>(findOrderModalName, { initialName: initial.name ?? '', initialPhone: initial.phone ?? '' });
  return outcome ?? { loggedIn: false };
}
