import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { donationCategoryAdminRoutes } from './admin';
import { donationCategoryRoutes } from './routes';

/** The two-level donation recipients (기부처) and their back office. */
export const donationCategoryModule = domainModule<{ db: Database }>([
  ['/api/donation-category', donationCategoryRoutes],
  ['/api/admin/donation-category', donationCategoryAdminRoutes],
]);
