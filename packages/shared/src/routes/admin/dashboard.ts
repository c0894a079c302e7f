// Written by `npm run contract:routes` from contract/admin/dashboard.ts; the routes test fails when it is not current.
import type { dashboard as dashboardDeclared } from '../../contract/admin/dashboard';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/dashboard.ts's `dashboard`, for the browser; their schemas stay in the contract, as types. */
export const dashboard: RoutesOf<typeof dashboardDeclared> = { view: { method: 'GET', path: '/admin/dashboard' } };
