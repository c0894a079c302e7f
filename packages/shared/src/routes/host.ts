// Written by `npm run contract:routes` from contract/host.ts; the routes test fails when it is not current.
import type { host as hostDeclared } from '../contract/host';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/host.ts's `host`, for the browser; their schemas stay in the contract, as types. */
export const host: RoutesOf<typeof hostDeclared> = {
  event: { method: 'GET', path: '/host/event/:orderNum' },
  wreaths: { method: 'GET', path: '/host/event/:orderNum/wreaths' },
  wreathsExcel: { method: 'GET', path: '/host/event/:orderNum/wreaths/excel' },
  thanked: { method: 'PUT', path: '/host/event/:orderNum/wreaths/:paymentSeq/thanked' },
  manage: { method: 'GET', path: '/host/manage/:publicNum' },
};
