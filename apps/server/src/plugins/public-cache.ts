import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous public reads that do not depend on the session: shared caches may keep them a minute. */
    publicCache?: boolean;
  }
}

const publicCacheControl = 'public, max-age=60';

/** Only successful answers are cacheable: an error must never be kept by a proxy. */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.publicCache && reply.statusCode < 300 && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', publicCacheControl);
    }
  });
}
