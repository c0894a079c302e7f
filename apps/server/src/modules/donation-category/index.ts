import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { donationCategoryAdminRoutes } from './admin';
import { donationCategoryRoutes } from './routes';

/** The two-level donation recipients (기부처) and their back office. */
export const donationCategoryModule = domainModule<{ db: Database }>([
  ['/api/donation-category', donationCategoryRoutes],
  ['/api/admin/donation-category', donationCategoryAdminRoutes],
]);
