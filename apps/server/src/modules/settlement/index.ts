import { domainModule } from '@server/lib/domain-module';
import { settlementAdminRoutes, settlementCloseRoutes, settlementPublicRoutes, type SettlementOptions } from './routes';

/**
 * 기부금 정산 (docs/decisions/021-settlements.md): batches per organisation and
 * period, their transfers with proof, and the public transfer record. Not the
 * payment module's settlement/, which is a payment becoming PAID.
 */
export const settlementModule = domainModule<SettlementOptions>([
  ['/api/admin/settlement', settlementCloseRoutes],
  ['/api/admin/settlement', settlementAdminRoutes],
  ['/api/settlement', settlementPublicRoutes],
]);

export { batchWreaths, giftTransfers, pendingByOrganisation, transferRecord } from './service';
