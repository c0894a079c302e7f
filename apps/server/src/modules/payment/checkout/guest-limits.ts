import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@ongi/shared';
import { HttpError } from '@server/lib/http-error';
import { payerOf } from './failure-throttle';

/** How many times one guest may do a payment step in a minute, and one address in ten (PAYMENT_STARTS_PER_*). */
export interface GuestLimitFigures {
  perGuest: number;
  perAddress: number;
}

export const guestWindowMs = 60 * 1000;
export const addressWindowMs = 10 * 60 * 1000;

/**
 * A payment step limited per guest rather than per address. Every guest of a
 * wedding hall (and many phones behind a carrier) pays from one address: a
 * per-address limit low enough to stop a script stopped the hall's 61st
 * wreath. So each guest is counted by what tells them apart (login session
 * or payer cookie, see payerOf), tightly; the address is still counted, at a
 * level a busy hall does not reach (PAYMENT_STARTS_PER_ADDRESS in 10
 * minutes), which is what stops a script that sends no cookie or a new one
 * each time: from one address it cannot be told from a hall's newcomers.
 * A browser's first payment has no cookie yet and counts for its address only.
 * Counted in the rate-limit store (Redis with REDIS_URL), each step apart.
 */
export function guestPaymentLimit(app: FastifyInstance, step: string, figures: GuestLimitFigures, { secureCookies }: { secureCookies: boolean }) {
  const payer = payerOf(secureCookies);
  const byGuest = app.createRateLimit({ max: figures.perGuest, timeWindow: guestWindowMs, keyGenerator: (request) => `${step}:guest:${payer(request)}` });
  const byAddress = app.createRateLimit({ max: figures.perAddress, timeWindow: addressWindowMs, keyGenerator: (request) => `${step}:address:${request.ip}` });

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const [guest, address] = await Promise.all([payer(request) ? byGuest(request) : null, byAddress(request)]);
    const refused = [guest, address].find((state) => state && !state.isAllowed && state.isExceeded);
    if (!refused || refused.isAllowed) return;
    if (refused === address) request.log.warn({ address: request.ip, step }, 'payment step refused: address over its limit');
    reply.header('Retry-After', String(Math.max(1, refused.ttlInSeconds)));
    throw new HttpError(429, messages.common.tooManyRequests);
  };
}
