import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous public reads that do not depend on the session: shared caches may keep them a minute. */
    publicCache?: boolean;
  }
}

const publicCacheControl = 'public, max-age=60';

/**
 * Only successful public reads are cacheable: an error must never be kept by
 * a proxy. Every other API answer says no-store unless its route chose a
 * policy of its own, so a member's profile or refund account (full account
 * number) never sits in a shared or a browser cache.
 */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('Cache-Control')) return;
    if (request.routeOptions.config.publicCache && reply.statusCode < 300) {
      reply.header('Cache-Control', publicCacheControl);
    } else if (isApiRequest(request)) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}
