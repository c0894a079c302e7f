import { createHash, randomBytes } from 'node:crypto';
import {
  maskUsername,
  messages,
  passwordResetMailLimits,
  passwordResetMinutes,
  type FindIdResult,
  type passwordResetRequestSchema,
  type passwordResetSchema,
  type z,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Mailer } from '@server/integrations/mail/mailer';
import { HttpError } from '@server/lib/http-error';
import { useVerification } from '../identity';
import { hashPassword, refuseWeakPassword } from './password';
import {
  deleteResetTokensExpiredBefore,
  findAccount,
  findAccountByUsername,
  findMembersOf,
  findUsableResetToken,
  insertResetToken,
  lockAccount,
  resetTokensIssuedSince,
  updateAccount,
  useResetTokensOf,
} from './queries';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Find ID: a confirmed identity verification shows that person's usernames, masked. */
export async function findIds(db: Database, identityVerificationId: string): Promise<FindIdResult> {
  return db.transaction(async (tx) => {
    const person = await useVerification(tx, identityVerificationId);
    const members = await findMembersOf(tx, person);
    if (members.length === 0) throw new HttpError(404, messages.findAccount.noMatch);
    return { accounts: members.map((member) => ({ username: maskUsername(member.username), createDate: member.createDate.toISOString() })) };
  });
}

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Mails a reset link when the username and e-mail belong to an active member.
 * The route answers the same sentence before this runs, so neither the answer
 * nor its timing tells who is a member. Only the token's SHA-256 is stored.
 *
 * One account gets at most one mail per cooldown and a few a day, whoever
 * asks and from wherever (the route's per-address limit alone let 20 mails a
 * minute through). A new link spends the older ones, so at most one works.
 * Links are kept (spent or expired) a day longer to count them.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  input: z.output<typeof passwordResetRequestSchema>,
  publicUrl: string,
  now = new Date(),
): Promise<'sent' | 'not-a-member' | 'too-soon'> {
  const account = await findAccountByUsername(db, input.username.trim());
  const email = input.email.trim().toLowerCase();
  if (!account?.email || account.withdrawnAt || account.roleType !== 'NORMAL' || account.email.trim().toLowerCase() !== email) return 'not-a-member';

  const token = randomBytes(32).toString('base64url');
  const issued = await db.transaction(async (tx) => {
    // Concurrent requests for one account queue here, so each sees the links the one before it made.
    await lockAccount(tx, account.accountSeq);
    await deleteResetTokensExpiredBefore(tx, new Date(now.getTime() - day));
    const recent = await resetTokensIssuedSince(tx, account.accountSeq, new Date(now.getTime() - day));
    const latest = recent[0]?.createDate.getTime() ?? -Infinity;
    if (recent.length >= passwordResetMailLimits.perDay || now.getTime() - latest < passwordResetMailLimits.cooldownMinutes * minute) return false;
    await useResetTokensOf(tx, account.accountSeq, now);
    await insertResetToken(tx, {
      tokenHash: sha256(token),
      accountSeq: account.accountSeq,
      expiresAt: new Date(now.getTime() + passwordResetMinutes * minute),
      createDate: now,
    });
    return true;
  });
  if (!issued) return 'too-soon';
  const link = `${publicUrl}/reset-password?token=${token}`;
  await mailer.send({ to: account.email, subject: messages.findAccount.mailSubject, text: messages.findAccount.mailBody(account.name, link) });
  return 'sent';
}

/**
 * Sets a new password from a reset link. The link works once: it and every
 * other outstanding link of the account are spent in the same transaction.
 * Returns the account, whose sessions the caller then ends.
 */
export async function resetPassword(db: Database, input: z.output<typeof passwordResetSchema>): Promise<number> {
  // The link is checked first, so a spent link says so whatever password was typed; the
  // strength check needs its account's username, name and e-mail anyway.
  const link = await findUsableResetToken(db, sha256(input.token), new Date(), { lock: false });
  const account = link && (await findAccount(db, link.accountSeq));
  if (!account) throw new HttpError(400, messages.findAccount.resetLinkInvalid);
  refuseWeakPassword(input.newPassword, account);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const token = await findUsableResetToken(tx, sha256(input.token), now);
    if (!token) throw new HttpError(400, messages.findAccount.resetLinkInvalid);
    await useResetTokensOf(tx, token.accountSeq, now);
    await updateAccount(tx, token.accountSeq, { passwordHash });
    return token.accountSeq;
  });
}
