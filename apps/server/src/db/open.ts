import path from 'node:path';
import type { Config } from '../config';
import { connectPglite, connectPostgres, type DatabaseHandle } from './client';
import { dataLockStaleMs, lockDataFolder, type DataLockOptions } from './data-lock';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded database under
 * DATA_DIR, taken for this process alone (db/data-lock.ts) until close().
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>, lock: DataLockOptions = {}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databasePoolSize);
  // By default long enough for the lock of a process that died to go stale.
  const release = await lockDataFolder(config.dataDir, { waitMs: dataLockStaleMs + 2_000, ...lock });
  try {
    const database = await connectPglite(path.join(config.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
