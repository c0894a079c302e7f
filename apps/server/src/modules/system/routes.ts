import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import type { SharedRedis } from '@server/lib/redis';
import type { Storage } from '@server/integrations/storage/local';

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
  route(app, contract.system.health, {
    // Liveness only: a database outage is not cured by restarting every instance.
    handler: async () => ({ status: 'ok' as const }),
  });

  route(app, contract.system.ready, {
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
