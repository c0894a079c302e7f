import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  messages,
  sandboxApproveSchema,
  sandboxCheckoutSchema,
  sandboxDeclineSchema,
  sandboxPaymentParamsSchema,
  sandboxPaymentRequestSchema,
  sandboxResultSchema,
  sandboxWebhookSchema,
} from '@ongi/shared';
import { findSandboxPayment, type SandboxGateway } from '../../integrations/payment/sandbox';
import { HttpError } from '../../plugins/http-error';
import type { PaymentModuleOptions } from './index';
import {
  approveInSandbox,
  declineInSandbox,
  requestSandboxPayment,
  requireSandbox,
  sandboxCheckout,
  sandboxResultOf,
  sandboxWebhook,
} from './sandbox-service';

const errors = { 400: messageSchema, 404: messageSchema, 409: messageSchema };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registered under /api/sandbox/payments: the sandbox provider's own API,
 * what its checkout window and PortOne.requestPayment's stand-in call. It
 * sends webhooks to /api/payment/webhook the way PortOne does (signed,
 * possibly late or repeated), so verify and the webhook race as in life.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, { db, gateway }) => {
  /** Sends the current status's webhook `times` times after `delayMs`, without the caller waiting. */
  const sendWebhooks = (sandbox: SandboxGateway, paymentId: string, delayMs: number, times: number) =>
    app.background.run(
      async () => {
        if (delayMs > 0) await wait(delayMs);
        for (let sent = 0; sent < times; sent++) {
          const row = await findSandboxPayment(db, paymentId);
          const webhook = row && sandboxWebhook(sandbox, row);
          if (!webhook) return;
          const response = await app.inject({ method: 'POST', url: '/api/payment/webhook', headers: webhook.headers, payload: webhook.body });
          app.log.info({ paymentId, status: response.statusCode }, 'sandbox webhook delivered');
        }
      },
      (error) => app.log.error({ err: error, paymentId }, 'sandbox webhook failed'),
    );

  app.post('/', {
    config: { access: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: '샌드박스 결제 요청 (PortOne.requestPayment 대역)',
      body: sandboxPaymentRequestSchema,
      response: { 200: sandboxCheckoutSchema, ...errors },
    },
    handler: async (request) => requestSandboxPayment(db, gateway, request.body),
  });

  app.get('/:paymentId', {
    config: { access: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: '샌드박스 결제창이 보여줄 결제 요청',
      params: sandboxPaymentParamsSchema,
      response: { 200: sandboxCheckoutSchema, 404: messageSchema },
    },
    handler: async (request) => sandboxCheckout(db, gateway, request.params.paymentId),
  });

  app.post('/:paymentId/approve', {
    config: { access: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: '샌드박스 결제창의 승인 (카드사, 카드 번호; 웹훅을 곧바로 보냄)',
      params: sandboxPaymentParamsSchema,
      body: sandboxApproveSchema,
      response: { 200: sandboxResultSchema, ...errors },
    },
    handler: async (request) => {
      const row = await approveInSandbox(db, gateway, request.params.paymentId, request.body);
      if (request.body.webhook) sendWebhooks(requireSandbox(gateway), row.paymentId, 0, 1);
      return sandboxResultOf(row);
    },
  });

  app.post('/:paymentId/decline', {
    config: { access: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: '샌드박스 결제창의 거절 또는 닫기',
      params: sandboxPaymentParamsSchema,
      body: sandboxDeclineSchema,
      response: { 200: sandboxResultSchema, ...errors },
    },
    handler: async (request) =>
      sandboxResultOf(await declineInSandbox(db, gateway, request.params.paymentId, request.body?.reason || messages.payment.sandbox.declinedReason)),
  });

  app.post('/:paymentId/webhook', {
    config: { access: 'public' },
    schema: {
      tags: ['sandbox'],
      summary: '샌드박스 웹훅 다시 보내기 (늦게, 여러 번)',
      params: sandboxPaymentParamsSchema,
      body: sandboxWebhookSchema,
      response: { 200: sandboxResultSchema, ...errors },
    },
    handler: async (request) => {
      const sandbox = requireSandbox(gateway);
      const row = await findSandboxPayment(db, request.params.paymentId);
      if (!row) throw new HttpError(404, messages.payment.notFound);
      sendWebhooks(sandbox, row.paymentId, request.body.delayMs, request.body.times);
      return sandboxResultOf(row);
    },
  });
};
