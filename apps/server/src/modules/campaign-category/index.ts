import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { campaignCategoryAdminRoutes } from './admin';
import { campaignCategoryRoutes } from './routes';

/** The two-level campaign categories and their back office. */
export const campaignCategoryModule = domainModule<{ db: Database }>([
  ['/api/campaign-category', campaignCategoryRoutes],
  ['/api/admin/campaign-category', campaignCategoryAdminRoutes],
]);
