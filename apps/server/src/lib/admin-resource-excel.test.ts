import { describe, expect, it } from 'vitest';
import { excelSeoulTime } from './admin-resource';

describe('excelSeoulTime', () => {
  it('writes an instant as toLocaleString does in Korea, with one formatter for every row', () => {
    for (const instant of ['2026-11-27T07:08:09Z', '2026-01-01T00:00:00Z', '2026-06-30T15:59:59.999Z']) {
      expect(excelSeoulTime(instant)).toBe(new Date(instant).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }));
    }
    expect(excelSeoulTime(new Date('2026-10-05T01:00:00Z'))).toContain('2026. 10. 5.');
  });

  it('leaves the cell empty when there is no time', () => {
    expect(excelSeoulTime(null)).toBe('');
    expect(excelSeoulTime(undefined)).toBe('');
  });
});
