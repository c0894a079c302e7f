import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemAt } from '@ongi/shared';
import { connectPostgres, migrationsFolder } from './client';
import { withAdmin } from '../test/database';

// Instances started together on an empty PostgreSQL (a deployment, the
// cluster script) all migrate at start; before the advisory lock the second
// died on a duplicate key in drizzle's own schema (issue 28, 1.8). PGlite is
// one process's database (db/data-lock.ts), so this runs on PostgreSQL.

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe.runIf(process.env.TEST_DATABASE_URL)('migrating one empty PostgreSQL from several instances at once', () => {
  it('succeeds in every instance and applies each migration once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `ongi_migrate_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = Array.from({ length: 4 }, () => connectPostgres(url.toString(), 2));
    try {
      // Each migration of the journal, and the job queue's own tables (pg-boss installs them in migrate()).
      expect(await itemAt(instances, 0, 'the first instance').pendingMigrations()).toBe(journal.entries.length + 1);
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

      for (const instance of instances) expect(await instance.pendingMigrations()).toBe(0);
      const applied = await withAdmin(url.toString(), (client) => client.query('select count(*)::int as n from drizzle.__drizzle_migrations'));
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      for (const instance of instances) await instance.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
