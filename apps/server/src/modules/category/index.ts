import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { categoryAdminRoutes } from './admin-routes';
import { categoryRoutes } from './routes';

/** The public categories (the tabs of each list) and their back office. */
export const categoryModule = domainModule<{ db: Database }>([
  ['/api/category', categoryRoutes],
  ['/api/admin/category', categoryAdminRoutes],
]);

// For the forms of other domains: a category of the right group.
export { requireCategoryOf } from './service';
