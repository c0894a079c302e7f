// Written by `npm run contract:routes` from contract/admin/message.ts; the routes test fails when it is not current.
import type { message as messageDeclared } from '../../contract/admin/message';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/message.ts's `message`, for the browser; their schemas stay in the contract, as types. */
export const message: RoutesOf<typeof messageDeclared> = {
  label: '메시지 발송',
  list: { method: 'GET', path: '/admin/message/list' },
  excel: { method: 'GET', path: '/admin/message/excel' },
};
