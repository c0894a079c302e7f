import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { popupRoutes } from './routes';

/** The popups shown today. */
export const popupModule = domainModule<{ db: Database }>([['/api/popup', popupRoutes]]);
