import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { faqAdminRoutes } from './admin';
import { faqRoutes } from './routes';

/** The FAQ board and its back office. */
export const faqModule = domainModule<{ db: Database }>([
  ['/api/faq', faqRoutes],
  ['/api/admin/faq', faqAdminRoutes],
]);
