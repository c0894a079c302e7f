import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { storedFiles } from '@server/db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

export function insertStoredFile(db: Database, row: typeof storedFiles.$inferInsert) {
  return db.insert(storedFiles).values(row).returning();
}

export async function findStoredFile(db: Database, fileKey: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.fileKey, fileKey)).limit(1);
  return row;
}

export async function sumStoredBytes(db: Database, fileKeys: string[]): Promise<number> {
  if (fileKeys.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<string | null>`sum(${storedFiles.byteSize})` })
    .from(storedFiles)
    .where(inArray(storedFiles.fileKey, fileKeys));
  return Number(row?.total ?? 0);
}
