import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, toSeoulTime } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { listActivePopups } from './queries';

export const popupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.popup.active, {
    config: { publicCache: true },
    handler: async (_request) => {
      const today = toSeoulTime(new Date())!.format('YYYY-MM-DD');
      const result = await listActivePopups(db, today);
      return result;
    },
  });
};
