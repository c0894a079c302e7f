import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { listenPglite, listenPostgres, type ListenOptions, type NotificationHandler, type Unlisten } from './listen';

export type Schema = typeof schema;
// PGlite and node-postgres expose the same query builder; one type serves both.
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
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

export function connectPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, failover) is reported
  // here; without a listener it would take the whole process down. The pool
  // replaces the connection on the next query.
  pool.on('error', (error) => console.warn(`[db] 유휴 연결 오류: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migratePg(drizzlePg({ client: pool, schema, casing }), { migrationsFolder: migrationsFolder() }),
    listen: (channel, onPayload, options) => listenPostgres(url, channel, onPayload, options),
    close: () => pool.end(),
  };
}

/** A PGlite with the extensions the migrations use. */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  // pg_trgm ships with PGlite as an extension to load: the contains-search indexes need it (migration 0009).
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Embedded PostgreSQL: a folder under DATA_DIR, or memory when no folder is given. */
export async function connectPglite(dataDir?: string, existing?: PGlite): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = existing ?? (await createPglite(dataDir ? { dataDir } : {}));
  const db = drizzlePglite({ client: pglite, schema, casing }) as unknown as Database;
  return {
    db,
    pglite,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client: pglite, schema, casing }), { migrationsFolder: migrationsFolder() }),
    listen: (channel, onPayload) => listenPglite(pglite, channel, onPayload),
    close: () => pglite.close(),
  };
}

export { schema };
