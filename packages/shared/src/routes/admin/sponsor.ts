// Written by `npm run contract:routes` from contract/admin/sponsor.ts; the routes test fails when it is not current.
import type { sponsor as sponsorDeclared } from '../../contract/admin/sponsor';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/sponsor.ts's `sponsor`, for the browser; their schemas stay in the contract, as types. */
export const sponsor: RoutesOf<typeof sponsorDeclared> = {
  label: '후원활동',
  list: { method: 'GET', path: '/admin/sponsor/list' },
  detail: { method: 'GET', path: '/admin/sponsor/detail/:seq' },
  save: { method: 'POST', path: '/admin/sponsor/save' },
  delete: { method: 'POST', path: '/admin/sponsor/delete' },
};
