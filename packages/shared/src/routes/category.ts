// Written by `npm run contract:routes` from contract/category.ts; the routes test fails when it is not current.
import type { category as categoryDeclared } from '../contract/category';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/category.ts's `category`, for the browser; their schemas stay in the contract, as types. */
export const category: RoutesOf<typeof categoryDeclared> = { list: { method: 'GET', path: '/category/get-list' } };
