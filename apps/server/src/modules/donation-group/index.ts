import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { donationGroupRoutes } from './routes';

/** Donation groups (기부단체). */
export const donationGroupModule = domainModule<{ db: Database }>([['/api/donation-group', donationGroupRoutes]]);
