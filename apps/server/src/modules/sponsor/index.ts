import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { sponsorRoutes } from './routes';

/** Sponsor activities (후원활동). */
export const sponsorModule = domainModule<{ db: Database }>([['/api/sponsor', sponsorRoutes]]);
