import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { thanksPageRoutes } from './page-routes';
import { thanksRoutes } from './routes';

export interface ThanksModuleOptions {
  db: Database;
  /** The built web app, whose thanks.html is the thank-you page's shell. */
  webDist?: string;
  publicUrl: string;
  productName: string;
}

/**
 * The thank-you page of an invitation (감사 인사, 감사장): the host's editor
 * and the guests' page at /thanks/{public number}.
 */
export const thanksModule = domainModule<ThanksModuleOptions>([
  ['/api/thanks', thanksRoutes],
  ['/thanks', thanksPageRoutes],
]);
