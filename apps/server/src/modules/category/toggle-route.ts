import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSeqParams, adminToggleResultSchema, messages, messageSchema, z } from '@ongi/shared';
import type { Database } from '../../db/client';
import { auditAdminAction } from '../../lib/admin-resource';
import { HttpError } from '../../plugins/http-error';

/** What a switch did to its row: its name (for the trail and the sentence), the state now, the sentence. */
export interface ToggleOutcome {
  name: string;
  enabled: boolean;
  message: string;
}

/**
 * POST {path}/:seq with the wanted state: an on/off switched from a list
 * (a category's use flag, a tree category's activation). Administrators only,
 * recorded in the audit trail as 'toggle'; a row that is gone answers 404.
 */
export function adminToggleRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  db: Database,
  route: {
    path: string;
    /** The audit's resource key and the OpenAPI tag's tail. */
    key: string;
    label: string;
    body: Body;
    toggle: (db: Database, seq: number, body: z.output<Body>) => Promise<ToggleOutcome | undefined>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(`${route.path}/:seq`, {
    config: { access: 'admin' },
    schema: {
      tags: [`admin-${route.key}`],
      summary: `${route.label} 사용 여부 즉시 변경`,
      params: adminSeqParams,
      body: route.body,
      response: { 200: adminToggleResultSchema, 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
    },
    handler: async (request) => {
      const seq = request.params.seq;
      const outcome = await db.transaction(async (tx) => {
        const done = await route.toggle(tx, seq, request.body as z.output<Body>);
        if (!done) throw new HttpError(404, messages.admin.notFound(route.label));
        await auditAdminAction(tx, request, {
          action: 'toggle',
          resource: route.key,
          targetSeqs: [seq],
          summary: `${done.name}: ${done.enabled ? '사용' : '사용 안 함'}`,
        });
        return done;
      });
      return { seq, enabled: outcome.enabled, message: outcome.message };
    },
  });
}
