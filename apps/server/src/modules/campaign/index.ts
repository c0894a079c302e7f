import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { campaignAdminRoutes } from './admin';
import { campaignRoutes } from './routes';

/** Campaigns: the public lists, the banner, details and the invitation forms' pickers; and their back office. */
export const campaignModule = domainModule<{ db: Database; storage: Storage }>([
  ['/api/campaign', campaignRoutes],
  ['/api/admin/campaign', campaignAdminRoutes],
]);

// For other modules: what is not published is not public (reviews of a hidden campaign either).
export { isCampaignDisplayed } from './queries';
// For the recipients' back office: payments and attempts keep a row as they keep a campaign.
export { paymentReferences } from './admin-queries';
