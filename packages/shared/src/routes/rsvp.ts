// Written by `npm run contract:routes` from contract/rsvp.ts; the routes test fails when it is not current.
import type { rsvp as rsvpDeclared } from '../contract/rsvp';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/rsvp.ts's `rsvp`, for the browser; their schemas stay in the contract, as types. */
export const rsvp: RoutesOf<typeof rsvpDeclared> = {
  create: { method: 'POST', path: '/rsvp/page/:publicNum' },
  own: { method: 'POST', path: '/rsvp/page/:publicNum/own' },
  change: { method: 'PUT', path: '/rsvp/page/:publicNum/own' },
  find: { method: 'POST', path: '/rsvp/page/:publicNum/find' },
  settings: { method: 'GET', path: '/rsvp/order/:orderNum/settings' },
  saveSettings: { method: 'PUT', path: '/rsvp/order/:orderNum/settings' },
  summary: { method: 'GET', path: '/rsvp/order/:orderNum' },
  answers: { method: 'GET', path: '/rsvp/order/:orderNum/answers' },
  excel: { method: 'GET', path: '/rsvp/order/:orderNum/excel' },
};
