import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { popups } from '../../db/schema';

/** Popups in use whose period holds `today` ('YYYY-MM-DD', Korean date): popup_use_period_idx. */
export function listActivePopups(db: Database, today: string) {
  return db
    .select({
      popupSeq: popups.popupSeq,
      title: popups.title,
      content: popups.content,
      xCoord: popups.xCoord,
      yCoord: popups.yCoord,
      startDate: popups.startDate,
      endDate: popups.endDate,
    })
    .from(popups)
    .where(and(eq(popups.useStatus, 'y'), lte(popups.startDate, today), gte(popups.endDate, today)))
    .orderBy(asc(popups.startDate), asc(popups.popupSeq));
}
