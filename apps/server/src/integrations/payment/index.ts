import type { PaymentConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { createPortOneGateway } from './portone';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export * from './types';

/** Builds the Kiwoom Pay gateway (integrations/payment/kiwoom.ts) from its settings. */
export type KiwoomGatewayFactory = (settings: PaymentConfig['kiwoom'], db: Database) => PaymentGateway;

/**
 * The gateway config.payment.gateway names; null when payments are off
 * (production without keys and without ALLOW_SANDBOX), and then the payment
 * routes answer 503.
 */
export function createPaymentGateway(config: PaymentConfig, db: Database, kiwoom?: KiwoomGatewayFactory): PaymentGateway | null {
  const { apiSecret, storeId, channelKey, webhookSecret, apiBase, requireLiveChannel } = config.portone;
  switch (config.gateway) {
    case 'portone':
      return createPortOneGateway({ apiSecret: apiSecret!, storeId: storeId!, channelKey: channelKey!, webhookSecret, apiBase, requireLiveChannel });
    case 'kiwoom':
      if (!kiwoom) throw new Error('PAYMENT_GATEWAY=kiwoom: the Kiwoom gateway is not wired in');
      return kiwoom(config.kiwoom, db);
    case 'sandbox':
      return createSandboxGateway(db);
    default:
      return null;
  }
}
