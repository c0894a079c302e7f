import { sql } from 'drizzle-orm';
import { check, index, timestamp, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

// Every table records when a row was made and last changed. Column names are
// snake_case in the database through the client's `casing` option.
export const timestamps = {
  createDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateDate: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const ynValues = ['Y', 'N'] as const;

/** Y/N flags are char(1); the check keeps stray values such as 'y' or '1' out. */
export const ynCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('Y', 'N')`);

/**
 * An index for lookups by name or title. text_pattern_ops serves equality and
 * prefix LIKE whatever the database collation is. The lists' contains-search
 * ('%word%') uses pg_trgm GIN indexes instead, hand-written in migrations 0007,
 * 0009 and 0010 because they exist only where the extension does.
 */
export const searchIndex = (name: string, first: ExtraConfigColumn, ...rest: ExtraConfigColumn[]) => {
  // The last column is the one searched by prefix; any before it are matched by equality.
  const last = rest.length;
  const indexed = (column: ExtraConfigColumn, position: number) => (position === last ? column.op('text_pattern_ops') : column);
  return index(name).on(indexed(first, 0), ...rest.map((column, i) => indexed(column, i + 1)));
};
