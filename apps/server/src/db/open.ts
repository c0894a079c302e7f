import path from 'node:path';
import type { Config } from '../config';
import { connectPglite, connectPostgres, type DatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databasePoolSize);
  return connectPglite(path.join(config.dataDir, 'pglite'));
}
