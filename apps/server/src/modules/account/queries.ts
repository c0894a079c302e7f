import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

export type Account = typeof accounts.$inferSelect;

export async function findAccountByUsername(db: Database, username: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  return row;
}

export async function recordLastLogin(db: Database, accountSeq: number) {
  await db.update(accounts).set({ lastLoginDate: new Date() }).where(eq(accounts.accountSeq, accountSeq));
}
