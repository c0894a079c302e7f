import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { paymentRecordsRoutes } from './records-routes';
import { paymentPublicRoutes } from './routes';

/** Wreath payments: the latest on the home page, the messages board, the payer's receipt and the member's cancel history. */
export const paymentModule = domainModule<{ db: Database }>([
  ['/api/payment', paymentPublicRoutes],
  ['/api/payment', paymentRecordsRoutes],
]);

// The campaign and donation group pages show what their wreaths passed on.
export { campaignLedger, donationGroupLedger, recipientLedger } from './ledger';
