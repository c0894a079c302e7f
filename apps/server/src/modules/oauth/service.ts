import { randomInt } from 'node:crypto';
import { isValidUsername, messages, oauthProviderLabels, type OAuthProvider } from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { OAuthProfile } from '@server/integrations/oauth';
import { HttpError } from '@server/lib/http-error';
import { recordLastLogin } from '../account';
import { deleteLink, findLink, insertAccount, insertLink, listLinksOf, lockAccount, usernameTaken, type Account } from './queries';

// Links are found only by (provider, provider user id). An e-mail address from a
// provider never joins two accounts (docs/decisions/007).

/** Whether the provider's person already has an account here that can log in. */
export async function hasLinkedAccount(db: Database, provider: OAuthProvider, profile: OAuthProfile): Promise<boolean> {
  const found = await findLink(db, provider, profile.providerUserId);
  return found !== undefined && found.account.withdrawnAt === null;
}

/** The account linked to the provider's person; a withdrawn one cannot log in. */
export async function loginWithLink(db: Database, provider: OAuthProvider, profile: OAuthProfile): Promise<Account> {
  const found = await findLink(db, provider, profile.providerUserId);
  if (!found || found.account.withdrawnAt) throw new HttpError(401, messages.login.socialFailed);
  await recordLastLogin(db, found.account.accountSeq);
  return found.account;
}

class AlreadyLinked extends Error {}

/**
 * Creates a member account from the provider's profile and links it. The
 * account has no password (passwordHash ''), so password login fails for it
 * until the member sets one. A person already linked simply logs in, also when
 * a second signup request raced the first.
 */
export async function signupWithProfile(db: Database, provider: OAuthProvider, profile: OAuthProfile): Promise<{ account: Account; isNewAccount: boolean }> {
  try {
    const account = await db.transaction(async (tx) => {
      const found = await findLink(tx, provider, profile.providerUserId);
      if (found && !found.account.withdrawnAt) throw new AlreadyLinked();
      // Withdrawal removes links; one still pointing at a withdrawn account is a leftover, and the person starts afresh.
      if (found) await deleteLink(tx, found.link.socialConnectionSeq);
      const created = await insertAccount(tx, {
        username: await freeUsername(tx, provider),
        passwordHash: '',
        name: profile.name || messages.social.defaultName(oauthProviderLabels[provider]),
        email: profile.email,
        phoneNum: profile.mobile,
        roleType: 'NORMAL',
        lastLoginDate: new Date(),
      });
      if (!(await insertLink(tx, created.accountSeq, provider, profile.providerUserId))) throw new AlreadyLinked();
      return created;
    });
    return { account, isNewAccount: true };
  } catch (error) {
    if (error instanceof AlreadyLinked) return { account: await loginWithLink(db, provider, profile), isNewAccount: false };
    throw error;
  }
}

/** Links the provider's person to the logged-in member's account. */
export async function connectProfile(db: Database, accountSeq: number, provider: OAuthProvider, profile: OAuthProfile) {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountSeq);
    const found = await findLink(tx, provider, profile.providerUserId);
    if (found?.account.accountSeq === accountSeq) throw new HttpError(409, messages.social.alreadyConnected);
    if (found && !found.account.withdrawnAt) throw new HttpError(409, messages.social.alreadyLinkedElsewhere);
    if (found) await deleteLink(tx, found.link.socialConnectionSeq);
    const links = await listLinksOf(tx, accountSeq);
    if (links.some((link) => link.provider === provider)) throw new HttpError(409, messages.social.alreadyConnected);
    if (!(await insertLink(tx, accountSeq, provider, profile.providerUserId))) {
      throw new HttpError(409, messages.social.alreadyLinkedElsewhere);
    }
  });
}

/** Removes a link, as long as the member keeps a way to log in (a password or another link). */
export async function disconnectProvider(db: Database, accountSeq: number, provider: OAuthProvider) {
  await db.transaction(async (tx) => {
    // Locked so two disconnects at once cannot both see the other link and remove the last way in.
    const account = await lockAccount(tx, accountSeq);
    const links = await listLinksOf(tx, accountSeq);
    const link = links.find((candidate) => candidate.provider === provider);
    if (!account || !link) throw new HttpError(400, messages.social.notConnected);
    if (account.passwordHash === '' && links.length === 1) throw new HttpError(400, messages.social.lastLoginMethod);
    await deleteLink(tx, link.socialConnectionSeq);
  });
}

const usernameAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `${provider}_` and eight random letters or digits: 14 characters, inside the username rule. */
async function freeUsername(db: Database, provider: OAuthProvider): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    let suffix = '';
    for (let i = 0; i < 8; i++) suffix += usernameAlphabet[randomInt(usernameAlphabet.length)];
    const username = `${provider}_${suffix}`;
    if (isValidUsername(username) && !(await usernameTaken(db, username))) return username;
  }
  throw new Error('no free username after 10 attempts');
}
