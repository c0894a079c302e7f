import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

export function insertStoredFile(db: Database, row: typeof storedFiles.$inferInsert) {
  return db.insert(storedFiles).values(row).returning();
}

export async function findStoredFile(db: Database, fileKey: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.fileKey, fileKey)).limit(1);
  return row;
}
