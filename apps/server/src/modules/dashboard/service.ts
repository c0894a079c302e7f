import { seoulDayRange, todayInSeoul, toSeoulTime, type Dashboard } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { openDifferenceSummary } from '@server/modules/reconciliation';
import { pendingByOrganisation } from '@server/modules/settlement';
import { eventsOn, waitingCounts, wreathFigures, wreathsPerDay } from './queries';

/** Events shown; the rest are counted (a busy Saturday of weddings). */
export const eventsShown = 20;
const chartDays = 30;
const organisationsShown = 10;

/** Korean days: `day` moved by `by` days ('YYYY-MM-DD'). */
function shift(day: string, by: number): string {
  return toSeoulTime(`${day}T12:00:00+09:00`)!.add(by, 'day').format('YYYY-MM-DD');
}

/** Monday of the Korean week `day` is in (weeks start on Monday in Korea's offices). */
export function mondayOf(day: string): string {
  const weekday = toSeoulTime(`${day}T12:00:00+09:00`)!.day();
  return shift(day, -((weekday + 6) % 7));
}

function range(first: string, last: string) {
  const span = seoulDayRange(first, last);
  if (!span?.until) throw new Error(`not a day range: ${first}..${last}`);
  return span as { from: Date; until: Date };
}

/** The start page, as of `now`. */
export async function dashboardOf(db: Database, now = new Date()): Promise<Dashboard> {
  const today = todayInSeoul(now);
  const weekStart = mondayOf(today);
  const todaySpan = range(today, today);
  const firstChartDay = shift(today, -(chartDays - 1));
  const [todayFigures, weekFigures, perDay, events, waiting, reconciliation, organisations] = await Promise.all([
    wreathFigures(db, todaySpan.from, todaySpan.until),
    wreathFigures(db, range(weekStart, today).from, todaySpan.until),
    wreathsPerDay(db, range(firstChartDay, today).from, todaySpan.until),
    eventsOn(db, [today, shift(today, 1)], eventsShown),
    waitingCounts(db),
    openDifferenceSummary(db),
    pendingByOrganisation(db),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const daily = Array.from({ length: chartDays }, (_, index) => {
    const day = shift(firstChartDay, index);
    const row = byDay.get(day);
    return { day, wreaths: row?.wreaths ?? 0, amount: row?.amount ?? 0 };
  });
  return {
    today,
    todayFigures,
    weekStart,
    weekFigures,
    daily,
    events: events.events,
    eventsTotal: events.total,
    ...waiting,
    reconciliationOpen: reconciliation.open,
    reconciliationLastDay: reconciliation.lastDay,
    // What each organisation is still owed (no settlement batch holds it yet), the largest first.
    organisations: organisations
      .filter((organisation) => organisation.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.donationGroupSeq - b.donationGroupSeq)
      .slice(0, organisationsShown)
      .map(({ amount, ...organisation }) => ({ ...organisation, donatedAmount: amount })),
  };
}
