import { createHash, randomBytes } from 'node:crypto';
import {
  maskUsername,
  messages,
  passwordResetMinutes,
  type FindIdResult,
  type passwordResetRequestSchema,
  type passwordResetSchema,
  type z,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { HttpError } from '../../plugins/http-error';
import { useVerification } from '../identity';
import { hashPassword, refuseCommonPassword } from './password';
import {
  deleteExpiredResetTokens,
  findAccountByUsername,
  findMembersOf,
  findUsableResetToken,
  insertResetToken,
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

/**
 * Mails a reset link when the username and e-mail belong to an active member.
 * The route answers the same sentence before this runs, so neither the answer
 * nor its timing tells who is a member. Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  input: z.output<typeof passwordResetRequestSchema>,
  publicUrl: string,
) {
  const account = await findAccountByUsername(db, input.username.trim());
  const email = input.email.trim().toLowerCase();
  if (!account || account.withdrawnAt || account.roleType !== 'NORMAL' || account.email?.trim().toLowerCase() !== email) return;

  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  await deleteExpiredResetTokens(db, now);
  await insertResetToken(db, {
    tokenHash: sha256(token),
    accountSeq: account.accountSeq,
    expiresAt: new Date(now.getTime() + passwordResetMinutes * 60_000),
  });
  const link = `${publicUrl}/reset-password?token=${token}`;
  await mailer.send({ to: account.email, subject: messages.findAccount.mailSubject, text: messages.findAccount.mailBody(account.name, link) });
}

/**
 * Sets a new password from a reset link. The link works once: it and every
 * other outstanding link of the account are spent in the same transaction.
 * Returns the account, whose sessions the caller then ends.
 */
export async function resetPassword(db: Database, input: z.output<typeof passwordResetSchema>): Promise<number> {
  refuseCommonPassword(input.newPassword);
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
