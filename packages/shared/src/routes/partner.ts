// Written by `npm run contract:routes` from contract/partner.ts; the routes test fails when it is not current.
import type { partner as partnerDeclared } from '../contract/partner';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/partner.ts's `partner`, for the browser; their schemas stay in the contract, as types. */
export const partner: RoutesOf<typeof partnerDeclared> = {
  detail: { method: 'GET', path: '/partners/get-partner-with-details/:id' },
  list: { method: 'GET', path: '/partners/get-list' },
};
