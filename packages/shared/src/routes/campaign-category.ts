// Written by `npm run contract:routes` from contract/campaign-category.ts; the routes test fails when it is not current.
import type { campaignCategory as campaignCategoryDeclared } from '../contract/campaign-category';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/campaign-category.ts's `campaignCategory`, for the browser; their schemas stay in the contract, as types. */
export const campaignCategory: RoutesOf<typeof campaignCategoryDeclared> = { tree: { method: 'GET', path: '/campaign-category/get-all-categories' } };
