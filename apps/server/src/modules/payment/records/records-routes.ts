import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { currentUser } from '@server/plugins/access';
import { lookupRateLimit } from '@server/plugins/security';
import { readCashReceipt, saveCashReceipt } from './cash-receipt';
import { kioskPaymentPage, receivedWreathPage } from './records-service';

// What paid wreaths leave behind for the people around them: the kiosk's
// messages, the host's received wreaths, and the payer's receipt details.

/** Received-wreath pages one account (or non-member session) may read a minute: a host pages through their lists, nobody reads thirty. */
export const receivedListsPerMinute = 30;

/**
 * Counted per account, so a new login or another address does not start it
 * again: order numbers are non-members' login secrets, and this list must not
 * become a way to try them.
 */
export const receivedListRateLimit = {
  max: receivedListsPerMinute,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const user = request.session?.user;
    return user?.accountSeq != null ? `account:${user.accountSeq}` : `session:${request.session?.idHash ?? request.ip}`;
  },
};

export const paymentRecordsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // From memory like every public read: a paid wreath empties the cache on every instance before anyone can ask again.
  route(app, contract.payment.kioskList, {
    config: { publicCache: true },
    handler: async (request) => kioskPaymentPage(db, request.params.publicNum, request.params.page),
  });

  route(app, contract.payment.receivedList, {
    config: { rateLimit: receivedListRateLimit },
    handler: async (request) => receivedWreathPage(db, currentUser(request), request.query.orderNum, request.query.page),
  });

  // The receipt's key (number, name, phone) and its limit: guessing is as slow here as there.
  route(app, contract.payment.cashReceipt, {
    config: { rateLimit: lookupRateLimit(20) },
    handler: async (request) => readCashReceipt(db, request.params),
  });

  route(app, contract.payment.saveCashReceipt, {
    config: { changesPublicReads: false, rateLimit: lookupRateLimit(20) },
    handler: async (request) => saveCashReceipt(db, request.params, request.body),
  });
};
