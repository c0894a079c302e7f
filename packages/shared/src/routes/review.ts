// Written by `npm run contract:routes` from contract/review.ts; the routes test fails when it is not current.
import type { review as reviewDeclared } from '../contract/review';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/review.ts's `review`, for the browser; their schemas stay in the contract, as types. */
export const review: RoutesOf<typeof reviewDeclared> = {
  campaignList: { method: 'GET', path: '/review/campaign-review-list' },
  best: { method: 'GET', path: '/review/best-list' },
  create: { method: 'POST', path: '/review/create-review' },
  mine: { method: 'GET', path: '/review/get-between-list' },
};
