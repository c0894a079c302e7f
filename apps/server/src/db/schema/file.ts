import { index, integer, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// Every uploaded byte is recorded here; attachment rows point at `fileKey`.
// The file routes serve only keys found in this table, never a client-made path.
// An image's resized copies (WebP at a few widths, the 1200×630 link preview)
// are stored files of their own that point at the upload they were made from.
export const storedFiles = pgTable(
  'stored_file',
  {
    storedFileSeq: serial().primaryKey(),
    fileKey: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    // Pixels, for images (after EXIF rotation): pages set width and height so nothing shifts as photos arrive.
    width: integer(),
    height: integer(),
    // A resized copy: the upload it was made from and what it is for ('w480', 'w960', 'w1600', 'og').
    parentKey: text().references((): AnyPgColumn => storedFiles.fileKey, { onDelete: 'cascade' }),
    variant: text(),
    ...timestamps,
  },
  (t) => [index('stored_file_parent_idx').on(t.parentKey)],
);

/**
 * A column holding a stored file's key. Deleting a stored_file row that an
 * attachment still points at is refused, so a page never shows a broken image
 * because a clean-up ran in the wrong order.
 */
export const fileKeyColumn = () => text().references(() => storedFiles.fileKey, { onDelete: 'restrict' });
