import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { receivedListRateLimit } from '@server/modules/payment';
import { hostEvent, hostWreaths, hostWreathsExcel, manageLink, setThanked } from './service';

// Order numbers are non-members' login secrets: every route here is limited per
// account (or session) as the received-wreaths list is, so none becomes a way to try them.
const config = { rateLimit: receivedListRateLimit };

export const hostRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.host.event, {
    config,
    handler: async (request) => hostEvent(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.host.wreaths, {
    config,
    handler: async (request) => hostWreaths(db, currentUser(request), request.params.orderNum, request.query),
  });

  route(app, contract.host.wreathsExcel, {
    config,
    handler: async (request, reply) => hostWreathsExcel(db, currentUser(request), request.params.orderNum, request.query.searchWord, reply),
  });

  // The mark is the host's own note: nothing a guest, the kiosk or a public list shows changes.
  // A host ticking down a long list marks many in a minute; the order must still be theirs.
  route(app, contract.host.thanked, {
    config: { rateLimit: { ...receivedListRateLimit, max: 120 }, changesPublicReads: false },
    handler: async (request) => setThanked(db, currentUser(request), request.params.orderNum, request.params.paymentSeq, request.body.thanked),
  });

  route(app, contract.host.manage, {
    config,
    handler: async (request) => manageLink(db, currentUser(request), request.params.publicNum),
  });
};
