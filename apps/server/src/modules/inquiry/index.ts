import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import { domainModule } from '@server/lib/domain-module';
import { inquiryAdminRoutes } from './admin';
import { inquiryRoutes } from './routes';

/** 1:1 inquiries: filing one, the member's own, and the back office's answers (mailed to the asker). */
export const inquiryModule = domainModule<{ db: Database; mailer: Mailer }>([
  ['/api/inquiry', inquiryRoutes],
  ['/api/admin/inquiry', inquiryAdminRoutes],
]);
