import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, guestbookRepeatSeconds } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { currentUser } from '@server/plugins/access';
import { createMessage, deleteOwnMessage, guestPage, hideMessage, hostDeleteMessage, hostPage, newBrowserId, readSettings, saveSettings } from './service';

export interface GuestbookRoutesOptions {
  db: Database;
}

/**
 * Messages one address may write: a wedding hall's guests on its Wi-Fi share
 * one, so the wall is wide; counted after validation, so a corrected form is free.
 */
export const guestbookWriteRateLimit = {
  max: 30,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.ip,
};
/** Password tries one address may make on delete: a 4-digit password must not be guessed by trying. */
export const guestbookDeleteRateLimit = {
  max: 10,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.ip,
};

/** The browser's own random id: a signed cookie read only by the guestbook's routes, made on its first message. */
export const writerCookieName = 'ongi_guestbook_writer';

function browserIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const raw = request.cookies[writerCookieName];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) return unsigned.value;
  }
  const id = newBrowserId();
  reply.setCookie(writerCookieName, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/api/guestbook',
    maxAge: 24 * 60 * 60,
  });
  return id;
}

/** /api/guestbook: the guests' list, writing and deleting their own (by the public number). */
export const guestbookRoutes: FastifyPluginAsyncZod<GuestbookRoutesOptions> = async (app, { db }) => {
  route(app, contract.guestbook.list, {
    config: { publicCache: true },
    handler: async (request) => guestPage(db, request.params.publicNum, request.query.page),
  });

  route(app, contract.guestbook.create, {
    config: { rateLimit: guestbookWriteRateLimit },
    handler: async (request, reply) => {
      const browserId = browserIdOf(request, reply);
      try {
        return await createMessage(db, request.params.publicNum, browserId, request.body);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) reply.header('Retry-After', String(guestbookRepeatSeconds));
        throw error;
      }
    },
  });

  route(app, contract.guestbook.delete, {
    config: { rateLimit: guestbookDeleteRateLimit },
    handler: async (request) => deleteOwnMessage(db, request.params.publicNum, request.params.messageSeq, request.body.password),
  });
};

/** /api/guestbook/host: the host's list, hide, delete and settings (by the order number). */
export const guestbookHostRoutes: FastifyPluginAsyncZod<GuestbookRoutesOptions> = async (app, { db }) => {
  route(app, contract.guestbook.hostList, {
    handler: async (request) => hostPage(db, currentUser(request), request.params.orderNum, request.query.page),
  });

  route(app, contract.guestbook.hide, {
    handler: async (request) => hideMessage(db, currentUser(request), request.params.orderNum, request.params.messageSeq, request.body.hidden),
  });

  route(app, contract.guestbook.hostDelete, {
    handler: async (request) => hostDeleteMessage(db, currentUser(request), request.params.orderNum, request.params.messageSeq),
  });

  route(app, contract.guestbook.settings, {
    handler: async (request) => readSettings(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.guestbook.saveSettings, {
    handler: async (request) => saveSettings(db, currentUser(request), request.params.orderNum, request.body),
  });
};
