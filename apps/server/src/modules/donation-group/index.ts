import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { donationGroupAdminRoutes } from './admin';
import { donationGroupRoutes } from './routes';

/** Donation groups (기부단체) and their back office. */
export const donationGroupModule = domainModule<{ db: Database; storage: Storage }>([
  ['/api/donation-group', donationGroupRoutes],
  ['/api/admin/donation-group', donationGroupAdminRoutes],
]);
