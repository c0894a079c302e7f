import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages, testPaymentAmount } from '@ongi/shared';
import { PaymentProviderError, WebhookRefusedError } from '@server/integrations/payment/types';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { logWith } from '@server/plugins/logging';
import type { PaymentModuleOptions } from '../options';
import { createTestIntent, createWreathIntent, requireGateway } from './intent-service';
import { findPaymentIntent } from './intent-queries';
import { followProviderCancellation } from '../settlement/cancel';
import { failureThrottle } from './failure-throttle';
import { guestPaymentLimit } from './guest-limits';
import { settlePayment } from '../settlement/settlement';
import { cancelUnknownPayment } from '../settlement/unknown-payment';

/** Confirmations a guest and an address may ask for, against those they may start: a guest's browser retries one after a failed answer. */
const verifiesPerStart = 2;

/** Guests pay without an account; a logged-in member's payment is theirs (their cancel list). */
const payingAccount = (user: { accountSeq: number | null } | undefined) => user?.accountSeq ?? null;

/** Registered under /api/payment: the intent, verify, and the provider's webhook. */
export const checkoutRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway, secureCookies, testPageAdminOnly, startLimits }) => {
  const settle = (paymentId: string, log: typeof app.log) => settlePayment({ db, gateway: requireGateway(gateway), log }, paymentId);
  const failures = failureThrottle(app, { secureCookies });
  // Per guest, and per address at a level a wedding hall does not reach (guest-limits.ts); each route counts apart.
  const wreathStarts = guestPaymentLimit(app, 'payment-start', startLimits, { secureCookies });
  const testStarts = guestPaymentLimit(app, 'test-payment-start', startLimits, { secureCookies });
  const verifies = guestPaymentLimit(
    app,
    'payment-verify',
    { perGuest: startLimits.perGuest * verifiesPerStart, perAddress: startLimits.perAddress * verifiesPerStart },
    { secureCookies },
  );
  // In production the test page's live 1,000 won is for administrators only (issue 22, 2.5: card testing).
  const testPageAccess = testPageAdminOnly ? 'admin' : 'public';

  route(app, contract.payment.createIntent, {
    config: { changesPublicReads: false, publicNumber: true },
    preHandler: [wreathStarts, (request) => failures.check(request)],
    handler: async (request, reply) => {
      const intent = await createWreathIntent(db, gateway, request.body, payingAccount(request.session?.user));
      logWith(reply, { paymentId: intent.paymentId });
      failures.identify(request, reply);
      return intent;
    },
  });

  route(app, contract.payment.createTestIntent, {
    narrowedAccess: testPageAccess,
    config: { changesPublicReads: false },
    preHandler: [testStarts, (request) => failures.check(request)],
    handler: async (request, reply) => {
      const intent = await createTestIntent(db, gateway, payingAccount(request.session?.user));
      logWith(reply, { paymentId: intent.paymentId });
      failures.identify(request, reply);
      return intent;
    },
  });

  // The web app's guard of /payment asks this: answered to whoever may use the test page (everyone outside production).
  route(app, contract.payment.testPage, {
    narrowedAccess: testPageAccess,
    handler: async () => ({ amount: testPaymentAmount }),
  });

  route(app, contract.payment.verify, {
    preHandler: verifies,
    handler: async (request) => {
      const { paymentId, invitationSeq } = request.params;
      const intent = await findPaymentIntent(db, paymentId);
      // The second segment must name the intent's own invitation (0: none), or the number is not one we issued for it.
      if (!intent || (intent.invitationSeq ?? 0) !== invitationSeq) {
        await failures.record(request);
        throw new HttpError(404, messages.payment.notFound);
      }
      try {
        const result = await settle(paymentId, request.log);
        // Declined, refused or for another amount: it counts towards this address's and browser's failed payments.
        if (result.status === 'FAILED') await failures.record(request);
        return result;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error({ err: error, paymentId }, 'payment provider unavailable');
        throw new HttpError(502, messages.payment.providerError);
      }
    },
  });

  // The signature covers the exact bytes sent, so this route alone reads its body as text.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(raw, contract.payment.webhook, {
      config: { crossOriginAllowed: true },
      handler: async (request) => {
        const provider = requireGateway(gateway);
        let event;
        try {
          event = await provider.verifyWebhook(typeof request.body === 'string' ? request.body : '', request.headers);
        } catch (error) {
          if (!(error instanceof WebhookRefusedError)) throw error;
          request.log.warn({ err: error }, 'payment webhook refused');
          throw new HttpError(400, messages.payment.webhookRefused);
        }
        if (!event.paymentId) return { paymentId: null, status: null };
        const paymentId = event.paymentId;
        const deps = { db, gateway: provider, log: request.log };
        try {
          if (!(await findPaymentIntent(db, paymentId))) {
            // Signed by the provider but not a number we issued: paid in our store, it is cancelled (or raised for a person).
            await cancelUnknownPayment(deps, paymentId, event.type);
            return { paymentId, status: null };
          }
          if (event.type === 'Transaction.Cancelled' || event.type === 'Transaction.PartialCancelled') await followProviderCancellation(deps, paymentId);
          const result = await settlePayment(deps, paymentId);
          return { paymentId: result.paymentId, status: result.status };
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.error({ err: error, paymentId }, 'payment provider unavailable during webhook');
          // A 5xx makes the provider send it again later.
          throw new HttpError(502, messages.payment.providerError);
        }
      },
    });
  });
};
