import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrdersSchema, foundOrdersSchema, messageSchema, messages } from '@ongi/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { loginRateLimit } from '../../plugins/security';
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

  app.post('/find-orders', {
    // Limited per address like find ID (route config), and per phone (below): both before the verification is read.
    config: { access: 'public', changesPublicReads: false, rateLimit: loginRateLimit(max, { byUsername: false }) },
    preHandler: async (request) => {
      const limit = await perPhone(request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, messages.common.tooManyRequests);
    },
    schema: {
      tags: ['account'],
      summary: '비회원 주문번호 찾기 (이름, 휴대폰 번호, 본인인증)',
      description: '본인인증한 이름과 휴대폰 번호로 비회원이 만든 청첩장·부고장의 주문번호를 돌려줍니다. 주소별로, 그리고 휴대폰 번호별로 15분에 5번까지입니다.',
      body: findOrdersSchema,
      response: { 200: foundOrdersSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema },
    },
    handler: async (request) => {
      const orders = await findHostOrders(db, request.body);
      // What was looked up stays out of the log (name and phone are personal data); that it was, and how many, is kept.
      request.log.info({ found: orders.length }, 'non-member orders found by identity verification');
      return { orders };
    },
  });
};
