// Written by `npm run contract:routes` from contract/admin/notice.ts; the routes test fails when it is not current.
import type { notice as noticeDeclared } from '../../contract/admin/notice';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/notice.ts's `notice`, for the browser; their schemas stay in the contract, as types. */
export const notice: RoutesOf<typeof noticeDeclared> = {
  label: '공지사항',
  list: { method: 'GET', path: '/admin/notice/list' },
  detail: { method: 'GET', path: '/admin/notice/detail/:seq' },
  save: { method: 'POST', path: '/admin/notice/save' },
  delete: { method: 'POST', path: '/admin/notice/delete' },
};
