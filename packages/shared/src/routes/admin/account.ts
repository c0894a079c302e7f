// Written by `npm run contract:routes` from contract/admin/account.ts; the routes test fails when it is not current.
import type { account as accountDeclared, adminAccount as adminAccountDeclared } from '../../contract/admin/account';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/account.ts's `account`, for the browser; their schemas stay in the contract, as types. */
export const account: RoutesOf<typeof accountDeclared> = {
  label: '회원 계정',
  list: { method: 'GET', path: '/admin/account/list' },
  detail: { method: 'GET', path: '/admin/account/detail/:seq' },
  save: { method: 'POST', path: '/admin/account/save' },
  delete: { method: 'POST', path: '/admin/account/delete' },
  excel: { method: 'GET', path: '/admin/account/excel' },
  login: { method: 'POST', path: '/admin/account/login' },
  checkAdmin: { method: 'GET', path: '/admin/account/check-admin' },
  logout: { method: 'POST', path: '/admin/account/logout' },
  searchAdminUsername: { method: 'GET', path: '/admin/account/search-admin-username' },
  checkUsernameDuplicate: { method: 'GET', path: '/admin/account/check-username-duplicate/:username' },
};

/** The methods and paths of contract/admin/account.ts's `adminAccount`, for the browser; their schemas stay in the contract, as types. */
export const adminAccount: RoutesOf<typeof adminAccountDeclared> = {
  label: '관리자 계정',
  list: { method: 'GET', path: '/admin/admin-account/list' },
  detail: { method: 'GET', path: '/admin/admin-account/detail/:seq' },
  save: { method: 'POST', path: '/admin/admin-account/save' },
  delete: { method: 'POST', path: '/admin/admin-account/delete' },
  excel: { method: 'GET', path: '/admin/admin-account/excel' },
};
