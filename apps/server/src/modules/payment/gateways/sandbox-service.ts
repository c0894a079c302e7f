import { messages, type SandboxCheckout, type SandboxPaymentRequest, type SandboxResult } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { sandboxPayments } from '@server/db/schema';
import type { PaymentGateway } from '@server/integrations/payment/types';
import {
  approveSandboxPayment,
  declineSandboxPayment,
  findSandboxPayment,
  registerSandboxPayment,
  sandboxChannelKey,
  sandboxStoreId,
  type SandboxGateway,
} from '@server/integrations/payment/sandbox';
import { signWebhook } from '@server/integrations/payment/webhook-signature';
import { HttpError } from '@server/lib/http-error';
import { findPaymentIntent } from '../checkout/intent-queries';

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** The sandbox provider answers only while it is the configured gateway (never beside real keys, never in production unless allowed). */
export function requireSandbox(gateway: PaymentGateway | null): SandboxGateway {
  if (gateway?.provider !== 'sandbox') throw new HttpError(404, messages.common.notFound);
  return gateway as SandboxGateway;
}

const checkoutOf = (row: SandboxRow): SandboxCheckout => ({
  paymentId: row.paymentId,
  flow: row.flow,
  orderName: row.orderName,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  failReason: row.failReason,
  cardCompany: row.cardCompany,
  cardNumber: row.cardNumber,
});

export const sandboxResultOf = (row: SandboxRow): SandboxResult => ({
  paymentId: row.paymentId,
  status: row.status,
  txId: row.txId,
  failReason: row.failReason,
});

/**
 * PortOne.requestPayment's stand-in: records what the browser asked to charge
 * (as asked, a tampered amount included) for a paymentId we issued, with the
 * sandbox's own store and channel as PortOne would insist on.
 */
export async function requestSandboxPayment(db: Database, gateway: PaymentGateway | null, request: SandboxPaymentRequest): Promise<SandboxCheckout> {
  requireSandbox(gateway);
  const intent = await findPaymentIntent(db, request.paymentId);
  if (!intent || intent.provider !== 'sandbox') throw new HttpError(404, messages.payment.notFound);
  if (request.storeId !== sandboxStoreId || request.channelKey !== sandboxChannelKey) throw new HttpError(400, messages.payment.sandbox.tampered);
  const row = await registerSandboxPayment(db, {
    paymentId: request.paymentId,
    flow: intent.flow,
    storeId: request.storeId,
    orderName: request.orderName,
    amount: request.totalAmount,
    currency: request.currency,
  });
  if (!row) throw new HttpError(409, messages.payment.sandbox.alreadyDone);
  return checkoutOf(row);
}

export async function sandboxCheckout(db: Database, gateway: PaymentGateway | null, paymentId: string): Promise<SandboxCheckout> {
  requireSandbox(gateway);
  const row = await findSandboxPayment(db, paymentId);
  if (!row) throw new HttpError(404, messages.payment.notFound);
  return checkoutOf(row);
}

export async function approveInSandbox(db: Database, gateway: PaymentGateway | null, paymentId: string, card: { cardCompany: string; cardNumber: string }) {
  requireSandbox(gateway);
  const row = await approveSandboxPayment(db, paymentId, card);
  if (!row) throw await notReady(db, paymentId);
  return row;
}

export async function declineInSandbox(db: Database, gateway: PaymentGateway | null, paymentId: string, reason: string) {
  requireSandbox(gateway);
  const row = await declineSandboxPayment(db, paymentId, reason);
  if (!row) throw await notReady(db, paymentId);
  return row;
}

async function notReady(db: Database, paymentId: string) {
  const row = await findSandboxPayment(db, paymentId);
  return row ? new HttpError(409, messages.payment.sandbox.alreadyDone) : new HttpError(404, messages.payment.notFound);
}

const webhookTypes = {
  READY: null,
  PAID: 'Transaction.Paid',
  FAILED: 'Transaction.Failed',
  CANCELLED: 'Transaction.Cancelled',
  PARTIAL_CANCELLED: 'Transaction.PartialCancelled',
} as const;

/** The webhook PortOne would send for the payment's current status, signed with the sandbox's secret; null while READY. */
export function sandboxWebhook(gateway: SandboxGateway, row: SandboxRow) {
  const type = webhookTypes[row.status];
  if (!type) return null;
  const body = JSON.stringify({
    type,
    timestamp: new Date().toISOString(),
    data: { paymentId: row.paymentId, storeId: row.storeId, transactionId: row.txId ?? row.paymentId },
  });
  return { body, headers: { 'content-type': 'application/json', ...signWebhook(gateway.webhookSecret, body) } };
}
