import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hideForToday, isHiddenToday } from './popup-dismissals';

// A Map-backed localStorage on a bare `window` (the web unit tests run in Node).
const store = new Map<string, string>();
const fakeStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, String(value)),
  removeItem: (key: string) => void store.delete(key),
};

beforeEach(() => {
  store.clear();
  (globalThis as { window?: unknown }).window = { localStorage: fakeStorage };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('오늘 하루 보지 않기', () => {
  it('hides a popup for the rest of the Korean day only', () => {
    const evening = new Date('2026-12-01T14:30:00Z'); // 23:30 on 1 December in Seoul
    hideForToday(7, evening);
    expect(isHiddenToday(7, evening)).toBe(true);
    expect(isHiddenToday(8, evening)).toBe(false);
    expect(isHiddenToday(7, new Date('2026-12-01T14:59:59Z'))).toBe(true);
    // Midnight in Seoul is 15:00 UTC: the popup is back.
    expect(isHiddenToday(7, new Date('2026-12-01T15:00:00Z'))).toBe(false);
  });

  it('keeps only the current day, so the record never grows', () => {
    hideForToday(1, new Date('2026-11-30T03:00:00Z'));
    hideForToday(2, new Date('2026-12-01T03:00:00Z'));
    expect(JSON.parse(store.get('ongi.popup.hiddenOn') ?? '{}')).toEqual({ '2': '2026-12-01' });
  });

  it('reads a damaged record as nothing hidden', () => {
    store.set('ongi.popup.hiddenOn', 'not json');
    expect(isHiddenToday(1)).toBe(false);
    store.set('ongi.popup.hiddenOn', '[1,2]');
    expect(isHiddenToday(1)).toBe(false);
    hideForToday(1);
    expect(isHiddenToday(1)).toBe(true);
  });
});
