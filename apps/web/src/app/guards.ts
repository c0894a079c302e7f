import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { messages, type CheckLogin } from '@ongi/shared';
import { accountQueries } from '../features/account/api';
import { adminQueries } from '../features/admin/api';
import { checkoutApi } from '../features/payment/api';
import { ApiError } from '../shared/lib/api';
import { alert, confirm } from '../shared/ui/modal';
import { paths } from './paths';
import { queryClient } from './query-client';
import type { Guard } from './route-registry';

/**
 * Route guards (spec 000 §6, 001 §6, 002 §4), run as route loaders so a page
 * never renders for someone who may not see it.
 */

interface RouterLike {
  state: { initialized: boolean; location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options: { replace: boolean; preventScrollReset: boolean }) => Promise<void>;
}

let router: RouterLike | null = null;

/** The router tells the guards where the user is, so 'no' can keep them there. */
export function attachRouter(instance: RouterLike) {
  router = instance;
}

/**
 * Cancels the navigation that triggered the guard. On the first page of a
 * visit there is nowhere to stay, so home. Otherwise a new navigation to the
 * current page interrupts the pending one (its result is discarded): the
 * address goes back to where the user was (also after the browser's back
 * button) and the page keeps its scroll position.
 */
function cancelNavigation(): Response {
  if (!router || !router.state.initialized) return redirect(paths.home);
  const { pathname, search, hash } = router.state.location;
  const here = `${pathname}${search}${hash}`;
  void router.navigate(here, { replace: true, preventScrollReset: true });
  return replace(here);
}

/** The login state; asks the server unless the app already knows the user is logged in. */
async function loginState(): Promise<CheckLogin> {
  const known = queryClient.getQueryData(accountQueries.checkLogin().queryKey);
  if (known?.isAuthenticated) return known;
  return queryClient.fetchQuery({ ...accountQueries.checkLogin(), staleTime: 0 });
}

/** Member routes: any logged-in session (members, administrators, non-members with their order). */
async function requireLogin(): Promise<CheckLogin> {
  let state: CheckLogin;
  try {
    state = await loginState();
  } catch {
    // The check itself failed: straight to the login page.
    throw redirect(paths.login);
  }
  if (state.isAuthenticated) return state;
  const goToLogin = await confirm(messages.guard.loginConfirm);
  throw goToLogin ? redirect(paths.login) : cancelNavigation();
}

/** Normal-only routes: roleType NORMAL or ADMIN; a non-member is sent to MyPage. */
async function requireNormal(): Promise<void> {
  const state = await requireLogin();
  const role = state.userInfo?.roleType;
  if (role === 'NORMAL' || role === 'ADMIN') return;
  await alert(messages.guard.normalOnly);
  throw redirect(paths.mypage.recentOrder);
}

/** /admin/* except the login page: the server must recognise an administrator. */
async function requireAdmin(): Promise<void> {
  try {
    await queryClient.fetchQuery(adminQueries.checkAdmin());
  } catch {
    await alert(messages.guard.adminLogin);
    throw redirect(paths.admin.login);
  }
}

/**
 * /payment: a live 1,000 won card payment, for administrators only in
 * production (card testing); the server says whether this visitor may use it.
 */
async function requirePaymentTest(): Promise<void> {
  try {
    await checkoutApi.testPage();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      await alert(messages.payment.testPageAdminOnly);
      throw redirect(paths.admin.login);
    }
    // Anything else (the network) opens the page: its button asks the server again and says what fails.
  }
}

const checks: Record<Guard, () => Promise<unknown>> = {
  member: requireLogin,
  normal: requireNormal,
  admin: requireAdmin,
  paymentTest: requirePaymentTest,
};

export function guardLoader(guard: Guard) {
  return async (_args: LoaderFunctionArgs) => {
    await checks[guard]();
    return null;
  };
}
