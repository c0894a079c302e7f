// Written by `npm run contract:routes` from contract/admin/reconciliation.ts; the routes test fails when it is not current.
import type { reconciliation as reconciliationDeclared } from '../../contract/admin/reconciliation';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/reconciliation.ts's `reconciliation`, for the browser; their schemas stay in the contract, as types. */
export const reconciliation: RoutesOf<typeof reconciliationDeclared> = {
  label: '대사 차이',
  list: { method: 'GET', path: '/admin/reconciliation/list' },
  excel: { method: 'GET', path: '/admin/reconciliation/excel' },
  days: { method: 'GET', path: '/admin/reconciliation/days' },
  run: { method: 'POST', path: '/admin/reconciliation/run' },
  resolve: { method: 'POST', path: '/admin/reconciliation/resolve/:seq' },
};
