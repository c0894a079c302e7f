import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '@ongi/shared';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createStorage } from '../integrations/storage';
import { createTestApp, type TestContext } from './app';
import { createSharedTestDatabase } from './database';
import { testRedisPrefix } from './redis';
import { startTestBucket } from './s3';

export interface Instances {
  /** The app instances: each with its own pool on the one database, its own data folder, S3 client and Redis connection. */
  apps: TestContext[];
  /** A pool of the test's own on the shared database, for fixtures and checks. */
  db: Database;
  /** Stops one instance as a deploy stops it (its app closed, its pool kept for close()); the others keep running. */
  stop(index: number): Promise<void>;
  close(): Promise<void>;
}

export interface InstancesOptions {
  /** Names this test file's Redis keys (flushed at close). */
  name: string;
  /** Settings every instance shares beyond the database, bucket and Redis (e.g. a fake provider's addresses). */
  env?: Record<string, string>;
  loginRateLimit?: number;
}

/**
 * `count` app instances as they run behind a load balancer: one PostgreSQL
 * database (TEST_DATABASE_URL; PGlite lives inside one process and cannot be
 * shared), one S3-compatible bucket, one Redis, one SESSION_SECRET, and
 * nothing else in common.
 */
export async function startInstances(count: number, options: InstancesOptions): Promise<Instances> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('startInstances needs TEST_DATABASE_URL: several instances share one PostgreSQL');
  const database = await createSharedTestDatabase(serverUrl);
  const bucket = await startTestBucket();
  const redis = testRedisPrefix(options.name);
  const shared = database.open(2);
  const handles: DatabaseHandle[] = [shared];
  const dataDirs: string[] = [];
  const apps: TestContext[] = [];
  const stopped = new Set<TestContext>();
  const stop = async (index: number) => {
    const app = itemAt(apps, index, 'the instance to stop');
    if (stopped.has(app)) return;
    stopped.add(app);
    await app.close();
    app.storage.close?.();
  };
  const close = async () => {
    for (const index of apps.keys()) await stop(index);
    for (const handle of handles) await handle.close();
    await database.drop();
    await redis.flush();
    await bucket.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ongi-instance-${i}-`));
      dataDirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'one-secret-every-instance-shares-0123456789',
        // One key for every instance, as production has (one instance's own would not open another's sealed numbers).
        RECEIPT_DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
        ...bucket.env,
        ...redis.env,
        ...options.env,
      });
      const handle = database.open();
      handles.push(handle);
      apps.push(await createTestApp({ config, database: handle, storage: createStorage(config.storage), loginRateLimit: options.loginRateLimit }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, db: shared.db, stop, close };
}
