// Written by `npm run contract:routes` from contract/admin/invitation.ts; the routes test fails when it is not current.
import type { invitation as invitationDeclared } from '../../contract/admin/invitation';
import type { RoutesOf } from '../../contract/endpoint';

/** The methods and paths of contract/admin/invitation.ts's `invitation`, for the browser; their schemas stay in the contract, as types. */
export const invitation: RoutesOf<typeof invitationDeclared> = {
  wedding: {
    label: '청첩장 주문',
    list: { method: 'GET', path: '/admin/invitation/wedding/list' },
    excel: { method: 'GET', path: '/admin/invitation/wedding/excel' },
  },
  funeral: {
    label: '부고장 주문',
    list: { method: 'GET', path: '/admin/invitation/funeral/list' },
    excel: { method: 'GET', path: '/admin/invitation/funeral/excel' },
  },
};
