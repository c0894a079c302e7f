import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { domainModule } from '@server/lib/domain-module';
import { adminAccountLookupRoutes, adminAccountResourceRoutes, memberAccountResourceRoutes } from './admin-accounts';
import { adminAccountRoutes } from './admin-routes';
import { myAccountRoutes } from './my-account-routes';
import { orderLookupRoutes } from './order-lookup-routes';
import { sessionRoutes } from './session-routes';
import { recoveryRoutes } from './recovery-routes';
import { accountRoutes } from './routes';
import { signupRoutes } from './signup-routes';

export interface AccountModuleOptions {
  db: Database;
  mailer: Mailer;
  /** Where links in mail point. */
  publicUrl: string;
  /** Login, signup and recovery attempts per minute per address and username. */
  loginRateLimit: number;
  /** Failed password checks per address, username and member (in the database). */
  passwordGuard: PasswordGuard;
}

/** Accounts: login (member, non-member, administrator), signup, finding an ID or password, and the member's own account. */
export const accountModule = domainModule<AccountModuleOptions>([
  ['/api/account', accountRoutes],
  ['/api/admin/account', adminAccountRoutes],
  ['/api/admin/account', memberAccountResourceRoutes],
  ['/api/admin/account', adminAccountLookupRoutes],
  ['/api/admin/admin-account', adminAccountResourceRoutes],
  ['/api/account', signupRoutes],
  ['/api/account', recoveryRoutes],
  ['/api/account', myAccountRoutes],
  ['/api/account', sessionRoutes],
  ['/api/account', orderLookupRoutes],
]);

// For other modules: a login by another way (OAuth) is recorded like a password login.
export { recordLastLogin } from './queries';

// For the seed: demo accounts get real password hashes, and the start-up looks for them;
// and for 참석 의사 (modules/rsvp): a guest's short password is hashed as members' are, under the same cap.
export { hashPassword, verifyPassword } from './password';
// For `npm run admin:create`: the first administrator of a new installation.
export { createAdministrator } from './admin-create';
