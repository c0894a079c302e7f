import { and, eq } from 'drizzle-orm';
import type { OAuthProvider } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { accounts, socialConnections } from '@server/db/schema';

export type Account = typeof accounts.$inferSelect;
export type SocialConnection = typeof socialConnections.$inferSelect;

/** The link of a provider's person, with the account it leads to. */
export async function findLink(db: Database, provider: OAuthProvider, providerUserId: string) {
  const [row] = await db
    .select({ link: socialConnections, account: accounts })
    .from(socialConnections)
    .innerJoin(accounts, eq(accounts.accountSeq, socialConnections.accountSeq))
    .where(and(eq(socialConnections.provider, provider), eq(socialConnections.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

/** Locks the account row for the rest of the transaction, so two link changes of one account run one after the other. */
export async function lockAccount(tx: Database, accountSeq: number): Promise<Account | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.accountSeq, accountSeq)).for('update');
  return row;
}

export function listLinksOf(db: Database, accountSeq: number): Promise<SocialConnection[]> {
  return db.select().from(socialConnections).where(eq(socialConnections.accountSeq, accountSeq));
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ accountSeq: accounts.accountSeq }).from(accounts).where(eq(accounts.username, username)).limit(1);
  return row !== undefined;
}

export async function insertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<Account> {
  const row = only(await db.insert(accounts).values(values).returning(), 'the inserted account');
  return row;
}

/** Inserts a link; undefined when that provider's person or this account's provider is linked already. */
export async function insertLink(db: Database, accountSeq: number, provider: OAuthProvider, providerUserId: string) {
  const [row] = await db.insert(socialConnections).values({ accountSeq, provider, providerUserId }).onConflictDoNothing().returning();
  return row as SocialConnection | undefined;
}

export async function deleteLink(db: Database, socialConnectionSeq: number) {
  await db.delete(socialConnections).where(eq(socialConnections.socialConnectionSeq, socialConnectionSeq));
}
