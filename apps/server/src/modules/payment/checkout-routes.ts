import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  messages,
  paymentIntentRequestSchema,
  paymentIntentSchema,
  paymentResultSchema,
  paymentStatuses,
  verifyBodySchema,
  verifyParamsSchema,
  z,
} from '@ongi/shared';
import { PaymentProviderError, WebhookRefusedError } from '../../integrations/payment/types';
import { HttpError } from '../../plugins/http-error';
import { lookupRateLimit } from '../../plugins/security';
import type { PaymentModuleOptions } from './index';
import { createTestIntent, createWreathIntent, requireGateway } from './intent-service';
import { findPaymentIntent } from './intent-queries';
import { followProviderCancellation } from './cancel';
import { settlePayment } from './settlement';

/**
 * Intents one address may register a minute. Generous: guests at one wedding
 * hall's Wi-Fi, or behind a carrier's shared address, pay at the same moment;
 * it only stops a script filling the table.
 */
export const intentsPerMinute = 60;

/** Verify calls one address may make a minute: each may ask the provider, so a loop must not turn us into its flood. */
export const verifiesPerMinute = 120;

const webhookAnswerSchema = z.object({ paymentId: z.string().nullable(), status: z.enum(paymentStatuses).nullable() });

/** Guests pay without an account; a logged-in member's payment is theirs (their cancel list). */
const payingAccount = (user: { accountSeq: number | null } | undefined) => user?.accountSeq ?? null;

/** Registered under /api/payment: the intent, verify, and the provider's webhook. */
export const checkoutRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway }) => {
  const settle = (paymentId: string, log: typeof app.log) => settlePayment({ db, gateway: requireGateway(gateway), log }, paymentId);

  app.post('/unique-payment-id', {
    config: { access: 'public', changesPublicReads: false, rateLimit: lookupRateLimit(intentsPerMinute) },
    schema: {
      tags: ['payment'],
      summary: '결제 등록 (기부화환: 금액은 서버가 캠페인 금액과 기부 금액으로 정함)',
      body: paymentIntentRequestSchema,
      response: { 200: paymentIntentSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema, 503: messageSchema },
    },
    handler: async (request) => createWreathIntent(db, gateway, request.body, payingAccount(request.session?.user)),
  });

  app.post('/test-payment-id', {
    config: { access: 'public', changesPublicReads: false, rateLimit: lookupRateLimit(intentsPerMinute) },
    schema: {
      tags: ['payment'],
      summary: '결제 테스트 페이지의 1,000원 결제 등록',
      response: { 200: paymentIntentSchema, 429: messageSchema, 503: messageSchema },
    },
    handler: async (request) => createTestIntent(db, gateway, payingAccount(request.session?.user)),
  });

  app.post('/verify/:paymentId/:invitationSeq', {
    config: { access: 'public', rateLimit: lookupRateLimit(verifiesPerMinute) },
    schema: {
      tags: ['payment'],
      summary: '결제 검증 (서버가 결제사에 조회해 금액·상점·통화가 맞을 때만 결제 완료)',
      params: verifyParamsSchema,
      body: verifyBodySchema,
      response: { 200: paymentResultSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema, 502: messageSchema, 503: messageSchema },
    },
    handler: async (request) => {
      const { paymentId, invitationSeq } = request.params;
      const intent = await findPaymentIntent(db, paymentId);
      // The second segment must name the intent's own invitation (0: none), or the number is not one we issued for it.
      if (!intent || (intent.invitationSeq ?? 0) !== invitationSeq) throw new HttpError(404, messages.payment.notFound);
      try {
        return await settle(paymentId, request.log);
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
    raw.post('/webhook', {
      config: { access: 'public', crossOriginAllowed: true },
      schema: {
        tags: ['payment'],
        summary: '결제사 웹훅 (Standard Webhooks 서명 확인 후 결제를 다시 조회해 정산)',
        body: z.string(),
        response: { 200: webhookAnswerSchema, 400: messageSchema, 502: messageSchema, 503: messageSchema },
      },
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
        try {
          const deps = { db, gateway: provider, log: request.log };
          if (event.type === 'Transaction.Cancelled') await followProviderCancellation(deps, event.paymentId);
          const result = await settlePayment(deps, event.paymentId);
          return { paymentId: result.paymentId, status: result.status };
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) {
            // Signed by the provider but not ours (another service on the same store): nothing to retry.
            request.log.warn({ paymentId: event.paymentId, type: event.type }, 'webhook for a payment we did not issue');
            return { paymentId: event.paymentId, status: null };
          }
          if (!(error instanceof PaymentProviderError)) throw error;
          request.log.error({ err: error, paymentId: event.paymentId }, 'payment provider unavailable during webhook');
          // A 5xx makes the provider send it again later.
          throw new HttpError(502, messages.payment.providerError);
        }
      },
    });
  });
};
