import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { campaignRoutes } from './routes';

/** Campaigns: the public lists, the banner, details and the invitation forms' pickers. */
export const campaignModule = domainModule<{ db: Database }>([['/api/campaign', campaignRoutes]]);

// For other modules: what is not published is not public (reviews of a hidden campaign either).
export { isCampaignDisplayed } from './queries';
