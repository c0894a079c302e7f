import type { PaymentFlow, PaymentGateway as PaymentGatewayName } from '@ongi/shared';

/**
 * A payment as the provider reports it. `status` keeps the provider's word
 * (PortOne's names; Kiwoom's notification and the sandbox map onto them);
 * settlement alone decides what that means for our intent.
 */
export interface ProviderPayment {
  paymentId: string;
  status: 'READY' | 'PAY_PENDING' | 'VIRTUAL_ACCOUNT_ISSUED' | 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';
  /** Won charged (PortOne's amount.total). */
  amount: number;
  currency: string;
  /** The store the payment was made in; null when the provider does not say (Kiwoom). */
  storeId: string | null;
  paidAt: Date | null;
  /** The provider's transaction id (PortOne transactionId, Kiwoom DAOUTRX). */
  txId: string | null;
  cardCompany: string | null;
  cardNumber: string | null;
  approvalNo: string | null;
  receiptUrl: string | null;
  failReason: string | null;
  /**
   * The channel the payment went through, as PortOne reports it (type 'LIVE'
   * or 'TEST', and its key); null when the provider has no such thing
   * (Kiwoom, the sandbox) or does not say.
   */
  channel: { type: string; key: string | null } | null;
  /** Won refunded so far (PortOne's amount.cancelled). */
  cancelledAmount: number;
  /** Each refund the provider lists (PortOne's cancellations, those that succeeded); empty when it lists none. */
  cancellations: ProviderCancellation[];
}

/** One refund at the provider. */
export interface ProviderCancellation {
  /** This refund's amount (not the total refunded). */
  cancelledAmount: number;
  cancelledAt: Date;
  /** The provider's id of this refund (PortOne's cancellation.id); null when it gives none. */
  reference: string | null;
  reason?: string;
}

/**
 * A payment as the gateway's own books hold it, for the daily check
 * (modules/reconciliation): what was charged and what has been cancelled.
 */
export interface GatewayRecord {
  paymentId: string;
  status: ProviderPayment['status'];
  amount: number;
  cancelledAmount: number;
  /** When the gateway says it was paid; null when it never was. */
  paidAt: Date | null;
}

/** The gateway's records, where it lets them be read: a list by time and one payment's record. */
export interface GatewayRecords {
  /** Every payment the gateway created in [from, until), page after page. Throws PaymentProviderError when it cannot be read. */
  createdBetween(from: Date, until: Date): AsyncIterable<GatewayRecord>;
  /** One payment's record, or null when the gateway has none. */
  one(paymentId: string): Promise<GatewayRecord | null>;
}

/** What a verified webhook is about: only the id is trusted, the payment is fetched again. */
export interface WebhookEvent {
  type: string;
  /** null for events that are not about one payment (e.g. billing keys). */
  paymentId: string | null;
}

/**
 * One provider behind the payment routes. PortOne V2, Kiwoom Pay and the
 * sandbox implement it; settlement, reconciliation and cancellation only ever
 * talk to this.
 */
export interface PaymentGateway {
  provider: PaymentGatewayName;
  /** How the browser pays for an intent that targets an invitation or the test page (guest side) or a campaign (member side). */
  flowFor(target: 'invitation' | 'campaign' | 'test'): PaymentFlow;
  /** PortOne.requestPayment's storeId and channelKey for the 'portone' flow; null when the gateway has no such flow. */
  browserKeys: { storeId: string; channelKey: string } | null;
  /** The store every payment of ours must have been made in; null when the provider does not report one. */
  storeId: string | null;
  /**
   * The live channel every payment must have gone through to settle (PortOne
   * in production, PAYMENT_REQUIRE_LIVE_CHANNEL): a test channel's payment,
   * or another channel's, is refused. null: any channel settles (development,
   * the sandbox, Kiwoom).
   */
  liveChannelKey: string | null;
  /** The provider's record, or null when it has none for this id (never asked to pay). Throws PaymentProviderError when it cannot be asked. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Refunds `amount` won at the provider, or all that stays paid when left out. Throws
   * PaymentAlreadyCancelledError when nothing stays paid there, PaymentProviderError when refused or unreachable.
   */
  cancelPayment(paymentId: string, reason: string, amount?: number): Promise<ProviderCancellation>;
  /** Whether cancelPayment takes an amount (PortOne and the sandbox do; Kiwoom's documented interface has no cancel at all). */
  partialCancel: boolean;
  /** Its records for the daily check; absent when the gateway offers neither a list nor an inquiry (Kiwoom Pay). */
  records?: GatewayRecords;
  /** Checks a webhook's signature on the raw body; throws WebhookRefusedError when it does not hold. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent>;
}

/** The provider could not be asked, or refused a request (network, 5xx, bad secret). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The provider refused a cancel because the payment is already cancelled there (another cancel got there first). */
export class PaymentAlreadyCancelledError extends PaymentProviderError {
  override name = 'PaymentAlreadyCancelledError';
}

/** A webhook whose signature, timestamp or body does not hold. */
export class WebhookRefusedError extends Error {
  override name = 'WebhookRefusedError';
}
