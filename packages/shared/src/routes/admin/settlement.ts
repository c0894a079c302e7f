// Written by `npm run contract:routes` from contract/admin/settlement.ts; the routes test fails when it is not current.
import type { settlement as settlementDeclared } from '../../contract/admin/settlement';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/settlement.ts's `settlement`, for the browser; their schemas stay in the contract, as types. */
export const settlement: RoutesOf<typeof settlementDeclared> = {
  label: '기부금 정산',
  list: { method: 'GET', path: '/admin/settlement/list' },
  detail: { method: 'GET', path: '/admin/settlement/detail/:seq' },
  save: { method: 'POST', path: '/admin/settlement/save' },
  excel: { method: 'GET', path: '/admin/settlement/excel' },
  preview: { method: 'GET', path: '/admin/settlement/preview' },
  close: { method: 'POST', path: '/admin/settlement/close' },
  pending: { method: 'GET', path: '/admin/settlement/pending' },
};
