import { describe, expect, it } from 'vitest';
import { afterDelete, rangeLabel } from './list-rules';

describe('afterDelete', () => {
  it('goes back a page when the page it was on is left empty', () => {
    expect(afterDelete({ page: 3, rowsOnPage: 2, deleted: 2, totalBefore: 22 })).toEqual({ page: 2 });
  });
  it('resets the search on page 1 or when nothing is left', () => {
    expect(afterDelete({ page: 1, rowsOnPage: 10, deleted: 1, totalBefore: 30 })).toBe('reset');
    expect(afterDelete({ page: 1, rowsOnPage: 3, deleted: 3, totalBefore: 3 })).toBe('reset');
  });
  it('stays on a later page that still has rows', () => {
    expect(afterDelete({ page: 2, rowsOnPage: 10, deleted: 4, totalBefore: 25 })).toBe('stay');
  });
});

describe('rangeLabel', () => {
  it('reads first-last / total', () => {
    expect(rangeLabel(1, 10, 10, 12)).toBe('1-10 / 12');
    expect(rangeLabel(2, 10, 2, 12)).toBe('11-12 / 12');
    expect(rangeLabel(101, 10, 10, 1234)).toBe('1,001-1,010 / 1,234');
  });
  it('reads 0 / total when the page is empty', () => {
    expect(rangeLabel(1, 10, 0, 0)).toBe('0 / 0');
  });
});
