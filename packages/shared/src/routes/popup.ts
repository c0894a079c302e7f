// Written by `npm run contract:routes` from contract/popup.ts; the routes test fails when it is not current.
import type { popup as popupDeclared } from '../contract/popup';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/popup.ts's `popup`, for the browser; their schemas stay in the contract, as types. */
export const popup: RoutesOf<typeof popupDeclared> = { active: { method: 'GET', path: '/popup/active' } };
