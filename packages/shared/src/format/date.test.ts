import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import dayjs from 'dayjs';
import {
  isCalendarDay,
  currentYearInSeoul,
  daysInMonth,
  formatWait,
  filterStartDate,
  formatDate,
  formatDateTime,
  formatEndDate,
  formatKoreanDate,
  formatMonthDay,
  todayInSeoul,
  toSeoulTime,
  yearOptions,
} from './date';

// 2026-05-09 is a Saturday.
describe('formatKoreanDate', () => {
  it('formats a calendar date without weekday', () => {
    expect(formatKoreanDate('2026-05-09')).toBe('2026년 05월 09일');
  });

  it('adds the short Korean weekday in brackets', () => {
    expect(formatKoreanDate('2026-05-09', { weekday: 'short' })).toBe('2026년 05월 09일 (토)');
    expect(formatKoreanDate('2026-05-10', { weekday: 'short' })).toBe('2026년 05월 10일 (일)');
  });

  it('adds the long Korean weekday', () => {
    expect(formatKoreanDate('2026-05-09', { weekday: 'long' })).toBe('2026년 05월 09일 토요일');
    expect(formatKoreanDate('2026-05-11', { weekday: 'long' })).toBe('2026년 05월 11일 월요일');
  });

  it('accepts a Date, an ISO string, an epoch number and a Dayjs', () => {
    const instant = '2026-05-09T05:30:00Z'; // 14:30 in Seoul
    expect(formatKoreanDate(new Date(instant))).toBe('2026년 05월 09일');
    expect(formatKoreanDate(instant)).toBe('2026년 05월 09일');
    expect(formatKoreanDate(Date.parse(instant))).toBe('2026년 05월 09일');
    expect(formatKoreanDate(dayjs(instant))).toBe('2026년 05월 09일');
  });

  it('shows an instant on its Korean day, even when it is still the previous day in UTC', () => {
    // 20:30 UTC on 8 May is 05:30 on 9 May in Seoul.
    expect(formatKoreanDate('2026-05-08T20:30:00Z', { weekday: 'short' })).toBe('2026년 05월 09일 (토)');
    expect(formatKoreanDate('2026-05-08T20:30:00.000+00:00')).toBe('2026년 05월 09일');
    // 14:59 UTC is 23:59 in Seoul, still the same day.
    expect(formatKoreanDate('2026-05-09T14:59:00Z')).toBe('2026년 05월 09일');
    expect(formatKoreanDate('2026-05-09T15:00:00Z')).toBe('2026년 05월 10일');
  });

  it('does not leave the global dayjs locale on Korean', () => {
    formatKoreanDate('2026-05-09', { weekday: 'long' });
    expect(dayjs.locale()).toBe('en');
  });

  it('returns an empty string for values that are not dates', () => {
    expect(formatKoreanDate(null)).toBe('');
    expect(formatKoreanDate(undefined)).toBe('');
    expect(formatKoreanDate('')).toBe('');
    expect(formatKoreanDate('   ')).toBe('');
    expect(formatKoreanDate('not a date')).toBe('');
    expect(formatKoreanDate('2026-02-30')).toBe('');
    expect(formatKoreanDate('2026-13-01')).toBe('');
    expect(formatKoreanDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatMonthDay', () => {
  it('formats month and day with an optional weekday', () => {
    expect(formatMonthDay('2026-05-09')).toBe('05월 09일');
    expect(formatMonthDay('2026-05-09', { weekday: 'short' })).toBe('05월 09일 (토)');
    expect(formatMonthDay('2026-05-09', { weekday: 'long' })).toBe('05월 09일 토요일');
    expect(formatMonthDay('2026-12-25', { weekday: 'short' })).toBe('12월 25일 (금)');
  });

  it('returns an empty string for missing dates', () => {
    expect(formatMonthDay(null)).toBe('');
  });
});

describe('formatEndDate', () => {
  it("shows '~ MM/DD' for an end date", () => {
    expect(formatEndDate('2026-05-09')).toBe('~ 05/09');
    expect(formatEndDate('2026-12-31T23:00:00+09:00')).toBe('~ 12/31');
    expect(formatEndDate(new Date('2026-01-02T00:00:00+09:00'))).toBe('~ 01/02');
  });

  it("shows '상시 후원' when there is no end date", () => {
    expect(formatEndDate(null)).toBe('상시 후원');
    expect(formatEndDate(undefined)).toBe('상시 후원');
    expect(formatEndDate('')).toBe('상시 후원');
    expect(formatEndDate('  ')).toBe('상시 후원');
  });

  it('shows nothing for a value that is present but not a date', () => {
    expect(formatEndDate('someday')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('formats a calendar date as YYYY-MM-DD without any shift', () => {
    expect(formatDate('2026-05-09')).toBe('2026-05-09');
    expect(formatDate('2026-01-01')).toBe('2026-01-01');
    expect(formatDateTime('2026-05-09')).toBe('2026-05-09 00:00');
  });

  it('renders timestamps in Korean time', () => {
    expect(formatDateTime('2026-05-09T05:30:00Z')).toBe('2026-05-09 14:30');
    expect(formatDateTime('2026-05-09T14:30:00+09:00')).toBe('2026-05-09 14:30');
    expect(formatDateTime('2026-05-09T14:30:00+0900')).toBe('2026-05-09 14:30');
    expect(formatDateTime(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01 00:00');
    expect(formatDate(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });

  it('reads a date-time without offset as Korean wall-clock time', () => {
    expect(formatDateTime('2026-05-09 14:30')).toBe('2026-05-09 14:30');
    expect(formatDateTime('2026-05-09T14:30:45')).toBe('2026-05-09 14:30');
    expect(formatDateTime('2026-05-09 14:30:45.123')).toBe('2026-05-09 14:30');
    expect(toSeoulTime('2026-05-09 14:30')?.toISOString()).toBe('2026-05-09T05:30:00.000Z');
  });

  it('rejects impossible times', () => {
    expect(formatDateTime('2026-05-09 25:00')).toBe('');
    expect(formatDateTime('2026-05-09 12:60')).toBe('');
  });

  it('returns an empty string for missing values', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('accepts 29 February only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
    expect(formatDate('2026-02-29')).toBe('');
  });
});

describe('on a machine in another time zone', () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('still shows calendar dates unshifted and timestamps in Korean time', () => {
    expect(new Date('2026-05-09T05:30:00Z').getTimezoneOffset()).toBe(420); // the switch took effect
    expect(formatKoreanDate('2026-05-09', { weekday: 'short' })).toBe('2026년 05월 09일 (토)');
    expect(formatDateTime('2026-05-09T05:30:00Z')).toBe('2026-05-09 14:30');
    expect(formatDate(new Date('2026-05-08T20:30:00Z'))).toBe('2026-05-09');
    expect(formatDateTime('2026-05-09 14:30')).toBe('2026-05-09 14:30');
  });
});

describe('todayInSeoul, currentYearInSeoul and filterStartDate', () => {
  it('use the Korean day, not the UTC day', () => {
    const now = new Date('2025-12-31T16:00:00Z'); // 01:00 on 1 January 2026 in Seoul
    expect(todayInSeoul(now)).toBe('2026-01-01');
    expect(currentYearInSeoul(now)).toBe(2026);
  });

  it('defaults to the current time', () => {
    expect(todayInSeoul()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(currentYearInSeoul()).toBeGreaterThanOrEqual(2025);
  });

  it('computes the first day of a last-N-days filter', () => {
    const now = '2026-05-09T10:00:00+09:00';
    expect(filterStartDate(0, now)).toBe('2026-05-09');
    expect(filterStartDate(10, now)).toBe('2026-04-29');
    expect(filterStartDate(30, now)).toBe('2026-04-09');
    expect(filterStartDate(90, now)).toBe('2026-02-08');
    expect(filterStartDate('all', now)).toBeNull();
  });

  it('rejects a negative or fractional number of days', () => {
    expect(() => filterStartDate(-1)).toThrow(RangeError);
    expect(() => filterStartDate(1.5)).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('knows the length of each month (month is 1-based)', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('handles leap years', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('throws on an invalid year or month', () => {
    expect(() => daysInMonth(2026, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2026, Number.NaN)).toThrow(RangeError);
    expect(() => daysInMonth(2026.5, 1)).toThrow(RangeError);
  });
});

describe('yearOptions', () => {
  it('counts back 70 years for the birthday select, starting with the given year', () => {
    const years = yearOptions(2026, 70, 'past');
    expect(years).toHaveLength(70);
    expect(years[0]).toBe(2026);
    expect(years[1]).toBe(2025);
    expect(years[69]).toBe(1957);
  });

  it('counts forward for the invitation selects', () => {
    expect(yearOptions(2026, 5, 'future')).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(yearOptions(2026, 10, 'future')).toHaveLength(10);
    expect(yearOptions(2026, 10, 'future').at(-1)).toBe(2035);
  });

  it('returns no years for a count of 0 and throws on invalid input', () => {
    expect(yearOptions(2026, 0, 'past')).toEqual([]);
    expect(() => yearOptions(2026, -1, 'past')).toThrow(RangeError);
    expect(() => yearOptions(Number.NaN, 5, 'future')).toThrow(RangeError);
  });
});

describe('formatWait', () => {
  it('reads seconds and minutes as a person says them', () => {
    expect(formatWait(45)).toBe('45초');
    expect(formatWait(0.2)).toBe('1초');
    expect(formatWait(120)).toBe('2분');
    expect(formatWait(90)).toBe('1분 30초');
    expect(formatWait(899.5)).toBe('15분');
  });
});

describe('isCalendarDay', () => {
  it('takes days of the calendar, leap days where they exist', () => {
    expect(['2026-01-31', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
  });

  it('refuses impossible days and other shapes', () => {
    expect(['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '2026-1-1', '2026-01-01T00:00', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
