import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { Database, DatabaseHandle } from './client';

// db/sql holds the current text of every function and trigger the migrations
// made (db/sql/README.md). The migrations are history, each rewrite of a
// function in a later one; the files are where a reader finds what runs now.
// This holds them to it: on a freshly migrated database, each file run in
// place of its function and that function's triggers must give back exactly
// the definitions the migrations left, and no function may exist without one.

const sqlFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');
const files = fs
  .readdirSync(sqlFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

type Definitions = Record<string, string>;
interface Catalog {
  functions: Definitions;
  triggers: Definitions;
  /** Each trigger's function. */
  triggerFunctions: Record<string, string>;
}

/** PostgreSQL prints a definition its own way but keeps a body's text as written: only whitespace runs are let go. */
function normalised(definition: string): string {
  return definition.replace(/\s+/g, ' ').trim();
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The public schema's functions (not an extension's, such as pg_trgm's) and triggers (not the foreign keys' own), as PostgreSQL prints them. */
async function catalog(db: Pick<Database, 'execute'>): Promise<Catalog> {
  const functions = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
      ORDER BY 1`),
  );
  const triggers = rowsOf<{ name: string; definition: string; function: string }>(
    await db.execute(sql`
      SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition, p.proname AS function
      FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE n.nspname = 'public' AND NOT t.tgisinternal
      ORDER BY 1`),
  );
  return {
    functions: Object.fromEntries(functions.map((row) => [row.name, normalised(row.definition)])),
    triggers: Object.fromEntries(triggers.map((row) => [row.name, normalised(row.definition)])),
    triggerFunctions: Object.fromEntries(triggers.map((row) => [row.name, row.function])),
  };
}

class RolledBack extends Error {}

/**
 * The catalog after the file's statements replace its function and the
 * function's triggers (dropped first, so a trigger the file forgets is
 * missed), split where drizzle's migrator splits a migration; rolled back.
 */
async function catalogWithFile(db: Database, file: string): Promise<Catalog> {
  const functionName = path.basename(file, '.sql');
  const text = fs.readFileSync(path.join(sqlFolder, file), 'utf8');
  let result: Catalog | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`DROP FUNCTION "${functionName}" CASCADE`));
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      result = await catalog(tx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return result!;
}

let database: DatabaseHandle;
let migrated: Catalog;
beforeAll(async () => {
  database = await createTestDatabase();
  migrated = await catalog(database.db);
});
afterAll(() => database.close());

describe('db/sql: the current definition of every function and trigger', () => {
  it('has a file for every function the migrations left, named after it, and no file for a function that is not there', () => {
    const withoutFile = Object.keys(migrated.functions).filter((name) => !files.includes(`${name}.sql`));
    const withoutFunction = files.filter((file) => !(path.basename(file, '.sql') in migrated.functions));
    expect(withoutFile.map((name) => `db/sql/${name}.sql is missing`)).toEqual([]);
    expect(withoutFunction.map((file) => `db/sql/${file} has no function ${path.basename(file, '.sql')} in the migrated database`)).toEqual([]);
  });

  it('finds the triggers: each calls a function of the public schema', () => {
    // A guard on the catalog query itself: the migrations made 28 triggers, none on a function elsewhere.
    expect(Object.keys(migrated.triggers).length).toBeGreaterThanOrEqual(28);
    const elsewhere = Object.entries(migrated.triggerFunctions).filter(([, fn]) => !(fn in migrated.functions));
    expect(elsewhere).toEqual([]);
  });

  it.each(files)('db/sql/%s gives back what the migrations left', async (file) => {
    const withFile = await catalogWithFile(database.db, file);
    expect(withFile.functions, `db/sql/${file}: functions differ from the migrated database`).toEqual(migrated.functions);
    expect(withFile.triggers, `db/sql/${file}: triggers differ from the migrated database`).toEqual(migrated.triggers);
  });
});
