// Written by `npm run contract:routes` from contract/admin/popup.ts; the routes test fails when it is not current.
import type { popup as popupDeclared } from '../../contract/admin/popup';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/popup.ts's `popup`, for the browser; their schemas stay in the contract, as types. */
export const popup: RoutesOf<typeof popupDeclared> = {
  label: '팝업',
  list: { method: 'GET', path: '/admin/popup/list' },
  detail: { method: 'GET', path: '/admin/popup/detail/:seq' },
  save: { method: 'POST', path: '/admin/popup/save' },
  delete: { method: 'POST', path: '/admin/popup/delete' },
};
