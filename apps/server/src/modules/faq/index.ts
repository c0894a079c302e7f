import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { faqAdminRoutes } from './admin';
import { faqRoutes } from './routes';

/** The FAQ board and its back office. */
export const faqModule = domainModule<{ db: Database }>([
  ['/api/faq', faqRoutes],
  ['/api/admin/faq', faqAdminRoutes],
]);
