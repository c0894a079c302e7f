// Written by `npm run contract:routes` from contract/system.ts; the routes test fails when it is not current.
import type { system as systemDeclared } from '../contract/system';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/system.ts's `system`, for the browser; their schemas stay in the contract, as types. */
export const system: RoutesOf<typeof systemDeclared> = { health: { method: 'GET', path: '/health' }, ready: { method: 'GET', path: '/ready' } };
