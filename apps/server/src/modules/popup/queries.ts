import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { popups } from '@server/db/schema';
import { paginate, type PageRequest } from '@server/lib/paginate';
import { searchBy } from '@server/lib/search';

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

// ---- Back office ----

const adminPopupColumns = { all: [popups.title, popups.content], title: [popups.title], content: [popups.content] };

/** What the admin popup list sorts by (adminPopupSorts), ties by number. */
export const adminPopupSort = {
  columns: { name: popups.title, startDate: popups.startDate, endDate: popups.endDate, status: popups.useStatus },
  key: popups.popupSeq,
};

/** The admin popup list, newest first. */
export async function listAdminPopupPage(db: Database, query: { searchType: keyof typeof adminPopupColumns; searchWord?: string }, request: PageRequest) {
  const rows = db
    .select({ popupSeq: popups.popupSeq, title: popups.title, startDate: popups.startDate, endDate: popups.endDate, useStatus: popups.useStatus })
    .from(popups)
    .where(searchBy(adminPopupColumns, query.searchType, query.searchWord))
    .$dynamic();
  return paginate(db, rows, request, { orderBy: [desc(popups.createDate), desc(popups.popupSeq)] });
}

export async function findAdminPopup(db: Database, popupSeq: number) {
  const [row] = await db
    .select({
      popupSeq: popups.popupSeq,
      title: popups.title,
      content: popups.content,
      startDate: popups.startDate,
      endDate: popups.endDate,
      useStatus: popups.useStatus,
      xCoord: popups.xCoord,
      yCoord: popups.yCoord,
    })
    .from(popups)
    .where(eq(popups.popupSeq, popupSeq));
  return row;
}

export interface PopupValues {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  useStatus: 'y' | 'n';
  xCoord: number;
  yCoord: number;
}

export async function insertPopup(db: Database, values: PopupValues) {
  const row = only(await db.insert(popups).values(values).returning({ popupSeq: popups.popupSeq }), 'the inserted popup');
  return row.popupSeq;
}

/** Whether the row was there to change. */
export async function updatePopup(db: Database, popupSeq: number, values: PopupValues) {
  const rows = await db.update(popups).set(values).where(eq(popups.popupSeq, popupSeq)).returning({ popupSeq: popups.popupSeq });
  return rows.length > 0;
}

export async function deletePopups(db: Database, popupSeqs: number[]) {
  const rows = await db.delete(popups).where(inArray(popups.popupSeq, popupSeqs)).returning({ popupSeq: popups.popupSeq });
  return rows.length;
}
