import { messages, type RoleType } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { PasswordGuard } from '@server/lib/auth-throttle';
import { HttpError } from '@server/lib/http-error';
import { hashPassword, verifyPassword } from './password';
import { findAccountByUsername, recordLastLogin, type Account } from './queries';

// Verifying against a fixed hash when the username is unknown keeps the answer
// time the same, so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export interface LoginAttempt {
  username: string;
  password: string;
  /** The client's address as the server trusts it (TRUST_PROXY). */
  address: string;
  /** The administrator login asks for ADMIN. */
  requiredRole?: RoleType;
}

/**
 * Checks a username and password. Unknown names, wrong passwords, withdrawn
 * accounts, accounts made by social signup (no password: an empty hash) and
 * (for the admin login) non-administrators all get the same answer. An
 * address, or a username from that address, with too many failures waits
 * (429) before any hash is computed; a success clears that address's
 * failures for the username (docs/decisions/009).
 */
export async function authenticate(db: Database, guard: PasswordGuard, attempt: LoginAttempt): Promise<Account> {
  const username = attempt.username.trim();
  await guard.beforeLogin(attempt.address, username);
  const account = await findAccountByUsername(db, username);
  const hasPassword = Boolean(account?.passwordHash);
  const matches = await verifyPassword(account?.passwordHash || (await decoy()), attempt.password);
  if (!account || !hasPassword || !matches || account.withdrawnAt || (attempt.requiredRole && account.roleType !== attempt.requiredRole)) {
    await guard.loginFailed(attempt.address, username);
    throw new HttpError(401, messages.login.invalid);
  }
  await guard.loginSucceeded(attempt.address, username);
  await recordLastLogin(db, account.accountSeq);
  return account;
}
