import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { inquiryRoutes } from './routes';

/** 1:1 inquiries: filing one, and the member's own. */
export const inquiryModule = domainModule<{ db: Database }>([['/api/inquiry', inquiryRoutes]]);
