import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { loadThanks, saveThanks, sendThanks, thanksPageOf, thanksSending } from './service';

export interface ThanksRoutesOptions {
  db: Database;
  /** The thank-you message's link is built from it. */
  publicUrl: string;
  productName: string;
}

/** /api/thanks: the host's editor and the sending by the order number, the guests' page by the public number. */
export const thanksRoutes: FastifyPluginAsyncZod<ThanksRoutesOptions> = async (app, { db, publicUrl, productName }) => {
  route(app, contract.thanks.load, {
    handler: async (request) => loadThanks(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.thanks.save, {
    handler: async (request) => saveThanks(db, currentUser(request), request.params.orderNum, request.body),
  });

  route(app, contract.thanks.sending, {
    handler: async (request) => thanksSending(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.thanks.send, {
    handler: async (request) => sendThanks({ db, jobs: app.jobs, publicUrl, productName }, currentUser(request), request.params.orderNum),
  });

  route(app, contract.thanks.view, {
    config: { publicCache: true },
    handler: async (request) => (await thanksPageOf(db, request.params.publicNum)).page,
  });
};
