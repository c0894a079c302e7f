// Written by `npm run contract:routes` from contract/invitation.ts; the routes test fails when it is not current.
import type { invitation as invitationDeclared } from '../contract/invitation';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/invitation.ts's `invitation`, for the browser; their schemas stay in the contract, as types. */
export const invitation: RoutesOf<typeof invitationDeclared> = {
  agoList: { method: 'GET', path: '/invitation/get-ago-list' },
  betweenList: { method: 'GET', path: '/invitation/get-between-list' },
  wedding: {
    create: { method: 'POST', path: '/invitation/wedding' },
    edit: { method: 'POST', path: '/invitation/wedding/:weddingInvitationSeq' },
    load: { method: 'GET', path: '/invitation/wedding/:weddingInvitationSeq' },
  },
  funeral: {
    create: { method: 'POST', path: '/invitation/funeral' },
    edit: { method: 'POST', path: '/invitation/funeral/:funeralInvitationSeq' },
    load: { method: 'GET', path: '/invitation/funeral/:funeralInvitationSeq' },
  },
  lifecycle: { method: 'GET', path: '/invitation/:orderNum/lifecycle' },
  saveLifecycle: { method: 'PUT', path: '/invitation/:orderNum/lifecycle' },
  delete: { method: 'POST', path: '/invitation/:orderNum/delete' },
  view: { method: 'GET', path: '/invitation/get-detail' },
  verify: { method: 'GET', path: '/invitation/verify' },
  calendar: { method: 'GET', path: '/invitation/calendar' },
};
