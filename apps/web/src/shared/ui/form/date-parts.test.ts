import { describe, expect, it } from 'vitest';
import { isCalendarDate, weddingYearOptions } from '@ongi/shared';
import { dayCountOf, datePartsOf, fitDay, isoOf } from './date-parts';

describe('date selects', () => {
  it('offers the days the month has (February by the year, 29 before a year is chosen)', () => {
    expect(dayCountOf({ year: '2000', month: '2' })).toBe(29);
    expect(dayCountOf({ year: '2001', month: '2' })).toBe(28);
    expect(dayCountOf({ year: '', month: '2' })).toBe(29);
    expect(dayCountOf({ year: '2026', month: '4' })).toBe(30);
    expect(dayCountOf({ year: '2026', month: '' })).toBe(31);
  });

  it('clears a day the new month lacks instead of moving it', () => {
    expect(fitDay({ year: '2001', month: '2', day: '30' })).toEqual({ year: '2001', month: '2', day: '' });
    expect(fitDay({ year: '2001', month: '3', day: '30' })).toEqual({ year: '2001', month: '3', day: '30' });
    expect(fitDay({ year: '2001', month: '2', day: '' })).toEqual({ year: '2001', month: '2', day: '' });
  });

  it("turns the three selects into the form's one 'YYYY-MM-DD' and back; a half-chosen date is no calendar date", () => {
    expect(isoOf({ year: '2030', month: '5', day: '8' })).toBe('2030-05-08');
    expect(datePartsOf('2030-05-08')).toEqual({ year: '2030', month: '5', day: '8' });
    expect(isoOf({ year: '', month: '', day: '' })).toBe('');
    expect(datePartsOf('')).toEqual({ year: '', month: '', day: '' });
    const half = isoOf({ year: '2030', month: '5', day: '' });
    expect(half).toBe('2030-05-');
    expect(datePartsOf(half)).toEqual({ year: '2030', month: '5', day: '' });
    expect(isCalendarDate(half)).toBe(false);
    expect(isCalendarDate(isoOf({ year: '2030', month: '2', day: '28' }))).toBe(true);
  });

  it('takes its years from the caller, such as the wedding options with an edited year kept', () => {
    expect(weddingYearOptions(2026, 'create')).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(datePartsOf('2024-10-12').year).toBe('2024');
    expect(weddingYearOptions(2026, 'edit', 2024)[0]).toBe(2024);
  });
});
