import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { categoryResourceAdminRoutes } from './admin';
import { categoryAdminRoutes } from './admin-routes';
import { categoryRoutes } from './routes';

/** The public categories (the tabs of each list) and their back office. */
export const categoryModule = domainModule<{ db: Database }>([
  ['/api/category', categoryRoutes],
  ['/api/admin/category', categoryAdminRoutes],
  ['/api/admin/category', categoryResourceAdminRoutes],
]);

// For the forms of other domains: a category of the right group.
export { requireCategoryOf } from './service';
// For the two-level trees' back office (campaign categories, donation recipients).
export { categoryTreeAdminRoutes, type TreeAdminTable } from './tree-admin';
