import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, type SiteSettings } from '@ongi/shared';
import { route } from '@server/lib/contract-route';

export const siteRoutes: FastifyPluginAsyncZod<{ settings: SiteSettings }> = async (app, { settings }) => {
  route(app, contract.site.settings, {
    // Kept in memory like every public read: serialising it through its zod
    // schema on each request made the smallest answer the slowest (decision 014).
    config: { publicCache: true },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return settings;
    },
  });
};
