// Written by `npm run contract:routes` from contract/admin/audit.ts; the routes test fails when it is not current.
import type { audit as auditDeclared } from '../../contract/admin/audit';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/audit.ts's `audit`, for the browser; their schemas stay in the contract, as types. */
export const audit: RoutesOf<typeof auditDeclared> = {
  label: '관리 기록',
  list: { method: 'GET', path: '/admin/audit/list' },
  excel: { method: 'GET', path: '/admin/audit/excel' },
};
