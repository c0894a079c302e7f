import { messages, type RoleType } from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { hashPassword, verifyPassword } from './password';
import { findAccountByUsername, recordLastLogin, type Account } from './queries';

// Verifying against a fixed hash when the username is unknown keeps the answer
// time the same, so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/**
 * Checks a username and password. Unknown names, wrong passwords, withdrawn
 * accounts, accounts made by social signup (no password: an empty hash) and
 * (for the admin login) non-administrators all get the same answer.
 */
export async function authenticate(db: Database, username: string, password: string, requiredRole?: RoleType): Promise<Account> {
  const account = await findAccountByUsername(db, username.trim());
  const hasPassword = Boolean(account?.passwordHash);
  const matches = await verifyPassword(account?.passwordHash || (await decoy()), password);
  if (!account || !hasPassword || !matches || account.withdrawnAt || (requiredRole && account.roleType !== requiredRole)) {
    throw new HttpError(401, messages.login.invalid);
  }
  await recordLastLogin(db, account.accountSeq);
  return account;
}
