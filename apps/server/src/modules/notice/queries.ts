import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NextPrevNotice, NoticeRow, SearchType } from '@ongi/shared';
import type { Database } from '../../db/client';
import { noticeAttachments, notices } from '../../db/schema';
import { boardSearch } from './search';

// The list order everywhere: pinned notices first, then newest (notice_top_create_idx).
const listOrder = [desc(notices.topNoticeYn), desc(notices.createDate), desc(notices.noticeSeq)];

/** The home page ticker: the latest notices, pinned or not. */
export function listLatestNotices(db: Database, limit: number) {
  return db
    .select({ noticeSeq: notices.noticeSeq, title: notices.title, createDate: notices.createDate })
    .from(notices)
    .orderBy(desc(notices.createDate), desc(notices.noticeSeq))
    .limit(limit);
}

export function noticeSearch(searchType: SearchType, word: string | undefined): SQL | undefined {
  return boardSearch(searchType, word, notices.title, notices.content, true);
}

/**
 * One page of the list. Ordinary notices carry a running number (the oldest
 * matching one is 1); pinned ones carry null and the list shows 공지. Pinned
 * notices sort first, so they fill the first page and later pages are ordinary.
 */
export async function listNoticePage(db: Database, where: SQL | undefined, page: number, size: number) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pinned: sql<number>`(count(*) filter (where ${notices.topNoticeYn} = 'Y'))::int`,
    })
    .from(notices)
    .where(where);
  const offset = (page - 1) * size;
  if (offset >= counts.total) return { content: [] as NoticeRow[], totalElements: counts.total };
  const rows = await db
    .select({
      noticeSeq: notices.noticeSeq,
      title: notices.title,
      createDate: notices.createDate,
      viewCnt: notices.viewCnt,
      topNoticeYn: notices.topNoticeYn,
    })
    .from(notices)
    .where(where)
    .orderBy(...listOrder)
    .limit(size)
    .offset(offset);
  // Which of these rows have files: one probe of notice_attach_notice_sort_idx for the page.
  const withFiles = new Set(
    rows.length === 0
      ? []
      : (
          await db
            .selectDistinct({ noticeSeq: noticeAttachments.noticeSeq })
            .from(noticeAttachments)
            .where(inArray(noticeAttachments.noticeSeq, rows.map((row) => row.noticeSeq)))
        ).map((row) => row.noticeSeq),
  );
  const ordinaryTotal = counts.total - counts.pinned;
  const content: NoticeRow[] = rows.map((row, i) => ({
    ...row,
    hasAttachment: withFiles.has(row.noticeSeq),
    number: row.topNoticeYn === 'Y' ? null : ordinaryTotal - (offset + i - counts.pinned),
    createDate: row.createDate.toISOString(),
  }));
  return { content, totalElements: counts.total };
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
    .orderBy(...listOrder)
    .limit(1);
  const [next] = await db
    .select({ seq: notices.noticeSeq, title: notices.title })
    .from(notices)
    .where(sql`${key} > ${currentKey}`)
    .orderBy(asc(notices.topNoticeYn), asc(notices.createDate), asc(notices.noticeSeq))
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
