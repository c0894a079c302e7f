// Written by `npm run contract:routes` from contract/admin/donation-group.ts; the routes test fails when it is not current.
import type { donationGroup as donationGroupDeclared } from '../../contract/admin/donation-group';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/donation-group.ts's `donationGroup`, for the browser; their schemas stay in the contract, as types. */
export const donationGroup: RoutesOf<typeof donationGroupDeclared> = {
  label: '기부단체',
  list: { method: 'GET', path: '/admin/donation-group/list' },
  detail: { method: 'GET', path: '/admin/donation-group/detail/:seq' },
  save: { method: 'POST', path: '/admin/donation-group/save' },
  delete: { method: 'POST', path: '/admin/donation-group/delete' },
  excel: { method: 'GET', path: '/admin/donation-group/excel' },
  options: { method: 'GET', path: '/admin/donation-group/options' },
};
