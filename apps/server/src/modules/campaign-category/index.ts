import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { campaignCategoryRoutes } from './routes';

/** The two-level campaign categories. */
export const campaignCategoryModule = domainModule<{ db: Database }>([['/api/campaign-category', campaignCategoryRoutes]]);
