// Written by `npm run contract:routes` from contract/site.ts; the routes test fails when it is not current.
import type { site as siteDeclared } from '../contract/site';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/site.ts's `site`, for the browser; their schemas stay in the contract, as types. */
export const site: RoutesOf<typeof siteDeclared> = { settings: { method: 'GET', path: '/site/settings' } };
