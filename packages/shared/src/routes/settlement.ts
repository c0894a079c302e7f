// Written by `npm run contract:routes` from contract/settlement.ts; the routes test fails when it is not current.
import type { settlement as settlementDeclared } from '../contract/settlement';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/settlement.ts's `settlement`, for the browser; their schemas stay in the contract, as types. */
export const settlement: RoutesOf<typeof settlementDeclared> = {
  organisation: { method: 'GET', path: '/settlement/donation-group/:seq' },
  campaign: { method: 'GET', path: '/settlement/campaign/:seq' },
};
