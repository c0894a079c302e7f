import { createEvent } from 'ics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, seoulDayRange } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { parseEventTime } from './lifecycle';
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
      if (!view.wedding) throw new HttpError(404, messages.invitation.notFound);
      const { wedding } = view;
      const time = parseEventTime(wedding.eventTime);
      const day = seoulDayRange(wedding.eventDate);
      if (!day) throw new HttpError(404, messages.invitation.notFound);
      // Korea has no daylight saving: the wall-clock time is UTC+9 all year.
      const start = time ? new Date(day.from.getTime() + (time[0] * 60 + time[1]) * 60_000) : day.from;
      const utc = (date: Date) =>
        [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()] as [
          number,
          number,
          number,
          number,
          number,
        ];
      const place = [wedding.place.name, wedding.place.detail].filter(Boolean).join(' ');
      const { error, value } = createEvent({
        uid: `wedding-${view.publicNum}@ongi`,
        title: preview.title,
        start: utc(start),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: time ? { hours: 2 } : { days: 1 },
        location: [place, wedding.place.address].filter(Boolean).join(', '),
        url: `${publicUrl}/invitation/${view.publicNum}`,
        description: `${preview.title}\n${publicUrl}/invitation/${view.publicNum}`,
        ...(wedding.place.latitude !== null && wedding.place.longitude !== null ? { geo: { lat: wedding.place.latitude, lon: wedding.place.longitude } } : {}),
      });
      if (error || !value) throw error ?? new Error('calendar entry was not made');
      return reply.header('Content-Disposition', 'attachment; filename="wedding.ics"').type('text/calendar; charset=utf-8').send(value);
    },
  });
};
