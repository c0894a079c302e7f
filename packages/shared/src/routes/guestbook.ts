// Written by `npm run contract:routes` from contract/guestbook.ts; the routes test fails when it is not current.
import type { guestbook as guestbookDeclared } from '../contract/guestbook';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/guestbook.ts's `guestbook`, for the browser; their schemas stay in the contract, as types. */
export const guestbook: RoutesOf<typeof guestbookDeclared> = {
  list: { method: 'GET', path: '/guestbook/:publicNum' },
  create: { method: 'POST', path: '/guestbook/:publicNum' },
  delete: { method: 'POST', path: '/guestbook/:publicNum/:messageSeq/delete' },
  hostList: { method: 'GET', path: '/guestbook/host/:orderNum' },
  hide: { method: 'PUT', path: '/guestbook/host/:orderNum/:messageSeq/hidden' },
  hostDelete: { method: 'DELETE', path: '/guestbook/host/:orderNum/:messageSeq' },
  settings: { method: 'GET', path: '/guestbook/host/:orderNum/settings' },
  saveSettings: { method: 'PUT', path: '/guestbook/host/:orderNum/settings' },
};
