import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { systemRoutes } from './routes';

/** Health: whether the server and its database answer. */
export const systemModule = domainModule<{ db: Database }>([['/api', systemRoutes]]);
