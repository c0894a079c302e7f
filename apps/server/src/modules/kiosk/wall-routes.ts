import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { kioskNameWall, readKioskSettings, saveKioskSettings } from './wall';

export interface KioskWallRoutesOptions {
  db: Database;
}

/** /api/kiosk: the screen's name wall (public, from memory like the payment list), and the host's choices for it. */
export const kioskWallRoutes: FastifyPluginAsyncZod<KioskWallRoutesOptions> = async (app, { db }) => {
  // A paid or cancelled wreath, and the host's save, empty every instance's kept answers before anyone asks again.
  route(app, contract.kiosk.names, {
    config: { publicCache: true },
    handler: async (request) => kioskNameWall(db, request.params.publicNum),
  });

  route(app, contract.kiosk.settings, {
    handler: async (request) => readKioskSettings(db, request.params.orderNum, request.session?.user),
  });

  route(app, contract.kiosk.saveSettings, {
    handler: async (request) => saveKioskSettings(db, request.params.orderNum, request.session?.user, request.body),
  });
};
