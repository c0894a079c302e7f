import { z } from '../zod';
import { messages } from '../messages';

// Query-string building blocks of the public reads. Every value arrives as a
// string; a blank one ('categorySeq=') counts as absent, anything that is not
// what the rule expects answers 400 with a Korean message, never a 500.

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The largest id a PostgreSQL integer column holds: a bigger one could only be a mistake. */
export const maxSeq = 2147483647;
/** Paging further than this is not a person reading a list. */
export const maxPage = 100000;

/** `page`, 1-based, default 1. */
export const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: messages.query.page }).int(messages.query.page).min(1, messages.query.page).max(maxPage, messages.query.page).default(1),
);

const seqNumber = z.coerce.number({ error: messages.query.seq }).int(messages.query.seq).min(1, messages.query.seq).max(maxSeq, messages.query.seq);

/** A required id such as `campaignSeq` or a path's `:id`. */
export const seqParam = z.preprocess(blankToUndefined, seqNumber);

/** An optional id filter such as `categorySeq`; blank means no filter. */
export const optionalSeqParam = z.preprocess(blankToUndefined, seqNumber.optional());

/** Blank query values count as absent: wrap an enum or text rule with this. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

export const searchTypes = ['all', 'title', 'content'] as const;
export type SearchType = (typeof searchTypes)[number];

/** searchType (default all) and searchWord (trimmed, blank means no search). */
export const searchQuery = {
  searchType: blankAsAbsent(z.enum(searchTypes, { error: messages.query.searchType }).default('all')),
  searchWord: blankAsAbsent(z.string({ error: messages.query.searchWord }).trim().max(100, messages.query.searchWord).optional()),
};

/** Every list answers `{ content, totalElements }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int() });
}
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** A public category as a card or row shows it; null when it has none or it is not in use. */
export const categoryRefSchema = z.object({ categorySeq: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A stored file key; show it through /api/file/image?path= or /api/file/download?path=. */
export const fileKeySchema = z.string();

/** An instant as ISO 8601 with Z ('2026-05-09T05:30:00.000Z'); format it with the date helpers. */
export const instantSchema = z.string();

/** A calendar day 'YYYY-MM-DD'. */
export const calendarDateSchema = z.string();
