import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { filterStartDate, messages, seoulDayRange } from '@ongi/shared';
import { HttpError } from './http-error';

// The period filters of the my-page lists (orders, inquiries, reviews) count
// Korean calendar days, whatever the server's clock zone: "today" starts at
// midnight in Korea, and an end day includes all of that day.

/** Instants from `from` up to, not including, `until` (open when null). */
export interface Period {
  from: Date;
  until: Date | null;
}

/** startDate..endDate, both 'YYYY-MM-DD' in Korea and inclusive; an impossible day answers 400. */
export function betweenDays(startDate: string, endDate: string): Period {
  const range = seoulDayRange(startDate, endDate);
  if (!range) throw new HttpError(400, messages.myPage.dateRange);
  return range;
}

/** 'all' has no bound; 0 is today since midnight in Korea; N is the last N days and today. */
export function sinceDaysAgo(daysAgo: number | 'all', now = new Date()): Period | null {
  const start = filterStartDate(daysAgo, now);
  return start === null ? null : seoulDayRange(start);
}

/** The where-clause of a timestamp column inside a period; undefined when there is no period. */
export function within(column: AnyPgColumn, period: Period | null): SQL | undefined {
  if (!period) return undefined;
  return and(gte(column, period.from), period.until ? lt(column, period.until) : undefined);
}
