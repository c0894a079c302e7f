import { Payment, PaymentClient, Webhook } from '@portone/server-sdk';
import type { PaymentFlow } from '@ongi/shared';
import {
  PaymentAlreadyCancelledError,
  PaymentProviderError,
  WebhookRefusedError,
  type GatewayRecord,
  type PaymentGateway,
  type ProviderCancellation,
  type ProviderPayment,
} from './types';

export interface PortOnePaymentOptions {
  apiSecret: string;
  storeId: string;
  /** The card payment channel the browser SDK opens. */
  channelKey: string;
  /** The webhook secret from PortOne's console; without it every webhook is refused. */
  webhookSecret?: string;
  /** https://api.portone.io, or a fake in tests. */
  apiBase: string;
  /** Settle only payments through `channelKey` as a LIVE channel (production): a test channel's payment is refused. */
  requireLiveChannel?: boolean;
}

const date = (text: string | undefined) => (text ? new Date(text) : null);

/** PortOne's payment in our terms; card details only when the method is a card. */
function toProviderPayment(payment: Payment.Payment): ProviderPayment | null {
  if (Payment.isUnrecognizedPayment(payment)) return null;
  // Fields only some statuses carry (paidAt, transactionId, failure) read as optional.
  const known = payment as Payment.ReadyPayment & Partial<Omit<Payment.PaidPayment, 'status'>> & Partial<Pick<Payment.FailedPayment, 'failure'>>;
  const method = known.method && 'type' in known.method && known.method.type === 'PaymentMethodCard' ? (known.method as Payment.PaymentMethodCard) : undefined;
  const failure = known.failure;
  return {
    paymentId: String(known.id),
    status: payment.status as ProviderPayment['status'],
    amount: known.amount?.total ?? 0,
    currency: String(known.currency ?? ''),
    storeId: known.storeId ?? null,
    paidAt: date(known.paidAt),
    txId: known.transactionId ?? null,
    cardCompany: method?.card?.name ?? method?.card?.publisher ?? null,
    cardNumber: method?.card?.number ?? null,
    approvalNo: method?.approvalNumber ?? null,
    receiptUrl: known.receiptUrl ?? null,
    failReason: failure?.reason ?? failure?.pgMessage ?? null,
    channel: known.channel ? { type: String(known.channel.type), key: known.channel.key ?? null } : null,
    cancelledAmount: known.amount?.cancelled ?? 0,
    cancellations: cancellationsOf(payment),
  };
}

/** The refunds PortOne made (only SUCCEEDED ones returned money), each with its own id. */
function cancellationsOf(payment: Payment.Payment): ProviderCancellation[] {
  if (!('cancellations' in payment) || !Array.isArray(payment.cancellations)) return [];
  return (payment.cancellations as Payment.PaymentCancellation[])
    .filter((cancellation): cancellation is Payment.SucceededPaymentCancellation => cancellation.status === 'SUCCEEDED')
    .map(cancellationOf);
}

const cancellationOf = (done: Payment.SucceededPaymentCancellation): ProviderCancellation => ({
  cancelledAmount: done.totalAmount,
  cancelledAt: date(done.cancelledAt) ?? date(done.requestedAt) ?? new Date(),
  reference: done.id,
  reason: done.reason,
});
/** PortOne's payment as its books hold it (amount.cancelled: what has been refunded of it, in part or in full). */
function toGatewayRecord(payment: Payment.Payment): GatewayRecord | null {
  if (Payment.isUnrecognizedPayment(payment)) return null;
  const known = payment as Payment.ReadyPayment & Partial<Pick<Payment.PaidPayment, 'paidAt'>>;
  return {
    paymentId: String(known.id),
    status: payment.status as GatewayRecord['status'],
    amount: known.amount?.total ?? 0,
    cancelledAmount: known.amount?.cancelled ?? 0,
    paidAt: date(known.paidAt),
  };
}

/** PortOne's largest page of the cursor list. */
const listPageSize = 1000;

