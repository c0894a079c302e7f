import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { loadThanks, saveThanks, thanksPageOf } from './service';

export interface ThanksRoutesOptions {
  db: Database;
}

/** /api/thanks: the host's editor by the order number, the guests' page by the public number. */
export const thanksRoutes: FastifyPluginAsyncZod<ThanksRoutesOptions> = async (app, { db }) => {
  route(app, contract.thanks.load, {
    handler: async (request) => loadThanks(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.thanks.save, {
    handler: async (request) => saveThanks(db, currentUser(request), request.params.orderNum, request.body),
  });

  route(app, contract.thanks.view, {
    config: { publicCache: true },
    handler: async (request) => (await thanksPageOf(db, request.params.publicNum)).page,
  });
};
