import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// Every uploaded byte is recorded here; attachment rows point at `fileKey`.
// The file routes serve only keys found in this table, never a client-made path.
export const storedFiles = pgTable('stored_file', {
  storedFileSeq: serial().primaryKey(),
  fileKey: text().notNull().unique(),
  originalName: text().notNull(),
  contentType: text().notNull(),
  byteSize: integer().notNull(),
  ...timestamps,
});

/**
 * A column holding a stored file's key. Deleting a stored_file row that an
 * attachment still points at is refused, so a page never shows a broken image
 * because a clean-up ran in the wrong order.
 */
export const fileKeyColumn = () => text().references(() => storedFiles.fileKey, { onDelete: 'restrict' });
