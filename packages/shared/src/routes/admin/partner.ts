// Written by `npm run contract:routes` from contract/admin/partner.ts; the routes test fails when it is not current.
import type { partner as partnerDeclared } from '../../contract/admin/partner';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/partner.ts's `partner`, for the browser; their schemas stay in the contract, as types. */
export const partner: RoutesOf<typeof partnerDeclared> = {
  label: '제휴기관',
  list: { method: 'GET', path: '/admin/partner/list' },
  detail: { method: 'GET', path: '/admin/partner/detail/:seq' },
  save: { method: 'POST', path: '/admin/partner/save' },
  delete: { method: 'POST', path: '/admin/partner/delete' },
  end: { method: 'POST', path: '/admin/partner/end/:seq' },
  reopen: { method: 'POST', path: '/admin/partner/reopen/:seq' },
  excel: { method: 'GET', path: '/admin/partner/excel' },
};
