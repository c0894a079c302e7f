import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { messages } from '../messages';
import { optionalSeqParam, pageParam, searchQuery, seqParam } from './query';

const schema = z.object({ page: pageParam, seq: seqParam, filter: optionalSeqParam, ...searchQuery });
const parse = (input: Record<string, unknown>) => schema.safeParse({ seq: '1', ...input });
const message = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('query parameters', () => {
  it('defaults page to 1 and the search to all, blank values count as absent', () => {
    expect(parse({}).data).toEqual({ page: 1, seq: 1, searchType: 'all' });
    expect(parse({ page: '', filter: '', searchType: '', searchWord: '' }).data).toEqual({ page: 1, seq: 1, searchType: 'all' });
  });

  it('reads numbers from strings and trims the search word', () => {
    expect(parse({ page: '3', filter: '7', searchType: 'title', searchWord: '  기부  ' }).data).toEqual({
      page: 3,
      seq: 1,
      filter: 7,
      searchType: 'title',
      searchWord: '기부',
    });
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['100001']])('refuses page %s', (page) => {
    expect(message({ page })).toBe(messages.query.page);
  });

  it.each([['x'], ['0'], ['2147483648'], ['']])('refuses seq %j', (seq) => {
    expect(message({ seq })).toBe(messages.query.seq);
  });

  it('refuses an unknown search type and an over-long word', () => {
    expect(message({ searchType: 'writer' })).toBe(messages.query.searchType);
    expect(message({ searchWord: '가'.repeat(101) })).toBe(messages.query.searchWord);
  });
});
