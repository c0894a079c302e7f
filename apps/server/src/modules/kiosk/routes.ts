import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { kioskData } from './data';

export interface KioskDataRoutesOptions {
  db: Database;
}

/** /api/invitation: the kiosk screen's invitation, by the public number. */
export const kioskDataRoutes: FastifyPluginAsyncZod<KioskDataRoutesOptions> = async (app, { db }) => {
  route(app, contract.kiosk.data, {
    config: { publicCache: true },
    handler: async (request) => kioskData(db, request.query.orderNum),
  });
};
