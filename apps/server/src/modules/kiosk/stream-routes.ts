import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { findByPublicNum } from '../invitation';
import { streamOpening, type KioskHub } from './hub';

export interface KioskStreamRoutesOptions {
  db: Database;
  hub: KioskHub;
}

/**
 * How soon a screen refused for a while should ask again, by reason, as the
 * shortest wait (up to twice it, spread so a hall's screens do not return in
 * one instant): a database blip is usually over in seconds; a full instance
 * frees places as screens close, or the balancer picks another one; an
 * address (or venue) holding all it may waits for one of its own screens to
 * close.
 */
export const kioskRetryLaterMs = { database: 2_000, full: 5_000, invitation: 30_000, address: 30_000 } as const;

/**
 * Answers a stream it cannot serve yet so that EventSource asks again by
 * itself: a 200 event stream carrying only `retry:` (no `live`, so the
 * screen does not count it as connected), then closed. A 5xx or 429 would
 * make the browser give up on the stream for good, and a kiosk screen runs
 * unattended. The connection is closed too, so the next try goes through the
 * balancer afresh (perhaps to another instance).
 */
function retryLater(reply: FastifyReply, reason: keyof typeof kioskRetryLaterMs) {
  const shortest = kioskRetryLaterMs[reason];
  const retryMs = shortest + Math.floor(Math.random() * shortest);
  return reply
    .code(200)
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store, no-transform')
    .header('Connection', 'close')
    .send(`retry: ${retryMs}\n: not served (${reason})\n\n`);
}

/** /api/kiosk: the live stream of an invitation's newly paid wreaths (Server-Sent Events). */
export const kioskStreamRoutes: FastifyPluginAsyncZod<KioskStreamRoutesOptions> = async (app, { db, hub }) => {
  route(app, contract.kiosk.stream, {
    // A HEAD would open a stream with no body, held until the client gives up.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { publicNum } = request.params;
      // The place is taken before the lookup's await: checked and counted in one step, so a burst cannot pass the caps together.
      const place = hub.reserve(request.ip, publicNum);
      if (place === 'invitation' || place === 'address' || place === 'full') return retryLater(reply, place);
      let found: Awaited<ReturnType<typeof findByPublicNum>>;
      try {
        found = await findByPublicNum(db, publicNum);
      } catch (error) {
        place.release();
        request.log.warn({ err: error }, 'kiosk stream not served: the database did not answer');
        return retryLater(reply, 'database');
      }
      // Checked before the stream opens, so an unknown number is an ordinary 404 the screen can act on.
      if (!found) {
        place.release();
        throw new HttpError(404, messages.invitation.notFound);
      }
      // The response is written by hand from here: Fastify's serialisation
      // and onSend hooks (which would buffer or cache it) stay out of the way.
      reply.hijack();
      const stream = reply.raw;
      // The security headers every answer carries (plugins/security.ts): a hijacked reply does not send them by itself.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) stream.setHeader(name, value);
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'X-Accel-Buffering': 'no',
      });
      stream.write(streamOpening);
      hub.add(publicNum, stream, place);
    },
  });
};
