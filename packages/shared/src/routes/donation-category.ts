// Written by `npm run contract:routes` from contract/donation-category.ts; the routes test fails when it is not current.
import type { donationCategory as donationCategoryDeclared } from '../contract/donation-category';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/donation-category.ts's `donationCategory`, for the browser; their schemas stay in the contract, as types. */
export const donationCategory: RoutesOf<typeof donationCategoryDeclared> = { tree: { method: 'GET', path: '/donation-category/get-all-categories' } };
