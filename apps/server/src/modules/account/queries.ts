import { and, asc, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { accounts, passwordResetTokens, refundBanks, sessions, socialConnections } from '@server/db/schema';

export type Account = typeof accounts.$inferSelect;

export async function findAccountByUsername(db: Database, username: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  return row;
}

export async function findAccount(db: Database, accountSeq: number): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.accountSeq, accountSeq)).limit(1);
  return row;
}

export async function recordLastLogin(db: Database, accountSeq: number) {
  await db.update(accounts).set({ lastLoginDate: new Date() }).where(eq(accounts.accountSeq, accountSeq));
}

/** Any account, withdrawn ones too: a username is never handed out twice. */
export async function usernameExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ seq: accounts.accountSeq }).from(accounts).where(eq(accounts.username, username)).limit(1);
  return row !== undefined;
}

/**
 * Holds signups of one person (CI) apart until the transaction ends, so two
 * at once cannot both pass the "already a member" check.
 */
export async function lockPerson(tx: Database, ci: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-ci:${ci}`}))`);
}

export async function activeAccountWithCi(db: Database, ci: string): Promise<boolean> {
  const [row] = await db
    .select({ seq: accounts.accountSeq })
    .from(accounts)
    .where(and(eq(accounts.identityCi, ci), isNull(accounts.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<Account> {
  const row = only(await db.insert(accounts).values(values).returning(), 'the inserted account');
  return row;
}

export async function updateAccount(db: Database, accountSeq: number, values: Partial<typeof accounts.$inferInsert>) {
  await db.update(accounts).set(values).where(eq(accounts.accountSeq, accountSeq));
}

/** Active members who are this person: the same CI, or the same name and mobile number. */
export async function findMembersOf(db: Database, person: { ci: string | null; name: string; phoneNumber: string }) {
  const samePerson = or(
    person.ci ? eq(accounts.identityCi, person.ci) : undefined,
    person.phoneNumber ? and(eq(accounts.name, person.name), eq(accounts.phoneNum, person.phoneNumber)) : undefined,
  );
  if (!samePerson) return [];
  return db
    .select({ username: accounts.username, createDate: accounts.createDate })
    .from(accounts)
    .where(and(samePerson, eq(accounts.roleType, 'NORMAL'), isNull(accounts.withdrawnAt)))
    .orderBy(asc(accounts.createDate), asc(accounts.accountSeq));
}

// ------------------------------------------------------------ password reset

export async function insertResetToken(db: Database, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

/** Reset links are kept a day past their expiry (an account's mails of the day are counted from them), then deleted. */
export async function deleteResetTokensExpiredBefore(db: Database, before: Date) {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}

/** The account's reset links issued since then, newest first (used, spent or not). */
export async function resetTokensIssuedSince(db: Database, accountSeq: number, since: Date) {
  return db
    .select({ createDate: passwordResetTokens.createDate })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.accountSeq, accountSeq), gte(passwordResetTokens.createDate, since)))
    .orderBy(desc(passwordResetTokens.createDate));
}

/** Holds the account's row until the transaction ends: requests about one account take turns. */
export async function lockAccount(tx: Database, accountSeq: number) {
  await tx.select({ seq: accounts.accountSeq }).from(accounts).where(eq(accounts.accountSeq, accountSeq)).for('update');
}

/** A reset link that still works: unused, unexpired, of an account that has not withdrawn. Locked for the transaction unless told. */
export async function findUsableResetToken(tx: Database, tokenHash: string, now: Date, { lock = true } = {}) {
  const query = tx
    .select({ accountSeq: passwordResetTokens.accountSeq })
    .from(passwordResetTokens)
    .innerJoin(accounts, eq(accounts.accountSeq, passwordResetTokens.accountSeq))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(accounts.withdrawnAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row;
}

/** Spends every outstanding link of the account: after a reset or a newer link, older mails must not work. */
export async function useResetTokensOf(db: Database, accountSeq: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.accountSeq, accountSeq), isNull(passwordResetTokens.usedAt)));
}

export async function deleteResetTokensOf(db: Database, accountSeq: number) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.accountSeq, accountSeq));
}

// ------------------------------------------------------------ sessions

/** Logs the account out everywhere except the session that asked (after a password change). */
export async function deleteOtherSessions(db: Database, accountSeq: number, keepIdHash: string) {
  await db.delete(sessions).where(and(eq(sessions.accountSeq, accountSeq), ne(sessions.sessionIdHash, keepIdHash)));
}

// ------------------------------------------------------------ refund account

export async function upsertRefundBank(db: Database, values: { accountSeq: number; bankName: string; bankOwner: string; bankNumber: string }) {
  const now = new Date();
  await db
    .insert(refundBanks)
    .values({ ...values, createDate: now })
    .onConflictDoUpdate({
      target: refundBanks.accountSeq,
      // A new registration is a new collection: the year of retention starts again.
      set: { bankName: values.bankName, bankOwner: values.bankOwner, bankNumber: values.bankNumber, createDate: now },
    });
}

export async function findRefundBank(db: Database, accountSeq: number) {
  const [row] = await db.select().from(refundBanks).where(eq(refundBanks.accountSeq, accountSeq)).limit(1);
  return row;
}

export async function deleteRefundBank(db: Database, accountSeq: number) {
  await db.delete(refundBanks).where(eq(refundBanks.accountSeq, accountSeq));
}

/** Deletes refund accounts collected before `before`: of one account, or of everyone. */
export async function deleteRefundBanksCollectedBefore(db: Database, before: Date, accountSeq?: number) {
  const rows = await db
    .delete(refundBanks)
    .where(and(lt(refundBanks.createDate, before), accountSeq === undefined ? undefined : eq(refundBanks.accountSeq, accountSeq)))
    .returning({ refundBankSeq: refundBanks.refundBankSeq });
  return rows.length;
}

// ------------------------------------------------------------ social connections

export async function findSocialConnections(db: Database, accountSeq: number) {
  return db
    .select({ provider: socialConnections.provider, connectDate: socialConnections.connectDate })
    .from(socialConnections)
    .where(eq(socialConnections.accountSeq, accountSeq));
}

export async function deleteSocialConnections(db: Database, accountSeq: number) {
  await db.delete(socialConnections).where(eq(socialConnections.accountSeq, accountSeq));
}
