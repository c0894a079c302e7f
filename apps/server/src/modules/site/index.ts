import type { SiteSettings } from '@ongi/shared';
import { domainModule } from '@server/lib/domain-module';
import { siteRoutes } from './routes';

/** The company information the footer and the pages show, from configuration. */
export const siteModule = domainModule<{ settings: SiteSettings }>([['/api/site', siteRoutes]]);
