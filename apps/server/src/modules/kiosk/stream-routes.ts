import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskStreamParamsSchema, messageSchema, messages, z } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { findByPublicNum } from '../invitation';
import { kioskRetryMs, type KioskHub } from './hub';

export interface KioskStreamRoutesOptions {
  db: Database;
  hub: KioskHub;
}

/** /api/kiosk: the live stream of an invitation's newly paid wreaths (Server-Sent Events). */
export const kioskStreamRoutes: FastifyPluginAsyncZod<KioskStreamRoutesOptions> = async (app, { db, hub }) => {
  app.get('/stream/:publicNum', {
    // A HEAD would open a stream with no body, held until the client gives up.
    exposeHeadRoute: false,
    config: { access: 'public' },
    schema: {
      tags: ['kiosk'],
      summary: '키오스크 실시간 화환 알림 (text/event-stream: event wreath, data는 키오스크 목록의 한 줄)',
      params: kioskStreamParamsSchema,
      response: { 200: z.string().describe('text/event-stream'), 400: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request, reply) => {
      const { publicNum } = request.params;
      // The place is taken before the lookup's await: checked and counted in one step, so a burst cannot pass the caps together.
      const place = hub.reserve(request.ip, publicNum);
      if (place === 'invitation' || place === 'address') throw new HttpError(429, messages.common.tooManyRequests);
      if (place === 'full') throw new HttpError(429, messages.common.busy);
      try {
        // Checked before the stream opens, so an unknown number is an ordinary 404 the screen can act on.
        if (!(await findByPublicNum(db, publicNum))) throw new HttpError(404, messages.invitation.notFound);
      } catch (error) {
        place.release();
        throw error;
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
      stream.write(`retry: ${kioskRetryMs}\n: open\n\n`);
      hub.add(publicNum, stream, place);
    },
  });
};
