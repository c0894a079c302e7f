import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { categoryRoutes } from './routes';

/** The public categories: the tabs of each list. */
export const categoryModule = domainModule<{ db: Database }>([['/api/category', categoryRoutes]]);
