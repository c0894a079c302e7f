import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { messages, z } from '@ongi/shared';
import type { Database } from '../../db/client';

export const systemRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: '상태 확인: 데이터베이스가 응답할 때만 200',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ message: z.string() }) },
    },
    handler: async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ message: messages.common.serverError });
      }
    },
  });
};
