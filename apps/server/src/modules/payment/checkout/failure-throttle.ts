import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@ongi/shared';
import { HttpError } from '@server/lib/http-error';

/**
 * Failed payments one address, and one browser, may have in the window before
 * starting another payment is refused (card testing: many cards tried, most
 * declined). Per address it is generous: a wedding hall's guests share its
 * Wi-Fi (and carriers share addresses), and a hall of hundreds sees a handful
 * of declines in an event, never sixty in half an hour. Per browser it is
 * tight: a guest whose card is declined tries again, or another card, a few
 * times, not seven.
 */
export const failedPaymentLimits = {
  windowMs: 30 * 60 * 1000,
  perAddress: 60,
  perSession: 6,
} as const;

/** The cookie that tells one paying browser from another when no one is logged in (a guest of an invitation). */
export const payerCookieName = (secureCookies: boolean) => (secureCookies ? '__Host-ongi_payer' : 'ongi_payer');
const payerIdPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * What tells one paying browser from another behind the same address: its
 * login session, else its payer cookie; null for a browser that has neither
 * yet (its first payment) or sends a cookie we never gave.
 */
export function payerOf(secureCookies: boolean): (request: FastifyRequest) => string | null {
  const cookieName = payerCookieName(secureCookies);
  return (request) => {
    if (request.session) return `session:${request.session.idHash}`;
    const payer = request.cookies[cookieName];
    return payer && payerIdPattern.test(payer) ? `payer:${payer}` : null;
  };
}

export interface FailureThrottle {
  /** Refuses (429) starting a payment once the address or the browser has had its failed payments for the window. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts a failed payment (a declined or refused verify, a payment number that is not ours) against both. */
  record(request: FastifyRequest): Promise<void>;
  /** Gives a browser without a login its payer cookie, so its failures count for it. */
  identify(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Failed payments counted in the app's rate-limit store (Redis when REDIS_URL
 * is set, so every instance counts the same failures; this process's memory
 * otherwise): @fastify/rate-limit's limiters, counted when a payment fails
 * and read without counting when a new one starts.
 */
export function failureThrottle(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }): FailureThrottle {
  const cookieName = payerCookieName(secureCookies);
  const sessionKey = payerOf(secureCookies);
  const timeWindow = failedPaymentLimits.windowMs;
  // Made once: each limiter is a store of its own (its keys are also named apart, for the shared Redis namespace).
  const byAddress = app.createRateLimit({
    max: failedPaymentLimits.perAddress,
    timeWindow,
    keyGenerator: (request) => `payment-failures:address:${request.ip}`,
  });
  const bySession = app.createRateLimit({
    max: failedPaymentLimits.perSession,
    timeWindow,
    keyGenerator: (request) => `payment-failures:${sessionKey(request)}`,
  });
  const used = (answer: Awaited<ReturnType<typeof byAddress>>) => !answer.isAllowed && answer.remaining === 0;

  return {
    async check(request) {
      const [address, session] = await Promise.all([
        byAddress(request, { increment: false }),
        sessionKey(request) ? bySession(request, { increment: false }) : null,
      ]);
      if (used(address) || (session && used(session))) {
        request.log.warn({ address: request.ip, perSession: Boolean(session && used(session)) }, 'payment start refused: too many failed payments');
        throw new HttpError(429, messages.payment.tooManyFailures);
      }
    },
    async record(request) {
      await Promise.all([byAddress(request), sessionKey(request) ? bySession(request) : null]);
    },
    identify(request, reply) {
      if (request.session || payerIdPattern.test(request.cookies[cookieName] ?? '')) return;
      reply.setCookie(cookieName, randomBytes(16).toString('base64url'), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: Math.floor(failedPaymentLimits.windowMs / 1000) * 2,
      });
    },
  };
}
