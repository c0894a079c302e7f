// Written by `npm run contract:routes` from contract/notice.ts; the routes test fails when it is not current.
import type { notice as noticeDeclared } from '../contract/notice';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/notice.ts's `notice`, for the browser; their schemas stay in the contract, as types. */
export const notice: RoutesOf<typeof noticeDeclared> = {
  ticker: { method: 'GET', path: '/notice/getMainPageList' },
  list: { method: 'GET', path: '/notice/get-list' },
  detail: { method: 'GET', path: '/notice/get-detail' },
};
