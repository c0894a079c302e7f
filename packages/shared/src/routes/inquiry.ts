// Written by `npm run contract:routes` from contract/inquiry.ts; the routes test fails when it is not current.
import type { inquiry as inquiryDeclared } from '../contract/inquiry';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/inquiry.ts's `inquiry`, for the browser; their schemas stay in the contract, as types. */
export const inquiry: RoutesOf<typeof inquiryDeclared> = {
  create: { method: 'POST', path: '/inquiry/create' },
  mine: { method: 'GET', path: '/inquiry/get-list' },
  deleteMine: { method: 'POST', path: '/inquiry/delete-inquiries' },
};
