import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { kiwoomWindowParamsSchema, kiwoomWindowRequestSchema, kiwoomWindowSchema, messageSchema, messages, z } from '@ongi/shared';
import { kiwoomSuccessAnswer, parseEucKrForm, type KiwoomGateway } from '../../integrations/payment/kiwoom';
import { PaymentProviderError } from '../../integrations/payment/types';
import { HttpError } from '../../plugins/http-error';
import { guestPaymentLimit } from './guest-limits';
import type { PaymentModuleOptions } from './index';
import { kiwoomWindow, openSandboxKiwoomWindow, settleKiwoomNotification } from './kiwoom-service';

const formFields = z.record(z.string(), z.string());

/**
 * Registered under /api/payment: the Kiwoom window's form, Kiwoom's
 * notification, and the sandbox's stand-in for Kiwoom's window page.
 */
export const kiwoomRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway, publicUrl, secureCookies, startLimits }) => {
  // Each call asks the provider's hash endpoint: limited like the intent it follows (one window per payment), per guest and per address.
  const windows = guestPaymentLimit(app, 'kiwoom-window', startLimits, { secureCookies });
  app.post('/kiwoom/:paymentId', {
    config: { access: 'public' },
    preHandler: windows,
    schema: {
      tags: ['payment'],
      summary: '키움페이 결제창 양식 (서버가 결제사에 KIWOOM_ENC를 받아 금액을 묶음; 결제 완료면 창 없음)',
      params: kiwoomWindowParamsSchema,
      body: kiwoomWindowRequestSchema,
      response: { 200: kiwoomWindowSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema, 502: messageSchema, 503: messageSchema },
    },
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
  app.get('/kiwoom/notification-address', {
    config: { access: 'admin' },
    schema: {
      tags: ['payment'],
      summary: '키움페이 결제 통보 주소 (가맹점 관리자에 등록할 주소; 관리자만)',
      response: { 200: z.object({ address: z.string() }), 401: messageSchema, 403: messageSchema, 404: messageSchema },
    },
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

    forms.post('/kiwoom-notification/:token', {
      // Kiwoom's server posts it: no browser Origin; the secret address, Kiwoom's own addresses and our CPID admit it.
      config: { access: 'public', crossOriginAllowed: true },
      schema: {
        tags: ['payment'],
        summary: '키움페이 결제 통보 (EUC-KR 양식; 금액이 등록한 것과 같을 때만 결제 완료; <RESULT>SUCCESS</RESULT>로 응답)',
        params: z.object({ token: z.string().max(100) }),
        body: formFields,
        response: { 200: z.string().describe('text/html'), 403: messageSchema, 404: messageSchema },
      },
      handler: async (request, reply) => {
        // request.ip is the client's address as TRUST_PROXY reads it (never a forwarded header from an untrusted hop).
        const result = await settleKiwoomNotification({ db, gateway, log: request.log }, { token: request.params.token, address: request.ip, fields: request.body });
        request.log.info({ paymentId: result.paymentId, status: result.status }, 'kiwoom notification settled');
        // Answered once handled, whatever the outcome (a mismatch is FAILED and logged for a person): otherwise Kiwoom repeats it.
        return reply.type('text/html; charset=utf-8').send(kiwoomSuccessAnswer);
      },
    });

    forms.post('/kiwoom-sandbox/window', {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: '샌드박스: 키움페이 결제창 (양식을 확인하고 샌드박스 결제창으로 보냄)',
        body: formFields,
        response: { 303: z.null(), 400: messageSchema, 404: messageSchema, 409: messageSchema },
      },
      handler: async (request, reply) => reply.redirect(await openSandboxKiwoomWindow(db, gateway, request.body), 303),
    });
  });
};
