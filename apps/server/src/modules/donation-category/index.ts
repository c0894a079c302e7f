import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { donationCategoryRoutes } from './routes';

/** The two-level donation recipients (기부처). */
export const donationCategoryModule = domainModule<{ db: Database }>([['/api/donation-category', donationCategoryRoutes]]);
