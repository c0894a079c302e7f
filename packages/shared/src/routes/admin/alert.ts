// Written by `npm run contract:routes` from contract/admin/alert.ts; the routes test fails when it is not current.
import type { alert as alertDeclared } from '../../contract/admin/alert';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/alert.ts's `alert`, for the browser; their schemas stay in the contract, as types. */
export const alert: RoutesOf<typeof alertDeclared> = {
  label: '운영 알림',
  list: { method: 'GET', path: '/admin/alert/list' },
  detail: { method: 'GET', path: '/admin/alert/detail/:seq' },
  save: { method: 'POST', path: '/admin/alert/save' },
  excel: { method: 'GET', path: '/admin/alert/excel' },
  unacknowledgedCount: { method: 'GET', path: '/admin/alert/unacknowledged-count' },
};
