// Written by `npm run contract:routes` from contract/admin/campaign.ts; the routes test fails when it is not current.
import type { campaign as campaignDeclared } from '../../contract/admin/campaign';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/campaign.ts's `campaign`, for the browser; their schemas stay in the contract, as types. */
export const campaign: RoutesOf<typeof campaignDeclared> = {
  label: '캠페인',
  list: { method: 'GET', path: '/admin/campaign/list' },
  detail: { method: 'GET', path: '/admin/campaign/detail/:seq' },
  save: { method: 'POST', path: '/admin/campaign/save' },
  delete: { method: 'POST', path: '/admin/campaign/delete' },
  end: { method: 'POST', path: '/admin/campaign/end/:seq' },
  reopen: { method: 'POST', path: '/admin/campaign/reopen/:seq' },
  excel: { method: 'GET', path: '/admin/campaign/excel' },
  options: { method: 'GET', path: '/admin/campaign/options' },
};
