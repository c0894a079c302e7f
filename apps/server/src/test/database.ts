import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { connectPglite, connectPostgres, createPglite, type DatabaseHandle } from '../db/client';

// A new PGlite costs its initdb and the migrations (about 5 s here); the run's
// global setup (global-setup.ts) migrates one and dumps it, and each database
// here loads that dump (about 1.5 s).
const noTemplate = 'API tests run through vitest.config.ts, whose global setup migrates the template database';
let dump: Blob | undefined;
function freshPglite(): Promise<PGlite> {
  const dumpFile = inject('migratedPgliteDump');
  if (!dumpFile) throw new Error(noTemplate);
  dump ??= new Blob([fs.readFileSync(dumpFile)]);
  return createPglite({ loadDataDir: dump });
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default,
 * or a new database on the server named by TEST_DATABASE_URL, dropped at close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return connectPglite(undefined, await freshPglite());
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
  const template = inject('migratedPostgresTemplate');
  if (!template) throw new Error(noTemplate);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: (poolSize = 4) => connectPostgres(url.toString(), poolSize),
    async drop() {
      await withAdmin(serverUrl, async (admin) => {
        // FORCE never has to cut a connection off (a cut connection reports an error to a client that is shutting down).
        await connectionsGone(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/**
 * Waits until no session is connected to the database `name`. pool.end()
 * resolves once it has asked its connections to close, not when they are gone.
 */
export async function connectionsGone(admin: pg.Client, name: string) {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A connection of its own to the server, for statements on whole databases (create, copy, drop). */
export async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
