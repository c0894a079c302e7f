import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrateJobQueue } from '../lib/jobs';
import * as schema from './schema';
import { listenPglite, listenPostgres, type ListenOptions, type NotificationHandler, type Unlisten } from './listen';

export type Schema = typeof schema;
// PGlite and node-postgres expose the same query builder; one type serves both.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's address (the job queue opens a small pool of its own on it). */
  url?: string;
  /** The embedded database itself (a backup dumps its folder through it). */
  pglite?: PGlite;
  /** Applies the committed drizzle-kit migrations (on PostgreSQL one process at a time: instances may start together). */
  migrate(): Promise<void>;
  /** How many committed migrations the database has not applied yet (a start with MIGRATE_ON_START=false refuses a database left behind). */
  pendingMigrations(): Promise<number>;
  /** The pool's connections in use, idle and the queries waiting for one (PostgreSQL; PGlite has one connection and no queue). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** LISTEN on a channel (NOTIFY payloads of committed transactions, from any process on the database); close the returned handle before close(). */
  listen(channel: string, onPayload: NotificationHandler, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
}

const casing = 'snake_case' as const;

/** The migrations folder, found both from the sources (tsx, tests) and from the bundled dist/main.js. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations'), path.join(here, '../../src/db/migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

/**
 * The advisory lock migrations run under (any 64-bit number the product owns;
 * advisory locks are per database). Drizzle's migrator creates its schema and
 * table and reads the last applied migration before it opens its transaction,
 * so two instances starting together on an empty database both tried to
 * create them and the second died on a duplicate key (issue 28, 1.8).
 */
export const migrationLockKey = 0x6f6e6769_6d6967n; // 'ongi' 'mig'

/** Runs drizzle's migrator on one connection that holds the migration lock; the others wait, then find nothing left to do. */
async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      await migratePg(drizzlePg({ client, schema, casing }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    client.release();
  }
}

/** Migrations of the folder newer than the last one the database recorded (drizzle's own rule), and the job queue's tables if absent. */
async function pendingMigrationsOf(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const jobQueue = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('pgboss.version') is not null as exists`));
  return (await pendingDrizzleMigrations(db, migrations)) + (jobQueue[0]?.exists ? 0 : 1);
}

async function pendingDrizzleMigrations(db: Database, migrations: ReturnType<typeof readMigrationFiles>): Promise<number> {
  const table = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`));
  if (!table[0]?.exists) return migrations.length;
  const last = rowsOf<{ created_at: string | null }>(await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`))[0];
  const applied = Number(last?.created_at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > applied).length;
}

/** PGlite answers execute() with { rows }, node-postgres with a QueryResult that has rows too. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function connectPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) is reported
  // here; without a listener it would take the whole process down. The pool
  // replaces the connection on the next query.
  pool.on('error', (error) => console.warn(`[db] 유휴 연결 오류: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      await migratePostgres(pool);
      await migrateJobQueue(handle);
    },
    pendingMigrations: () => pendingMigrationsOf(db),
    listen: (channel, onPayload, options) => listenPostgres(url, channel, onPayload, options),
    close: () => pool.end(),
  };
  return handle;
}

/** A PGlite with the extensions the migrations use. */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  // pg_trgm ships with PGlite as an extension to load: the contains-search indexes need it (migrations 0007, 0009 and 0010).
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Embedded PostgreSQL: a folder under DATA_DIR, or memory when no folder is given. */
export async function connectPglite(dataDir?: string, existing?: PGlite): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = existing ?? (await createPglite(dataDir ? { dataDir } : {}));
  const db = drizzlePglite({ client: pglite, schema, casing }) as unknown as Database;
  const handle: DatabaseHandle & { pglite: PGlite } = {
    db,
    pglite,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client: pglite, schema, casing }), { migrationsFolder: migrationsFolder() });
      await migrateJobQueue(handle);
    },
    pendingMigrations: () => pendingMigrationsOf(db),
    listen: (channel, onPayload) => listenPglite(pglite, channel, onPayload),
    close: () => pglite.close(),
  };
  return handle;
}

export { schema };
