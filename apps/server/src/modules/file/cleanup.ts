import { and, exists, getTableColumns, is, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias, getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import * as schema from '@server/db/schema';
import { storedFiles } from '@server/db/schema';
import type { Storage } from '@server/integrations/storage/local';
import { removePhotos } from './images';

// An invitation's photos are stored (with their WebP copies) before the
// transaction that attaches them to the order, and removed again when that
// transaction fails. A process that dies in between leaves photos no saved
// record uses: an invitation that was never made, whoever sent it. Those are
// what "abandoned" means here (docs/decisions/015): a photo with copies that
// no attachment column names, a day after it was stored. A day is far longer
// than any save, so a photo whose order is being written now is never touched.

/** How old an unused photo must be before it is removed. */
export const orphanGraceMs = 24 * 60 * 60 * 1000;

/** Every column that holds a stored file's key, found from the schema's foreign keys, so a new attachment table is counted without being listed here. */
export function fileKeyColumns(): AnyPgColumn[] {
  const columns: AnyPgColumn[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === storedFiles) continue;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const reference = foreignKey.reference();
      const [column] = reference.columns;
      if (column && reference.foreignTable === storedFiles && reference.foreignColumns[0] === storedFiles.fileKey) columns.push(column);
    }
  }
  return columns;
}

/**
 * Removes photos (originals with copies) stored before `storedBefore` that no
 * saved record names, with their copies and bytes, at most `batch` at a time.
 * Returns how many originals went.
 */
export async function sweepOrphanPhotos(
  db: Database,
  storage: Storage,
  { storedBefore, batch = 200 }: { storedBefore: Date; batch?: number },
): Promise<number> {
  const copy = alias(storedFiles, 'copy');
  const unused = fileKeyColumns().map((column) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(column.table)
        .where(sql`${column} = ${storedFiles.fileKey}`),
    ),
  );
  const orphans = await db
    .select({ fileKey: storedFiles.fileKey })
    .from(storedFiles)
    .where(
      and(
        isNull(storedFiles.parentKey),
        lt(storedFiles.createDate, storedBefore),
        // A photo: the upload has WebP copies (modules/file/images.ts, storePhoto).
        exists(
          db
            .select({ one: sql`1` })
            .from(copy)
            .where(sql`${getTableColumns(copy).parentKey} = ${storedFiles.fileKey}`),
        ),
        ...unused,
      ),
    )
    .limit(batch);
  await removePhotos(
    db,
    storage,
    orphans.map((row) => row.fileKey),
  );
  return orphans.length;
}
