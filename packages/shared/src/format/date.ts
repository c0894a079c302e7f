// Date display for a Korean service, the same on a browser anywhere and on a
// server whose clock runs in UTC.
//
// Decisions:
// - Every date and time is shown in Korean time (Asia/Seoul, UTC+9), whatever
//   the time zone of the machine that renders it. Korea has kept UTC+9 all
//   year since 1988, so the dayjs utc plugin's fixed offset does the
//   conversion (no calendar arithmetic is written by hand). Not the timezone
//   plugin: it asks Intl.DateTimeFormat.formatToParts on every conversion,
//   which was the largest single cost of drawing a list of cards on a slow
//   phone (docs/decisions/014).
// - Accepted inputs (`DateInput`):
//   - 'YYYY-MM-DD' is a calendar date (a birthday, a wedding day, a campaign end
//     date). It is never shifted: '2026-05-09' is 9 May everywhere.
//   - 'YYYY-MM-DD HH:mm[:ss[.SSS]]' or 'YYYY-MM-DDTHH:mm[:ss[.SSS]]' without an
//     offset is a Korean wall-clock time (as a form or a database column
//     without time zone holds it).
//   - An ISO string with 'Z' or an offset ('2026-05-09T05:30:00Z',
//     '...+09:00'), a Date, an epoch-millisecond number or a Dayjs is an instant;
//     it is shown as the Korean date and time of that instant.
// - An impossible date ('2026-02-30'), any other string, an invalid Date, null,
//   undefined or '' cannot be shown: the formatters return '' for it (and
//   formatEndDate returns '상시 후원' for an empty end date, see there).
// - The Korean locale ('ko') is applied per call; the global dayjs locale of
//   whoever imports this module is left alone.

import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ko.js';

dayjs.extend(utc);

/** Korean time's (Asia/Seoul) offset from UTC in minutes, the +09:00 below (no daylight saving since 1988). */
const seoulOffsetMinutes = 9 * 60;

export type DateInput = Date | string | number | Dayjs;
export type WeekdayStyle = 'short' | 'long';

