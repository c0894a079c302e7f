import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payment/types';
import { domainModule } from '../../lib/domain-module';
import { donationLedgerAdminRoutes, paymentListAdminRoutes } from './admin-list';
import { paymentAdminRoutes } from './admin-routes';
import { checkoutRoutes } from './checkout-routes';
import type { GuestLimitFigures } from './guest-limits';
import { kiwoomRoutes } from './kiwoom-routes';
import { reconcileNow } from './reconciliation';
import { paymentRecordsRoutes } from './records-routes';
import { paymentPublicRoutes } from './routes';
import { sandboxRoutes } from './sandbox-routes';

export interface PaymentModuleOptions {
  db: Database;
  /** The configured provider; null: payments are off and their routes answer 503. */
  gateway: PaymentGateway | null;
  /** How often stale READY intents are asked about (config.payment.reconcileIntervalMs, whole minutes). */
  reconcileIntervalMs: number;
  /** The site's own address (PUBLIC_URL): what Kiwoom is told to post to, never the request's Host (decision 008). */
  publicUrl: string;
  /** PUBLIC_URL is https: the payer cookie is Secure and __Host- prefixed, like the session's. */
  secureCookies: boolean;
  /** Production: the payment test page and its 1,000 won intent are for administrators only. */
  testPageAdminOnly: boolean;
  /** Payment starts per guest a minute and per address in 10 minutes (PAYMENT_STARTS_PER_*; guest-limits.ts). */
  startLimits: GuestLimitFigures;
}

const routes = domainModule<PaymentModuleOptions>([
  ['/api/payment', paymentPublicRoutes],
  ['/api/payment', checkoutRoutes],
  ['/api/payment', paymentRecordsRoutes],
  ['/api/payment', kiwoomRoutes],
  ['/api/admin/payment', paymentAdminRoutes],
  ['/api/admin/payment', paymentListAdminRoutes],
  ['/api/admin/donation-ledger', donationLedgerAdminRoutes],
  ['/api/sandbox/payments', sandboxRoutes],
]);

/**
 * Wreath payments: the intent, verify, the webhook and the one settlement
 * behind them (docs/decisions/012-payments.md), reconciliation of stale
 * intents, cancellation, the sandbox provider, and the public lists (the home
 * page's donors, the messages board, the payer's receipt, the cancel history).
 */
export const paymentModule: FastifyPluginAsyncZod<PaymentModuleOptions> = async (app, options) => {
  await app.register(routes, options);
  const { db, gateway } = options;
  if (!gateway) return;
  const intervalMs = options.reconcileIntervalMs;
  app.jobs.define({
    name: 'payment-reconciliation',
    label: '결제 대사',
    everyMinutes: Math.round(intervalMs / 60_000),
    runAtStart: true,
    run: async ({ atStart, signal }) => {
      const asked = await reconcileNow({ db, gateway, log: app.log }, { intervalMs, atStart, signal });
      if (asked > 0) app.log.info({ asked, atStart }, 'payment reconciliation pass');
    },
  });
};

// The campaign and donation group pages show what their wreaths passed on.
export { campaignLedger, donationGroupLedger, recipientLedger } from './ledger';

// A bulk load (npm run seed:scale) and repairs recompute the ledger from the payments.
export { rebuildLedgerSummary } from './ledger';

// The live kiosk sends each new wreath as the kiosk list shows it.
export { kioskPaymentOfId } from './records-service';
