import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainModule } from '@server/lib/domain-module';
import { donationLedgerAdminRoutes, paymentListAdminRoutes } from './admin/list';
import { paymentAdminRoutes } from './admin/routes';
import { checkoutRoutes } from './checkout/routes';
import { kiwoomRoutes } from './gateways/kiwoom-routes';
import { reconcileNow } from './settlement/reconciliation';
import { paymentRecordsRoutes } from './records/records-routes';
import { paymentPublicRoutes } from './records/public-routes';
import { sandboxRoutes } from './gateways/sandbox-routes';
import type { PaymentModuleOptions } from './options';
import { donationReceiptActionAdminRoutes, donationReceiptListAdminRoutes, donationReceiptPublicRoutes } from './donation-receipt/routes';
import { refundDecisionAdminRoutes, refundListAdminRoutes, refundPublicRoutes } from './refund/routes';

export type { PaymentModuleOptions } from './options';

const routes = domainModule<PaymentModuleOptions>([
  ['/api/payment', paymentPublicRoutes],
  ['/api/payment', checkoutRoutes],
  ['/api/payment', paymentRecordsRoutes],
  ['/api/payment', kiwoomRoutes],
  ['/api/payment', refundPublicRoutes],
  ['/api/payment', donationReceiptPublicRoutes],
  ['/api/admin/payment', paymentAdminRoutes],
  ['/api/admin/payment', paymentListAdminRoutes],
  ['/api/admin/donation-ledger', donationLedgerAdminRoutes],
  ['/api/admin/refund-request', refundListAdminRoutes],
  ['/api/admin/refund-request', refundDecisionAdminRoutes],
  ['/api/admin/donation-receipt', donationReceiptListAdminRoutes],
  ['/api/admin/donation-receipt', donationReceiptActionAdminRoutes],
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
export { campaignLedger, donationGroupLedger, recipientLedger } from './records/ledger';

// A bulk load (npm run seed:scale) and repairs recompute the ledger from the payments.
export { rebuildLedgerSummary } from './records/ledger';

// The live kiosk sends each new wreath as the kiosk list shows it.
export { kioskPaymentOfId } from './records/records-service';

// For the host's event page (modules/host): an invitation's figures and standing wreaths, the owner rule and the
// limit of the received-wreaths list it replaces.
export { orderLedger, standingWreath } from './records/ledger';
export { ownsOrder } from './records/records-service';
export { receivedListRateLimit } from './records/records-routes';
