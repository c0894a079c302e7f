// Written by `npm run contract:routes` from contract/thanks.ts; the routes test fails when it is not current.
import type { thanks as thanksDeclared } from '../contract/thanks';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/thanks.ts's `thanks`, for the browser; their schemas stay in the contract, as types. */
export const thanks: RoutesOf<typeof thanksDeclared> = {
  load: { method: 'GET', path: '/thanks/order/:orderNum' },
  save: { method: 'PUT', path: '/thanks/order/:orderNum' },
  sending: { method: 'GET', path: '/thanks/order/:orderNum/send' },
  send: { method: 'POST', path: '/thanks/order/:orderNum/send' },
  view: { method: 'GET', path: '/thanks/page/:publicNum' },
};
