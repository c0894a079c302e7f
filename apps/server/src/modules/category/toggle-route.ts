import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, type adminSeqParams, type adminToggleResultSchema, type Endpoint, type z } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { auditAdminAction } from '@server/lib/admin-resource';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';

/** What a switch did to its row: its name (for the trail and the sentence), the state now, the sentence. */
export interface ToggleOutcome {
  name: string;
  enabled: boolean;
  message: string;
}

/** A switch's endpoint: POST …/:seq with the wanted state, answering the state now. */
type ToggleEndpoint<Body extends z.ZodType> = Endpoint<{
  method: 'POST';
  path: `/${string}`;
  access: 'admin';
  summary: string;
  params: typeof adminSeqParams;
  body: Body;
  responses: { 200: typeof adminToggleResultSchema };
  errors: readonly [404];
}>;

/**
 * An on/off switched from a list (a category's use flag, a tree category's
 * activation), declared by `endpoint`. Administrators only, recorded in the
 * audit trail as 'toggle'; a row that is gone answers 404.
 */
export function adminToggleRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  db: Database,
  endpoint: ToggleEndpoint<Body>,
  toggle: {
    /** The audit's resource key. */
    key: string;
    label: string;
    change: (db: Database, seq: number, body: z.output<Body>) => Promise<ToggleOutcome | undefined>;
  },
) {
  route(app.withTypeProvider<ZodTypeProvider>(), endpoint as unknown as ToggleEndpoint<z.ZodType>, {
    handler: async (request) => {
      const seq = request.params.seq;
      const outcome = await db.transaction(async (tx) => {
        const done = await toggle.change(tx, seq, request.body as z.output<Body>);
        if (!done) throw new HttpError(404, messages.admin.notFound(toggle.label));
        await auditAdminAction(tx, request, {
          action: 'toggle',
          resource: toggle.key,
          targetSeqs: [seq],
          summary: `${done.name}: ${done.enabled ? '사용' : '사용 안 함'}`,
        });
        return done;
      });
      return { seq, enabled: outcome.enabled, message: outcome.message };
    },
  });
}
