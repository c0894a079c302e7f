import { asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { NextPrevNotice, NoticeRow, SearchType } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { noticeAddressViews, noticeAttachments, notices } from '@server/db/schema';
import { newestFirstStart, talliedTotal } from '@server/lib/list-tally';
import { countdownNumber, descending, paginate, sortSql, type PageRequest } from '@server/lib/paginate';
import { boardSearch } from '@server/lib/search';

// The list order everywhere: pinned notices first, then newest, to the row (notice_list_idx).
export const listOrder = [descending(notices.topNoticeYn), descending(notices.createDate), descending(notices.noticeSeq)];

/**
 * A page of notices in the list order. Unsearched, the total is the tally's (a
 * hundred thousand notices are not counted per request) and a deep page
 * starts at its day from the day tallies; a searched one is counted through
 * the trigram indexes and a deep page found through notice_list_idx alone.
 */
export function noticePage<Q extends Parameters<typeof paginate>[1]>(db: Database, query: Q, searched: boolean, request: PageRequest) {
  return paginate(db, query, request, {
    orderBy: listOrder,
    key: notices.noticeSeq,
    total: searched ? undefined : () => talliedTotal(db, 'notice'),
    start: searched ? undefined : newestFirstStart(db, { list: 'notice', createDate: notices.createDate, leadingBucket: notices.topNoticeYn }),
  });
}

/** The home page ticker: the latest notices, pinned or not. */
export function listLatestNotices(db: Database, limit: number) {
  return db
    .select({ noticeSeq: notices.noticeSeq, title: notices.title, createDate: notices.createDate })
    .from(notices)
    .orderBy(desc(notices.createDate), desc(notices.noticeSeq))
    .limit(limit);
}

export function noticeSearch(searchType: SearchType, word: string | undefined): SQL | undefined {
  return boardSearch(searchType, word, notices.title, { html: notices.content });
}

/**
 * One page of the list. Ordinary notices carry a running number (the oldest
 * matching one is 1); pinned ones carry null and the list shows 공지. Pinned
 * notices sort first, so a countdown from the total over the whole list gives
 * the newest ordinary notice the number of ordinary ones.
 */
export async function listNoticePage(db: Database, where: SQL | undefined, request: PageRequest) {
  const query = db
    .select({
      noticeSeq: notices.noticeSeq,
      title: notices.title,
      createDate: notices.createDate,
      viewCnt: notices.viewCnt,
      topNoticeYn: notices.topNoticeYn,
    })
    .from(notices)
    .where(where)
    .$dynamic();
  const { content: rows, totalElements } = await noticePage(db, query, where !== undefined, request);
  // Which of these rows have files: one probe of notice_attach_notice_sort_idx for the page.
  const withFiles = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectDistinct({ noticeSeq: noticeAttachments.noticeSeq })
            .from(noticeAttachments)
            .where(
              inArray(
                noticeAttachments.noticeSeq,
                rows.map((row) => row.noticeSeq),
              ),
            )
        ).map((row) => row.noticeSeq),
  );
  const content: NoticeRow[] = rows.map((row, i) => ({
    ...row,
    hasAttachment: withFiles.has(row.noticeSeq),
    number: row.topNoticeYn === 'Y' ? null : countdownNumber(totalElements, request, i),
    createDate: row.createDate.toISOString(),
  }));
  return { content, totalElements };
}

export async function findNotice(db: Database, noticeSeq: number) {
  const [row] = await db
    .select({
      noticeSeq: notices.noticeSeq,
      title: notices.title,
      content: notices.content,
      createDate: notices.createDate,
      viewCnt: notices.viewCnt,
      topNoticeYn: notices.topNoticeYn,
    })
    .from(notices)
    .where(eq(notices.noticeSeq, noticeSeq))
    .limit(1);
  return row ?? null;
}

export function listNoticeAttachments(db: Database, noticeSeq: number) {
  return db
    .select({ noticeAttachSeq: noticeAttachments.noticeAttachSeq, path: noticeAttachments.path, originalName: noticeAttachments.originalName })
    .from(noticeAttachments)
    .where(eq(noticeAttachments.noticeSeq, noticeSeq))
    .orderBy(asc(noticeAttachments.sortOrder), asc(noticeAttachments.noticeAttachSeq));
}

/**
 * The neighbours in list order: prev is the row just below (older), next the
 * row just above (newer). The current row's key is read inside the query, so
 * timestamps are compared at the database's full precision.
 */
export async function findNeighbours(db: Database, noticeSeq: number): Promise<NextPrevNotice> {
  const key = sql`(${notices.topNoticeYn}, ${notices.createDate}, ${notices.noticeSeq})`;
  const currentKey = sql`(select c.top_notice_yn, c.create_date, c.notice_seq from ${notices} c where c.notice_seq = ${noticeSeq})`;
  const [prev] = await db
    .select({ seq: notices.noticeSeq, title: notices.title })
    .from(notices)
    .where(sql`${key} < ${currentKey}`)
    .orderBy(...sortSql(listOrder))
    .limit(1);
  const [next] = await db
    .select({ seq: notices.noticeSeq, title: notices.title })
    .from(notices)
    .where(sql`${key} > ${currentKey}`)
    .orderBy(...sortSql(listOrder, true))
    .limit(1);
  return {
    prevNoticeSeq: prev?.seq ?? null,
    prevNoticeTitle: prev?.title ?? null,
    nextNoticeSeq: next?.seq ?? null,
    nextNoticeTitle: next?.title ?? null,
  };
}

/** One more view, atomically; answers the new count (null when the notice is gone). */
export async function countView(db: Database, noticeSeq: number): Promise<number | null> {
  const [row] = await db
    .update(notices)
    // A view is not an edit: the last-changed time stays.
    .set({ viewCnt: sql`${notices.viewCnt} + 1`, updateDate: sql`${notices.updateDate}` })
    .where(eq(notices.noticeSeq, noticeSeq))
    .returning({ viewCnt: notices.viewCnt });
  return row?.viewCnt ?? null;
}

/**
 * Records a view of the notice from this address hash; true when it counts
 * (the first in a day). One statement, so two requests at once cannot both count.
 */
export async function recordAddressView(db: Database, noticeSeq: number, viewerHash: string, now = new Date()): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const counted = await db
    .insert(noticeAddressViews)
    .values({ noticeSeq, viewerHash, viewedAt: now })
    .onConflictDoUpdate({
      target: [noticeAddressViews.noticeSeq, noticeAddressViews.viewerHash],
      set: { viewedAt: now },
      setWhere: lt(noticeAddressViews.viewedAt, dayAgo),
    })
    .returning({ noticeSeq: noticeAddressViews.noticeSeq });
  return counted.length > 0;
}

/** Forgets address views older than a day (housekeeping). */
export async function sweepAddressViews(db: Database, now = new Date()) {
  await db.delete(noticeAddressViews).where(lt(noticeAddressViews.viewedAt, new Date(now.getTime() - 24 * 3_600_000)));
}
