// Written by `npm run contract:routes` from contract/sponsor.ts; the routes test fails when it is not current.
import type { sponsor as sponsorDeclared } from '../contract/sponsor';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/sponsor.ts's `sponsor`, for the browser; their schemas stay in the contract, as types. */
export const sponsor: RoutesOf<typeof sponsorDeclared> = {
  homeNews: { method: 'GET', path: '/sponsor/main-page-sponsor-list' },
  list: { method: 'GET', path: '/sponsor/get-list' },
  detail: { method: 'GET', path: '/sponsor/get-detail' },
};
