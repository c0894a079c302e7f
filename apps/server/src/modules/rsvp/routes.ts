import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { receivedListRateLimit } from '@server/modules/payment';
import { answers, answersExcel, changeAnswer, createAnswer, findAnswer, ownAnswer, readSettings, summary, writeSettings } from './service';

// Guests' answers change nothing any guest page, kiosk or public list shows.
// Per address, as the inquiry's and the review's public writes are limited.
export const rsvpSendRateLimit = { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const };
const readOwnRateLimit = { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const };
// Each try may cost an argon2 check: few per minute, as the logins.
export const rsvpFindRateLimit = { max: 10, timeWindow: '1 minute', hook: 'preHandler' as const };

export const rsvpGuestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.rsvp.create, {
    config: { changesPublicReads: false, rateLimit: rsvpSendRateLimit },
    handler: async (request) => createAnswer(db, request.params.publicNum, request.body),
  });

  route(app, contract.rsvp.own, {
    config: { changesPublicReads: false, rateLimit: readOwnRateLimit },
    handler: async (request) => ownAnswer(db, request.params.publicNum, request.body.token),
  });

  route(app, contract.rsvp.change, {
    config: { changesPublicReads: false, rateLimit: rsvpSendRateLimit },
    handler: async (request) => changeAnswer(db, request.params.publicNum, request.body.token, request.body.answer),
  });

  route(app, contract.rsvp.find, {
    config: { changesPublicReads: false, rateLimit: rsvpFindRateLimit },
    handler: async (request) => findAnswer(db, request.params.publicNum, request.body.name, request.body.password),
  });
};

// Order numbers are non-members' login secrets: limited per account as the host's page is.
const config = { rateLimit: receivedListRateLimit };

export const rsvpHostRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, contract.rsvp.settings, {
    config,
    handler: async (request) => readSettings(db, currentUser(request), request.params.orderNum),
  });

  // Changes the guest page (the section shows or goes, the deadline): the kept guest pages are dropped.
  route(app, contract.rsvp.saveSettings, {
    config,
    handler: async (request) => writeSettings(db, currentUser(request), request.params.orderNum, request.body),
  });

  route(app, contract.rsvp.summary, {
    config,
    handler: async (request) => summary(db, currentUser(request), request.params.orderNum),
  });

  route(app, contract.rsvp.answers, {
    config,
    handler: async (request) => answers(db, currentUser(request), request.params.orderNum, request.query),
  });

  route(app, contract.rsvp.excel, {
    config,
    handler: async (request, reply) => answersExcel(db, currentUser(request), request.params.orderNum, request.query.searchWord, reply),
  });
};
