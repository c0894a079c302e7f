import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { popupAdminRoutes } from './admin';
import { popupRoutes } from './routes';

/** The popups shown today, and their back office. */
export const popupModule = domainModule<{ db: Database }>([
  ['/api/popup', popupRoutes],
  ['/api/admin/popup', popupAdminRoutes],
]);
