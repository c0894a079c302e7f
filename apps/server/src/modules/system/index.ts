import { domainModule } from '@server/lib/domain-module';
import { systemRoutes, type SystemRoutesOptions } from './routes';

/** Health (the process answers) and readiness (its database, Redis and storage answer). */
export const systemModule = domainModule<SystemRoutesOptions>([['/api', systemRoutes]]);
