import type { DatabaseHandle } from '../db/client';

/**
 * The embedded database's folder as a gzip tarball, taken inside a
 * transaction of its own: PGlite runs one transaction at a time, so no
 * other is half done in the image, and the CHECKPOINT writes every committed
 * page to the files first (the image needs no WAL replay to open).
 */
export async function dumpEmbeddedDatabase(database: DatabaseHandle): Promise<Blob> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('not an embedded database');
  let dump: Blob | undefined;
  await pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    dump = await pglite.dumpDataDir('gzip');
  });
  return dump!;
}
