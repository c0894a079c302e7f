import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { domainModule } from '../../lib/domain-module';
import { inquiryAdminRoutes } from './admin';
import { inquiryRoutes } from './routes';

/** 1:1 inquiries: filing one, the member's own, and the back office's answers (mailed to the asker). */
export const inquiryModule = domainModule<{ db: Database; mailer: Mailer }>([
  ['/api/inquiry', inquiryRoutes],
  ['/api/admin/inquiry', inquiryAdminRoutes],
]);
