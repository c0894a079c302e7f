import { daysInMonth } from '@ongi/shared';

/** A date as three selects hold it: '' for a part not chosen yet, otherwise digits without leading zeros. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const emptyDateParts: DateParts = { year: '', month: '', day: '' };
export const monthNumbers = Array.from({ length: 12 }, (_, index) => index + 1);

const unpadded = (part: string | undefined) => (part && /^\d+$/.test(part) ? String(Number(part)) : '');

/**
 * How many days the day select offers. Without a month, 31; without a year,
 * February keeps its 29th (a leap year) so no day is taken away too early.
 */
export function dayCountOf(parts: Pick<DateParts, 'year' | 'month'>): number {
  const month = Number(parts.month);
  if (!Number.isInteger(month) || month < 1 || month > 12) return 31;
  const year = Number(parts.year);
  return daysInMonth(Number.isInteger(year) && year >= 1 && year <= 9999 ? year : 2000, month);
}

/** After the year or month changed: a day the month does not have is cleared rather than silently moved. */
export function fitDay(parts: DateParts): DateParts {
  return parts.day && Number(parts.day) > dayCountOf(parts) ? { ...parts, day: '' } : parts;
}

/** 'YYYY-MM-DD' (or a partly chosen 'YYYY-MM-', or '') → the three parts. */
export function datePartsOf(iso: string | null | undefined): DateParts {
  if (!iso) return emptyDateParts;
  const [year, month, day] = iso.split('-');
  return { year: unpadded(year), month: unpadded(month), day: unpadded(day) };
}

/**
 * The parts as the form's one value: '' when nothing is chosen, else
 * 'YYYY-MM-DD' with the missing parts left empty ('2026-03-'), which no
 * calendar-date rule accepts, so a half-chosen date fails as the spec says.
 */
export function isoOf(parts: DateParts): string {
  if (!parts.year && !parts.month && !parts.day) return '';
  const pad = (part: string, width: number) => (part ? part.padStart(width, '0') : '');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
