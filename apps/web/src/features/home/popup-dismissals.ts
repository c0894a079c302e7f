import { todayInSeoul } from '@ongi/shared';

/**
 * '오늘 하루 보지 않기': the Korean day (Asia/Seoul) until which each popup
 * stays hidden, by popupSeq, in localStorage. A popup hidden today shows
 * again from midnight in Seoul.
 */
const KEY = 'ongi.popup.hiddenOn';

type Hidden = Record<string, string>;

function read(): Hidden {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Hidden) : {};
  } catch {
    return {};
  }
}

export function isHiddenToday(popupSeq: number, now: Date = new Date()): boolean {
  return read()[String(popupSeq)] === todayInSeoul(now);
}

export function hideForToday(popupSeq: number, now: Date = new Date()): void {
  const today = todayInSeoul(now);
  // Keep only today's entries, so the record never grows.
  const kept = Object.fromEntries(Object.entries(read()).filter(([, day]) => day === today));
  kept[String(popupSeq)] = today;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Private browsing or a full quota: the popup closes for this visit only.
  }
}
