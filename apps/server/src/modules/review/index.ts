import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { Storage } from '@server/integrations/storage/local';
import { reviewRoutes } from './routes';

/** Reviews: a campaign's reviews and summary, the best reviews, writing one, and the member's own. */
export const reviewModule = domainModule<{ db: Database; storage: Storage }>([['/api/review', reviewRoutes]]);
