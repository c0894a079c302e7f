import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { popupAdminRoutes } from './admin';
import { popupRoutes } from './routes';

/** The popups shown today, and their back office. */
export const popupModule = domainModule<{ db: Database }>([
  ['/api/popup', popupRoutes],
  ['/api/admin/popup', popupAdminRoutes],
]);
