import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { partnerRoutes } from './routes';

/** Partner wedding halls and funeral homes. */
export const partnerModule = domainModule<{ db: Database }>([['/api/partners', partnerRoutes]]);
