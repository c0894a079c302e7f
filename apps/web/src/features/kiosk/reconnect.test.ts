import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, reconnectFirstMs, reconnectMostMs } from './reconnect';

describe('reconnect schedule', () => {
  it('starts at about a second and doubles with each failure in a row', () => {
    const most = (failures: number) => reconnectDelayMs(failures, () => 1);
    expect([0, 1, 2, 3, 4].map(most)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(most(0)).toBe(reconnectFirstMs);
  });

  it('never waits more than 30 s, however long the outage', () => {
    for (const failures of [5, 6, 10, 100, 10_000]) expect(reconnectDelayMs(failures, () => 1)).toBe(reconnectMostMs);
  });

  it('spreads the screens over the second half of each wait', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 0)).toBe(4_000);
    expect(reconnectDelayMs(100, () => 0)).toBe(15_000);
    const spread = new Set(Array.from({ length: 50 }, () => reconnectDelayMs(2)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) expect(delay).toBeGreaterThanOrEqual(2_000);
  });
});
