import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { itemAt } from '@ongi/shared';
import { migrationsFolder } from '../db/client';

// The committed migrations replayed one by one on a database, so a test can
// put rows of before in at the point a migration meets them.

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };

/** One migration in one transaction, as the migrator runs it. */
async function apply(db: PGlite, tag: string) {
  const text = fs.readFileSync(path.join(migrationsFolder(), `${tag}.sql`), 'utf8');
  await db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await tx.exec(statement);
    }
  });
}

/** Where the migration numbered `number` ('0027') stands in the journal. */
function indexOf(number: string): number {
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(`${number}_`));
  if (index < 0) throw new Error(`no migration ${number}`);
  return index;
}

/** Every migration before the one numbered `number`. */
export async function migrateUpTo(db: PGlite, number: string) {
  for (const { tag } of journal.entries.slice(0, indexOf(number))) await apply(db, tag);
}

/** The migration numbered `number` alone. */
export async function applyMigration(db: PGlite, number: string) {
  await apply(db, itemAt(journal.entries, indexOf(number), `migration ${number}`).tag);
}

/** The one numbered `number` and every later one. */
export async function migrateFrom(db: PGlite, number: string) {
  for (const { tag } of journal.entries.slice(indexOf(number))) await apply(db, tag);
}