export interface WeekdayOption {
  /** 'short' adds ' (토)', 'long' adds ' 토요일'; omitted adds nothing. */
  weekday?: WeekdayStyle;
}

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function fromWallClock(text: string): Dayjs | null {
  const match = wallClockPattern.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = ''] = match;
  // A Korean wall-clock time is the instant at Korea's offset.
  const parsed = dayjs(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}+09:00`).utcOffset(seoulOffsetMinutes);
  if (!parsed.isValid()) return null;
  // dayjs rolls impossible dates over ('2026-02-30' → 2 March); refuse them instead.
  const roundTrip = parsed.format('YYYY-MM-DD HH:mm:ss');
  if (roundTrip !== `${year}-${month}-${day} ${hour}:${minute}:${second}`) return null;
  return parsed;
}

/**
 * Reads any accepted input as a Dayjs in Korean time with the Korean locale,
 * or null when it is empty or not a real date. The building block of every
 * formatter below; the server can use it for date comparisons too.
 */
export function toSeoulTime(input: DateInput | null | undefined): Dayjs | null {
  if (input === null || input === undefined) return null;
  let parsed: Dayjs | null;
  if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return null;
    if (instantPattern.test(text)) {
      const instant = dayjs(text);
      parsed = instant.isValid() ? instant.utcOffset(seoulOffsetMinutes) : null;
    } else {
      parsed = fromWallClock(text);
    }
  } else {
    const instant = dayjs(input);
    parsed = instant.isValid() ? instant.utcOffset(seoulOffsetMinutes) : null;
  }
  return parsed && parsed.isValid() ? parsed.locale('ko') : null;
}

function withWeekday(d: Dayjs, pattern: string, weekday: WeekdayStyle | undefined): string {
  if (weekday === 'short') return d.format(`${pattern} (ddd)`);
  if (weekday === 'long') return d.format(`${pattern} dddd`);
  return d.format(pattern);
}

/** '2026년 05월 09일', '2026년 05월 09일 (토)' or '2026년 05월 09일 토요일'. */
export function formatKoreanDate(input: DateInput | null | undefined, options: WeekdayOption = {}): string {
  const d = toSeoulTime(input);
  return d ? withWeekday(d, 'YYYY년 MM월 DD일', options.weekday) : '';
}

/** '05월 09일', '05월 09일 (토)' or '05월 09일 토요일'. */
export function formatMonthDay(input: DateInput | null | undefined, options: WeekdayOption = {}): string {
  const d = toSeoulTime(input);
  return d ? withWeekday(d, 'MM월 DD일', options.weekday) : '';
}

/** Shown on cards when a campaign or sponsor activity has no end date. */
export const alwaysSponsoringLabel = '상시 후원';

/**
 * Card end date: '~ 05/09'. An empty end date (null, undefined, '' or blank)
 * means the activity runs without end: '상시 후원'. A value that is present but
 * not a date gives '' rather than a misleading '상시 후원'.
 */
export function formatEndDate(endDate: DateInput | null | undefined): string {
  if (endDate === null || endDate === undefined) return alwaysSponsoringLabel;
  if (typeof endDate === 'string' && endDate.trim() === '') return alwaysSponsoringLabel;
  const d = toSeoulTime(endDate);
  return d ? `~ ${d.format('MM/DD')}` : '';
}

/** '2026-05-09' (Korean date). */
export function formatDate(input: DateInput | null | undefined): string {
  const d = toSeoulTime(input);
  return d ? d.format('YYYY-MM-DD') : '';
}

/** '2026-05-09 14:30' (Korean time, 24-hour clock). */
export function formatDateTime(input: DateInput | null | undefined): string {
  const d = toSeoulTime(input);
  return d ? d.format('YYYY-MM-DD HH:mm') : '';
}

/**
 * The Korean wall-clock time of an input as a Date whose UTC fields read it
 * ('2026-11-29T05:11:40Z' gives 2026-11-29 14:11:40 UTC): for a file that has
 * no time zones (an Excel date cell), so it shows what a Korean reader expects.
 * null when the input is empty or not a date.
 */
export function seoulWallClock(input: DateInput | null | undefined): Date | null {
  const d = toSeoulTime(input);
  return d ? d.utc(true).toDate() : null;
}

/** Today's date in Korea as 'YYYY-MM-DD' (a server in UTC is still on the Korean day). */
export function todayInSeoul(now: DateInput = new Date()): string {
  return formatDate(now);
}

/** The current year in Korea (1 January starts at midnight Korean time). */
export function currentYearInSeoul(now: DateInput = new Date()): number {
  const d = toSeoulTime(now);
  if (!d) throw new RangeError('currentYearInSeoul: invalid date');
  return d.year();
}

/**
 * First day of a "last N days" filter, as 'YYYY-MM-DD' in Korean time.
 * 0 means today only; 10 means from 10 days before today through today;
 * 'all' means no lower bound (null).
 */
export function filterStartDate(days: number | 'all', now: DateInput = new Date()): string | null {
  if (days === 'all') return null;
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`filterStartDate: days must be a whole number >= 0, got ${days}`);
  const d = toSeoulTime(now);
  if (!d) throw new RangeError('filterStartDate: invalid date');
  return d.startOf('day').subtract(days, 'day').format('YYYY-MM-DD');
}

/**
 * Number of days in a month; `month` is 1-based (1 = January). February has
 * 29 days in leap years. A year outside 1..9999 or a month outside 1..12 is a
 * programming error and throws a RangeError.
 */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`daysInMonth: invalid year ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`daysInMonth: invalid month ${month}`);
  return dayjs
    .utc(0)
    .year(year)
    .month(month - 1)
    .date(1)
    .daysInMonth();
}

/** 'past' counts back from the first year, 'future' counts forward. */
export type YearDirection = 'past' | 'future';

/**
 * Year choices for the select boxes, starting with `from` itself:
 * yearOptions(2026, 70, 'past') → [2026, 2025, …, 1957] (birthday, 70 years);
 * yearOptions(2026, 5, 'future') → [2026, …, 2030] (wedding on create; 10 on
 * edit and for funerals). Use currentYearInSeoul() for `from`.
 */
export function yearOptions(from: number, count: number, direction: YearDirection): number[] {
  if (!Number.isInteger(from)) throw new RangeError(`yearOptions: invalid year ${from}`);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`yearOptions: invalid count ${count}`);
  const step = direction === 'past' ? -1 : 1;
  return Array.from({ length: count }, (_, index) => from + step * index);
}

/**
 * The instants a run of Korean calendar days covers, for filtering timestamps
 * by day: from midnight in Korea on startDate up to, not including, midnight
 * after endDate (both 'YYYY-MM-DD'). endDate null leaves the range open.
 * Null when a day is not a real date.
 */
export function seoulDayRange(startDate: string, endDate: string | null = null): { from: Date; until: Date | null } | null {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? fromWallClock(startDate) : null;
  if (!start) return null;
  if (endDate === null) return { from: start.toDate(), until: null };
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDate) ? fromWallClock(endDate) : null;
  if (!end) return null;
  return { from: start.toDate(), until: end.add(1, 'day').toDate() };
}

/** True for a 'YYYY-MM-DD' that is a day of the calendar ('2026-02-30' is not). */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && fromWallClock(text) !== null;
}

/** A wait as a person reads it: 45 → '45초', 120 → '2분', 90 → '1분 30초', 3600 → '60분'. Rounded up to whole seconds. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}
