// Written by `npm run contract:routes` from contract/identity.ts; the routes test fails when it is not current.
import type { identity as identityDeclared } from '../contract/identity';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/identity.ts's `identity`, for the browser; their schemas stay in the contract, as types. */
export const identity: RoutesOf<typeof identityDeclared> = {
  prepare: { method: 'POST', path: '/identity/prepare' },
  confirm: { method: 'POST', path: '/identity/confirm' },
  sandboxAnswer: { method: 'POST', path: '/sandbox/identity-verifications/:identityVerificationId' },
};
