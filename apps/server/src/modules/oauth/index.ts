import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import type { SharedRedis } from '@server/lib/redis';
import { oauthRoutes } from './routes';
import { sandboxOAuthRoutes } from './sandbox-routes';

export interface OAuthModuleOptions {
  db: Database;
  config: Config;
  loginRateLimit: number;
  /** Shares the spent OAuth states between instances (REDIS_URL). */
  redis?: SharedRedis | null;
}

/** Naver and Kakao login, signup and linking, and the sandbox consent page that stands in for them. */
export const oauthModule = domainModule<OAuthModuleOptions>([
  ['/api/oauth', oauthRoutes],
  ['/api/sandbox/oauth', sandboxOAuthRoutes],
]);
