import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/client';

// Creating and migrating a PGlite takes seconds; cloning a migrated one takes
// a fraction of that. One template per test worker, cloned for each database.
let template: Promise<PGlite> | undefined;
function migratedTemplate(): Promise<PGlite> {
  template ??= connectPglite().then(async (handle) => {
    await handle.migrate();
    return handle.pglite;
  });
  return template;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default,
 * or a new database on the server named by TEST_DATABASE_URL, dropped at close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return connectPglite(undefined, (await migratedTemplate().then((template) => template.clone())) as PGlite);
  const shared = await createSharedTestDatabase(serverUrl);
  const handle = shared.open();
  return {
    ...handle,
    async close() {
      await handle.close();
      await shared.drop();
    },
  };
}

export interface SharedTestDatabase {
  url: string;
  /** A pool of its own on the database, as each app instance has. */
  open(poolSize?: number): DatabaseHandle;
  /** Drops the database; close every opened handle first. */
  drop(): Promise<void>;
}

/** A new, migrated database on a PostgreSQL server that several handles (app instances) open. */
export async function createSharedTestDatabase(serverUrl: string): Promise<SharedTestDatabase> {
  const name = `ongi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrator = connectPostgres(url.toString(), 1);
  await migrator.migrate();
  await migrator.close();
  return {
    url: url.toString(),
    open: (poolSize = 4) => connectPostgres(url.toString(), poolSize),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() resolves once it has asked its connections to close, not
      // when they are gone: wait for them, so FORCE never has to cut one off
      // (a cut connection reports an error to a client that is shutting down).
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
