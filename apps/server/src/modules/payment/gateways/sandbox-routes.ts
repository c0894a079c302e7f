import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, messages } from '@ongi/shared';
import { findSandboxPayment, type SandboxGateway } from '@server/integrations/payment/sandbox';
import { route } from '@server/lib/contract-route';
import { HttpError } from '@server/lib/http-error';
import type { PaymentModuleOptions } from '../options';
import { approveInSandbox, declineInSandbox, requestSandboxPayment, requireSandbox, sandboxCheckout, sandboxResultOf, sandboxWebhook } from './sandbox-service';

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

  route(app, contract.payment.sandbox.request, {
    handler: async (request) => requestSandboxPayment(db, gateway, request.body),
  });

  route(app, contract.payment.sandbox.checkout, {
    handler: async (request) => sandboxCheckout(db, gateway, request.params.paymentId),
  });

  route(app, contract.payment.sandbox.approve, {
    handler: async (request) => {
      const row = await approveInSandbox(db, gateway, request.params.paymentId, request.body);
      if (request.body.webhook) sendWebhooks(requireSandbox(gateway), row.paymentId, 0, 1);
      return sandboxResultOf(row);
    },
  });

  route(app, contract.payment.sandbox.decline, {
    handler: async (request) =>
      sandboxResultOf(await declineInSandbox(db, gateway, request.params.paymentId, request.body?.reason || messages.payment.sandbox.declinedReason)),
  });

  route(app, contract.payment.sandbox.webhook, {
    handler: async (request) => {
      const sandbox = requireSandbox(gateway);
      const row = await findSandboxPayment(db, request.params.paymentId);
      if (!row) throw new HttpError(404, messages.payment.notFound);
      sendWebhooks(sandbox, row.paymentId, request.body.delayMs, request.body.times);
      return sandboxResultOf(row);
    },
  });
};
