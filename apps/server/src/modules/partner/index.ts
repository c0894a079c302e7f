import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { partnerAdminRoutes } from './admin';
import { partnerRoutes } from './routes';

/** Partner wedding halls and funeral homes, and their back office. */
export const partnerModule = domainModule<{ db: Database }>([
  ['/api/partners', partnerRoutes],
  ['/api/admin/partner', partnerAdminRoutes],
]);
