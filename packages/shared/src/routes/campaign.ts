// Written by `npm run contract:routes` from contract/campaign.ts; the routes test fails when it is not current.
import type { campaign as campaignDeclared } from '../contract/campaign';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/campaign.ts's `campaign`, for the browser; their schemas stay in the contract, as types. */
export const campaign: RoutesOf<typeof campaignDeclared> = {
  list: { method: 'GET', path: '/campaign/get-list' },
  banner: { method: 'GET', path: '/campaign/get-list1' },
  featured: { method: 'GET', path: '/campaign/get-list2' },
  forInvitationForm: { method: 'GET', path: '/campaign/get-campaigns' },
  detail: { method: 'GET', path: '/campaign/get-detail' },
};
