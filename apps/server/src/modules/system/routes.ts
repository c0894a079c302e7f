import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { messages, z } from '@ongi/shared';
import type { Database } from '../../db/client';
import type { SharedRedis } from '../../lib/redis';
import type { Storage } from '../../plugins/storage';

export interface SystemRoutesOptions {
  db: Database;
  /** REDIS_URL's connection, when configured. */
  redis?: SharedRedis | null;
  /** Where uploads live (the S3 bucket, or the local folder). */
  storage?: Storage;
}

/** A check that has not answered by then counts as failed: readiness must answer even when something hangs. */
const checkTimeoutMs = 2_000;

/** A key of the storage's shape that nothing is stored under: reading it proves the bucket answers and takes our keys. */
const probeKey = '0000/00/00000000-0000-0000-0000-000000000000.txt';

const checkSchema = z.enum(['ok', 'failed']);
const checksSchema = z.object({ database: checkSchema, redis: checkSchema.optional(), storage: checkSchema.optional() });
const readinessSchema = z.object({ status: z.enum(['ok', 'degraded']), checks: checksSchema });

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { db, redis, storage }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: '살아 있음: 프로세스가 요청에 답하면 200 (데이터베이스는 /api/ready가 봄)',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    // Liveness only: a database outage is not cured by restarting every instance.
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: '요청을 받을 준비: 데이터베이스가 답하면 200, Redis·저장소가 안 되면 200과 degraded, 데이터베이스가 안 되면 503',
      response: { 200: readinessSchema, 503: z.object({ message: z.string(), checks: checksSchema }) },
    },
    handler: async (request, reply) => {
      const [database, redisCheck, storageCheck] = await Promise.all([
        passes(() => db.execute(sql`select 1`)),
        // Through the circuit: while it is open the limits are this instance's own, and that is what this reports.
        redis ? passes(() => redis.run((client) => client.ping())) : undefined,
        storage ? passes(async () => (await storage.get(probeKey))?.body.destroy()) : undefined,
      ]);
      const checks = { database, redis: redisCheck, storage: storageCheck };
      // Redis and the bucket are shared by every instance: failing readiness on
      // them would take the whole cluster out of the balancer for a helper
      // (the site works without Redis) or for photos alone.
      const status: 'ok' | 'degraded' = redisCheck === 'failed' || storageCheck === 'failed' ? 'degraded' : 'ok';
      if (database === 'ok') return { status, checks };
      request.log.error({ checks }, 'readiness: database did not answer');
      return reply.status(503).send({ message: messages.common.serverError, checks });
    },
  });
};
