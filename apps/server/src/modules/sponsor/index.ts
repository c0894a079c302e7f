import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { sponsorAdminRoutes } from './admin';
import { sponsorRoutes } from './routes';

/** Sponsor activities (후원활동) and their back office. */
export const sponsorModule = domainModule<{ db: Database; storage: Storage }>([
  ['/api/sponsor', sponsorRoutes],
  ['/api/admin/sponsor', sponsorAdminRoutes],
]);
