// Written by `npm run contract:routes` from contract/account.ts; the routes test fails when it is not current.
import type { account as accountDeclared } from '../contract/account';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/account.ts's `account`, for the browser; their schemas stay in the contract, as types. */
export const account: RoutesOf<typeof accountDeclared> = {
  login: { method: 'POST', path: '/account/login' },
  nonMemberLogin: { method: 'POST', path: '/account/nonUserLogin' },
  checkLogin: { method: 'GET', path: '/account/check-login' },
  logout: { method: 'POST', path: '/account/logout' },
  checkDuplicate: { method: 'GET', path: '/account/check-duplicate' },
  signup: { method: 'POST', path: '/account/signup' },
  findId: { method: 'POST', path: '/account/find-id' },
  passwordResetRequest: { method: 'POST', path: '/account/password-reset-request' },
  passwordReset: { method: 'POST', path: '/account/password-reset' },
  findOrders: { method: 'POST', path: '/account/find-orders' },
  info: { method: 'GET', path: '/account/get-account-info' },
  changeInfo: { method: 'POST', path: '/account/change-account-info' },
  changePassword: { method: 'POST', path: '/account/change-password' },
  setPassword: { method: 'POST', path: '/account/set-password' },
  withdraw: { method: 'POST', path: '/account/delete-account' },
  saveRefundBank: { method: 'POST', path: '/account/register-return-bank' },
  refundBank: { method: 'GET', path: '/account/return-bank-info' },
  deleteRefundBank: { method: 'POST', path: '/account/delete-return-bank' },
  connections: { method: 'GET', path: '/account/check-connect' },
  sessions: { method: 'GET', path: '/account/sessions' },
  logoutSession: { method: 'POST', path: '/account/sessions/:sessionId/logout' },
  logoutAllSessions: { method: 'POST', path: '/account/sessions/logout-all' },
};
