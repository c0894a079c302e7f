// What the guest's page says beyond the shared wording of dates, times and
// titles (@ongi/shared/light, shared with the server's link preview): stored
// text, parents, the D-day and the calendar month. Pure functions over the view.
import type { InvitationView, WeddingView } from '@ongi/shared';
import { brToNewlines, funeralTitle, toSeoulTime, todayInSeoul, weddingTitle } from '@ongi/shared/light';

/** Stored HTML (escaped text with <br>) back to plain text, to render as text with its line breaks. */
export function storedText(html: string): string {
  return brToNewlines(html).trim();
}

/** Stored HTML as its non-empty lines (the mourners list: one relation and name a line). */
export function storedLines(html: string): string[] {
  return storedText(html)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Parents as the card names them: '김철수 · 박영희'. */
export function parentsText(father: string, mother: string): string {
  return [father, mother]
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' · ');
}

/** The document title, the same sentence the server puts in the link preview. */
export function invitationTitle(view: InvitationView): string {
  if (view.wedding) return weddingTitle(view.wedding);
  if (view.funeral) return funeralTitle(view.funeral);
  return '모바일 초대장';
}

/** Days from today (in Korea) to the date: 0 on the day, negative once it has passed; null without a date. */
export function daysUntil(date: string, today: string = todayInSeoul()): number | null {
  const day = toSeoulTime(date);
  const now = toSeoulTime(today);
  return day && now ? day.diff(now, 'day') : null;
}

/** 'D-23', 'D-DAY', 'D+3'. */
export function dDayLabel(days: number): string {
  if (days === 0) return 'D-DAY';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

export function dDaySentence(wedding: Pick<WeddingView, 'groomName' | 'brideName'>, days: number): string {
  const couple = `${wedding.groomName} ♥ ${wedding.brideName}`;
  if (days === 0) return `오늘은 ${couple}의 결혼식 날입니다.`;
  return days > 0 ? `${couple}의 결혼식이 ${days}일 남았습니다.` : `${couple}의 결혼식이 ${-days}일 지났습니다.`;
}

export interface CalendarMonth {
  /** '2026년 5월' */
  caption: string;
  /** Weeks of day numbers, Sunday first; null pads the first and last week. */
  weeks: (number | null)[][];
  day: number;
}

/** The month of the date as a wall calendar shows it. */
export function calendarMonth(date: string): CalendarMonth | null {
  const day = toSeoulTime(date);
  if (!day) return null;
  const first = day.startOf('month');
  const cells: (number | null)[] = [...Array.from({ length: first.day() }, () => null), ...Array.from({ length: day.daysInMonth() }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return { caption: day.format('YYYY년 M월'), weeks, day: day.date() };
}

export const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The design's index: 1..4, anything else reads as the first. */
export function designIndex(mainDesign: number, designs: readonly { value: number }[]): number {
  const index = designs.findIndex((design) => design.value === mainDesign);
  return index < 0 ? 0 : index;
}
