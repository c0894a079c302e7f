// Written by `npm run contract:routes` from contract/donation-group.ts; the routes test fails when it is not current.
import type { donationGroup as donationGroupDeclared } from '../contract/donation-group';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/donation-group.ts's `donationGroup`, for the browser; their schemas stay in the contract, as types. */
export const donationGroup: RoutesOf<typeof donationGroupDeclared> = {
  list: { method: 'GET', path: '/donation-group/get-list' },
  detail: { method: 'GET', path: '/donation-group/get-detail' },
};
