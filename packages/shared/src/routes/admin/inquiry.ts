// Written by `npm run contract:routes` from contract/admin/inquiry.ts; the routes test fails when it is not current.
import type { inquiry as inquiryDeclared } from '../../contract/admin/inquiry';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/inquiry.ts's `inquiry`, for the browser; their schemas stay in the contract, as types. */
export const inquiry: RoutesOf<typeof inquiryDeclared> = {
  label: '문의',
  list: { method: 'GET', path: '/admin/inquiry/list' },
  detail: { method: 'GET', path: '/admin/inquiry/detail/:seq' },
  save: { method: 'POST', path: '/admin/inquiry/save' },
  delete: { method: 'POST', path: '/admin/inquiry/delete' },
  excel: { method: 'GET', path: '/admin/inquiry/excel' },
};