/**
 * PortOne V2 through @portone/server-sdk: GET /payments/{id}, POST
 * /payments/{id}/cancel, and Standard Webhooks verification. Every browser
 * flow is PortOne's SDK (INTEGRATIONS.md "Payments").
 */
export function createPortOneGateway(options: PortOnePaymentOptions): PaymentGateway {
  const client = PaymentClient({ secret: options.apiSecret, baseUrl: options.apiBase, storeId: options.storeId });
  const flow: PaymentFlow = 'portone';
  return {
    provider: 'portone',
    flowFor: () => flow,
    browserKeys: { storeId: options.storeId, channelKey: options.channelKey },
    storeId: options.storeId,
    liveChannelKey: options.requireLiveChannel ? options.channelKey : null,
    async getPayment(paymentId) {
      try {
        return toProviderPayment(await client.getPayment({ paymentId, storeId: options.storeId }));
      } catch (error) {
        if (error instanceof Payment.GetPaymentError && error.data.type === 'PAYMENT_NOT_FOUND') return null;
        throw new PaymentProviderError('PortOne payment lookup failed', { cause: error });
      }
    },
    records: {
      // GET /payments-by-cursor: payments by creation time, a page of up to 1,000 at a time,
      // each next page from the last item's cursor, until a page comes back short.
      async *createdBetween(from, until) {
        let cursor: string | undefined;
        for (;;) {
          let page: Awaited<ReturnType<typeof client.getAllPaymentsByCursor>>;
          try {
            page = await client.getAllPaymentsByCursor({
              storeId: options.storeId,
              from: from.toISOString(),
              until: until.toISOString(),
              cursor,
              size: listPageSize,
            });
          } catch (error) {
            throw new PaymentProviderError('PortOne payment list failed', { cause: error });
          }
          for (const item of page.items) {
            const record = toGatewayRecord(item.payment);
            if (record) yield record;
          }
          const last = page.items.at(-1);
          if (page.items.length < listPageSize || !last) return;
          cursor = last.cursor;
        }
      },
      async one(paymentId) {
        try {
          return toGatewayRecord(await client.getPayment({ paymentId, storeId: options.storeId }));
        } catch (error) {
          if (error instanceof Payment.GetPaymentError && error.data.type === 'PAYMENT_NOT_FOUND') return null;
          throw new PaymentProviderError('PortOne payment lookup failed', { cause: error });
        }
      },
    },
    partialCancel: true,
    async cancelPayment(paymentId, reason, amount) {
      try {
        // Without an amount PortOne refunds all that stays paid; with one, that part (its partial cancel).
        const { cancellation } = await client.cancelPayment({ paymentId, storeId: options.storeId, reason, ...(amount !== undefined ? { amount } : {}) });
        const done = cancellation as Partial<Payment.SucceededPaymentCancellation> & { status: string };
        return {
          cancelledAmount: done.totalAmount ?? amount ?? 0,
          cancelledAt: date(done.cancelledAt) ?? new Date(),
          reference: done.id ?? null,
          reason,
        };
      } catch (error) {
        if (error instanceof Payment.CancelPaymentError && error.data.type === 'PAYMENT_ALREADY_CANCELLED') {
          throw new PaymentAlreadyCancelledError('PortOne payment already cancelled', { cause: error });
        }
        throw new PaymentProviderError('PortOne payment cancellation failed', { cause: error });
      }
    },
    async verifyWebhook(rawBody, headers) {
      if (!options.webhookSecret) throw new WebhookRefusedError('PORTONE_WEBHOOK_SECRET is not set');
      try {
        const webhook = await Webhook.verify(options.webhookSecret, rawBody, headers);
        const data = 'data' in webhook ? (webhook.data as { paymentId?: unknown }) : undefined;
        return { type: String(webhook.type), paymentId: typeof data?.paymentId === 'string' ? data.paymentId : null };
      } catch (error) {
        throw new WebhookRefusedError('PortOne webhook refused', { cause: error });
      }
    },
  };
}
