import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchType } from '@ongi/shared';

/** A column a search looks in: plain text, or stored HTML (`{ html }`), searched for the words a reader sees. */
export type SearchColumn = AnyPgColumn | { html: AnyPgColumn };

/**
 * A LIKE pattern that finds the word anywhere, with the word's own % _ and \
 * taken literally (PostgreSQL's default LIKE escape character is the backslash).
 */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Matches the words a reader sees in stored HTML, not its tags and attributes
 * ('strong' does not find every bold text). The plain ILIKE runs first and is
 * cheap; the tags are stripped only for the rows it lets through.
 */
export function htmlContains(column: AnyPgColumn, pattern: string): SQL {
  return and(ilike(column, pattern), ilike(sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`, pattern))!;
}

function contains(column: SearchColumn, pattern: string): SQL {
  return 'html' in column ? htmlContains(column.html, pattern) : ilike(column, pattern);
}

/**
 * A list's search box: the word, case-insensitive, anywhere in one of the
 * columns its search type names; no condition without a word. On the big
 * lists each searched column has a pg_trgm GIN index (migrations 0007, 0009
 * and 0010, PostgreSQL and the embedded PGlite alike), which serves this ILIKE as
 * it is: a word of three characters or more finds its rows through the
 * index, a shorter one has no trigram to look up and scans. Without pg_trgm
 * every search scans, which the small lists do in a moment.
 */
export function searchBy<T extends string>(columnsByType: Record<T, SearchColumn[]>, searchType: T, word: string | undefined): SQL | undefined {
  if (!word) return undefined;
  const pattern = containsPattern(word);
  return or(...columnsByType[searchType].map((column) => contains(column, pattern)));
}

/** The board search of notices and the FAQ: the title, the content, or either ('all'). */
export function boardSearch(searchType: SearchType, word: string | undefined, title: SearchColumn, content: SearchColumn): SQL | undefined {
  return searchBy({ all: [title, content], title: [title], content: [content] }, searchType, word);
}
