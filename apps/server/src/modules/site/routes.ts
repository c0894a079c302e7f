import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, type SiteSettings } from '@ongi/shared';

export const siteRoutes: FastifyPluginAsyncZod<{ settings: SiteSettings }> = async (app, { settings }) => {
  app.get('/settings', {
    // Kept in memory like every public read: serialising it through its zod
    // schema on each request made the smallest answer the slowest (decision 014).
    config: { access: 'public', publicCache: true },
    schema: { tags: ['site'], summary: '회사 정보 (푸터, 고객센터)', response: { 200: siteSettingsSchema } },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return settings;
    },
  });
};
