import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchType } from '@ongi/shared';

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

/**
 * The board search: title, content or either, case-insensitive. Contains-search
 * cannot use a b-tree index; boards are small (see the note in columns.ts).
 */
export function boardSearch(
  searchType: SearchType,
  word: string | undefined,
  title: AnyPgColumn,
  content: AnyPgColumn,
  contentIsHtml = false,
): SQL | undefined {
  if (!word) return undefined;
  const pattern = containsPattern(word);
  const inContent = contentIsHtml ? htmlContains(content, pattern) : ilike(content, pattern);
  if (searchType === 'title') return ilike(title, pattern);
  if (searchType === 'content') return inContent;
  return or(ilike(title, pattern), inContent);
}
