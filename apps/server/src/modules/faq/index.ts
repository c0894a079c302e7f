import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { faqRoutes } from './routes';

/** The FAQ board. */
export const faqModule = domainModule<{ db: Database }>([['/api/faq', faqRoutes]]);
