import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/db/client';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { loginRateLimit } from '@server/plugins/security';
import { findHostOrders } from './order-lookup';

export interface OrderLookupRoutesOptions {
  db: Database;
  /** Attempts per minute per address, as for find ID. */
  loginRateLimit: number;
}

/**
 * Lookups of one phone's orders, whatever address they come from: each needs
 * a fresh identity verification, so this only stops someone hammering a
 * number they happen to control from many places.
 */
export const orderLookupsPerPhone = { max: 5, timeWindow: '15 minutes' } as const;

const phoneOf = (request: FastifyRequest) => {
  const phone = (request.body as { phoneNum?: unknown } | undefined)?.phoneNum;
  return `find-orders:${typeof phone === 'string' ? phone.replace(/\D/g, '') : ''}`;
};

/** /api/account/find-orders: a non-member's orders, found again by name, phone and identity verification. */
export const orderLookupRoutes: FastifyPluginAsyncZod<OrderLookupRoutesOptions> = async (app, { db, loginRateLimit: max }) => {
  // A route runs one of @fastify/rate-limit's hooks at most, so the second limit is asked directly.
  const perPhone = app.createRateLimit({ ...orderLookupsPerPhone, keyGenerator: phoneOf });

  route(app, contract.account.findOrders, {
    // Limited per address like find ID (route config), and per phone (below): both before the verification is read.
    config: { changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    preHandler: async (request) => {
      const limit = await perPhone(request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, messages.common.tooManyRequests);
    },
    handler: async (request) => {
      const orders = await findHostOrders(db, request.body);
      // What was looked up stays out of the log (name and phone are personal data); that it was, and how many, is kept.
      request.log.info({ found: orders.length }, 'non-member orders found by identity verification');
      return { orders };
    },
  });
};
