import { describe, expect, it } from 'vitest';
import { filterStartDate, seoulDayRange } from './date';

describe('seoulDayRange', () => {
  it('covers whole Korean days: from 00:00 KST on the first to 00:00 KST after the last', () => {
    expect(seoulDayRange('2026-05-09', '2026-05-09')).toEqual({
      from: new Date('2026-05-08T15:00:00.000Z'),
      until: new Date('2026-05-09T15:00:00.000Z'),
    });
    expect(seoulDayRange('2026-04-30', '2026-05-02')).toEqual({
      from: new Date('2026-04-29T15:00:00.000Z'),
      until: new Date('2026-05-02T15:00:00.000Z'),
    });
  });

  it('crosses month and year ends and leap days through the calendar, not by hand', () => {
    expect(seoulDayRange('2025-12-31', '2025-12-31')?.until).toEqual(new Date('2025-12-31T15:00:00.000Z'));
    expect(seoulDayRange('2028-02-28', '2028-02-29')?.until).toEqual(new Date('2028-02-29T15:00:00.000Z'));
  });

  it('leaves the end open when there is no end day (a "last N days" filter)', () => {
    const now = new Date('2026-05-09T16:30:00Z'); // 01:30 on 10 May in Seoul
    expect(seoulDayRange(filterStartDate(0, now)!)).toEqual({ from: new Date('2026-05-09T15:00:00.000Z'), until: null });
  });

  it('refuses what is not a real calendar day', () => {
    expect(seoulDayRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(seoulDayRange('2026-05-01', '2026-13-01')).toBeNull();
    expect(seoulDayRange('2026-05-01 10:00', '2026-05-02')).toBeNull();
    expect(seoulDayRange('', '2026-05-02')).toBeNull();
  });
});
