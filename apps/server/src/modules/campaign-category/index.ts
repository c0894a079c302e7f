import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { campaignCategoryAdminRoutes } from './admin';
import { campaignCategoryRoutes } from './routes';

/** The two-level campaign categories and their back office. */
export const campaignCategoryModule = domainModule<{ db: Database }>([
  ['/api/campaign-category', campaignCategoryRoutes],
  ['/api/admin/campaign-category', campaignCategoryAdminRoutes],
]);
