import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../db/client';
import { connectionsGone, withAdmin } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data folder, dumped once for the whole run (PGlite runs). */
    migratedPgliteDump?: string;
    /** A migrated database on the TEST_DATABASE_URL server that each file's database is copied from (PostgreSQL runs). */
    migratedPostgresTemplate?: string;
  }
}

/**
 * Migrates one database before any test file starts, so that each file's fresh
 * database is a copy of it. A new PGlite costs its initdb (4–5 s on a
 * 2-core machine) and the migrations every time; loading a dumped one skips
 * both. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the migrated files.
 */
export default async function migrateOnce(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `ongi_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const migrator = connectPostgres(url.toString(), 1);
    await migrator.migrate();
    await migrator.close();
    // A copy is refused while anyone is still connected to the template.
    await withAdmin(serverUrl, (admin) => connectionsGone(admin, name));
    project.provide('migratedPostgresTemplate', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await connectPglite();
  await handle.migrate();
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

function adminQuery(serverUrl: string, sql: string) {
  return withAdmin(serverUrl, (admin) => admin.query(sql));
}
