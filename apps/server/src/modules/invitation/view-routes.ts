import { createEvent } from 'ics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, seoulDayRange } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { guestPage } from './view';

export interface InvitationViewRoutesOptions {
  db: Database;
  /** Where the calendar entry links back to (PUBLIC_URL). */
  publicUrl: string;
}

/** '13:30' or '오후 1시 30분' as hours and minutes, or null when the time is not written that way. */
export function parseEventTime(text: string): [number, number] | null {
  const clock = /(\d{1,2})\s*[:시]\s*(\d{1,2})?/.exec(text);
  if (!clock) return null;
  let hours = Number(clock[1]);
  const minutes = Number(clock[2] ?? 0);
  if (/오후|PM/i.test(text) && hours < 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return [hours, minutes];
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
