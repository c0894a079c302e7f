import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { parseEventTime } from './lifecycle';
import { weddingCalendarEntry } from './calendar';
import { guestPage } from './view';

// Tested with the calendar entry it times.
export { parseEventTime };

export interface InvitationViewRoutesOptions {
  db: Database;
  /** Where the calendar entry links back to (PUBLIC_URL). */
  publicUrl: string;
}

/** /api/invitation: the guest page's data and the wedding's calendar entry, by the public number. */
export const invitationViewRoutes: FastifyPluginAsyncZod<InvitationViewRoutesOptions> = async (app, { db, publicUrl }) => {
  route(app, contract.invitation.view, {
    config: { publicCache: true },
    handler: async (request) => (await guestPage(db, request.query.orderNum)).view,
  });

  route(app, contract.invitation.calendar, {
    config: { publicCache: true },
    handler: async (request, reply) => {
      const { view, preview } = await guestPage(db, request.query.orderNum);
      const value = weddingCalendarEntry(view, preview.title, publicUrl);
      if (!value) throw new HttpError(404, messages.invitation.notFound);
      return reply.header('Content-Disposition', 'attachment; filename="wedding.ics"').type('text/calendar; charset=utf-8').send(value);
    },
  });
};
