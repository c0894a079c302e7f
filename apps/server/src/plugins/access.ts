import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@ongi/shared';
import { HttpError } from '../lib/http-error';
import type { SessionUser } from './session';

/**
 * Who may call a route. Every /api route must declare one in `config.access`;
 * the server refuses to start otherwise, so no route is open by accident.
 * - public: anyone
 * - member: any logged-in session, including a non-member's one-order session
 * - normal: members and administrators (roleType NORMAL or ADMIN)
 * - admin: administrators only
 */
export type Access = 'public' | 'member' | 'normal' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const allowed: Record<Exclude<Access, 'public'>, ReadonlyArray<SessionUser['roleType']>> = {
  member: ['NORMAL', 'ADMIN', 'NON_MEMBER'],
  normal: ['NORMAL', 'ADMIN'],
  admin: ['ADMIN'],
};

export function registerAccessControl(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const config = route.config as { access?: Access; endpoint?: unknown } | undefined;
    if (!config?.access) throw new Error(`route ${route.method} ${route.url} does not declare config.access`);
    // Every API route is a declaration of the contract (packages/shared/src/contract), registered with route():
    // a route written beside it would be one the web's typecheck and the API tests' answer check cannot see.
    if (!config.endpoint && route.method !== 'HEAD')
      throw new Error(`route ${route.method} ${route.url} is not declared in the contract (register it with route())`);
  });

  // preParsing: after the session is loaded (onRequest) and before the body is
  // read or validated, so a visitor learns only that a login is needed, never
  // what the route's parameters look like.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return payload;
    const user = request.session?.user;
    if (!user) throw new HttpError(401, messages.common.unauthenticated);
    if (!allowed[access].includes(user.roleType)) throw new HttpError(403, messages.common.forbidden);
    return payload;
  });
}

/** The logged-in user; routes behind a guard may rely on it. */
export function currentUser(request: FastifyRequest): SessionUser {
  const user = request.session?.user;
  if (!user) throw new HttpError(401, messages.common.unauthenticated);
  return user;
}
