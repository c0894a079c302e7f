import type { Database } from '@server/db/client';
import type { IdentityVerifier } from '@server/integrations/identity';
import { domainModule } from '@server/lib/domain-module';
import { identityRoutes } from './routes';

export interface IdentityModuleOptions {
  db: Database;
  /** null: identity verification is off (no keys, no sandbox allowed). */
  verifier: IdentityVerifier | null;
  loginRateLimit: number;
}

/** Identity verification (본인인증): /api/identity/* and the sandbox window's answer. */
export const identityModule = domainModule<IdentityModuleOptions>([['/api', identityRoutes]]);

// For other modules: signup and finding an ID spend a confirmed verification.
export { useVerification } from './service';
