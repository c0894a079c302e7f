// Written by `npm run contract:routes` from contract/place.ts; the routes test fails when it is not current.
import type { place as placeDeclared } from '../contract/place';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/place.ts's `place`, for the browser; their schemas stay in the contract, as types. */
export const place: RoutesOf<typeof placeDeclared> = { search: { method: 'GET', path: '/place/search' } };
