import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import { kiwoomSuccessAnswer, parseEucKrForm, type KiwoomGateway } from '@server/integrations/payment/kiwoom';
import { PaymentProviderError } from '@server/integrations/payment/types';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import { guestPaymentLimit } from '../checkout/guest-limits';
import type { PaymentModuleOptions } from '../options';
import { kiwoomWindow, openSandboxKiwoomWindow, settleKiwoomNotification } from './kiwoom-service';

/**
 * Registered under /api/payment: the Kiwoom window's form, Kiwoom's
 * notification, and the sandbox's stand-in for Kiwoom's window page.
 */
export const kiwoomRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway, publicUrl, secureCookies, startLimits }) => {
  // Each call asks the provider's hash endpoint: limited like the intent it follows (one window per payment), per guest and per address.
  const windows = guestPaymentLimit(app, 'kiwoom-window', startLimits, { secureCookies });
  route(app, contract.payment.kiwoomWindow, {
    preHandler: windows,
    handler: async (request) => {
      try {
        return await kiwoomWindow(db, gateway, request.params.paymentId, request.body.type, publicUrl);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.error({ err: error, paymentId: request.params.paymentId }, 'kiwoom hash endpoint unavailable');
        throw new HttpError(502, messages.payment.providerError);
      }
    },
  });

  // The address to register in Kiwoom's merchant admin, with the current secret segment (the first of KIWOOM_NOTIFICATION_TOKEN).
  route(app, contract.payment.kiwoomNotificationAddress, {
    handler: async () => {
      if (gateway?.provider !== 'kiwoom') throw new HttpError(404, messages.common.notFound);
      return { address: `${publicUrl}/api/payment/kiwoom-notification/${(gateway as KiwoomGateway).notificationToken}` };
    },
  });

  // The provider's forms are EUC-KR: these routes alone read the body as bytes.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, parseEucKrForm(body as Buffer));
    });

    route(forms, contract.payment.kiwoomNotification, {
      // Kiwoom's server posts it: no browser Origin; the secret address, Kiwoom's own addresses and our CPID admit it.
      config: { crossOriginAllowed: true },
      handler: async (request, reply) => {
        // request.ip is the client's address as TRUST_PROXY reads it (never a forwarded header from an untrusted hop).
        const result = await settleKiwoomNotification(
          { db, gateway, log: request.log },
          { token: request.params.token, address: request.ip, fields: request.body },
        );
        request.log.info({ paymentId: result.paymentId, status: result.status }, 'kiwoom notification settled');
        // Answered once handled, whatever the outcome (a mismatch is FAILED and logged for a person): otherwise Kiwoom repeats it.
        return reply.type('text/html; charset=utf-8').send(kiwoomSuccessAnswer);
      },
    });

    route(forms, contract.payment.kiwoomSandboxWindow, {
      handler: async (request, reply) => reply.redirect(await openSandboxKiwoomWindow(db, gateway, request.body), 303),
    });
  });
};
