import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminNoticeRow, SearchType } from '@ongi/shared';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { categories, noticeAttachments, notices } from '@server/db/schema';
import { listAttachments, type AttachmentTable } from '@server/lib/admin-upload';
import type { PageRequest } from '@server/lib/paginate';
import { noticePage, noticeSearch } from './queries';

/** notice_attach as the back office's attachment helpers see it. */
export const noticeAttachTable: AttachmentTable = {
  table: noticeAttachments,
  seq: noticeAttachments.noticeAttachSeq,
  owner: noticeAttachments.noticeSeq,
  path: noticeAttachments.path,
  originalName: noticeAttachments.originalName,
  sortOrder: noticeAttachments.sortOrder,
};

/** What the admin notice list sorts by (adminNoticeSorts), ties by number. */
export const adminNoticeSort = { columns: { name: notices.title, createdAt: notices.createDate, views: notices.viewCnt }, key: notices.noticeSeq };

/** The admin notice list in the public order (pinned first, then newest), every category, with the attachments' names. */
export async function listAdminNoticePage(db: Database, query: { searchType: SearchType; searchWord?: string }, request: PageRequest) {
  const where = noticeSearch(query.searchType, query.searchWord);
  const rows = db
    .select({
      noticeSeq: notices.noticeSeq,
      topNoticeYn: notices.topNoticeYn,
      categoryName: categories.name,
      title: notices.title,
      createDate: notices.createDate,
      viewCnt: notices.viewCnt,
    })
    .from(notices)
    .leftJoin(categories, eq(categories.categorySeq, notices.categorySeq))
    .where(where)
    .$dynamic();
  const page = await noticePage(db, rows, where !== undefined, request);
  const seqs = page.content.map((row) => row.noticeSeq);
  const files =
    seqs.length === 0
      ? []
      : await db
          .select({ noticeSeq: noticeAttachments.noticeSeq, originalName: noticeAttachments.originalName })
          .from(noticeAttachments)
          .where(inArray(noticeAttachments.noticeSeq, seqs))
          .orderBy(asc(noticeAttachments.sortOrder), asc(noticeAttachments.noticeAttachSeq));
  const content: AdminNoticeRow[] = page.content.map((row) => ({
    ...row,
    createDate: row.createDate.toISOString(),
    attachNames: files.filter((file) => file.noticeSeq === row.noticeSeq).map((file) => file.originalName),
  }));
  return { ...page, content };
}

export async function findAdminNotice(db: Database, noticeSeq: number) {
  const [row] = await db
    .select({
      noticeSeq: notices.noticeSeq,
      title: notices.title,
      content: notices.content,
      topNoticeYn: notices.topNoticeYn,
      categorySeq: notices.categorySeq,
      createDate: notices.createDate,
    })
    .from(notices)
    .where(eq(notices.noticeSeq, noticeSeq));
  if (!row) return undefined;
  return { ...row, createDate: row.createDate.toISOString(), attachList: await listAttachments(db, noticeAttachTable, noticeSeq) };
}

export interface NoticeValues {
  title: string;
  content: string;
  topNoticeYn: 'Y' | 'N';
  categorySeq: number | null;
}

export async function insertNotice(db: Database, values: NoticeValues) {
  const row = only(await db.insert(notices).values(values).returning({ noticeSeq: notices.noticeSeq }), 'the inserted notice');
  return row.noticeSeq;
}

/** Whether the row was there to change. */
export async function updateNotice(db: Database, noticeSeq: number, values: NoticeValues) {
  const rows = await db.update(notices).set(values).where(eq(notices.noticeSeq, noticeSeq)).returning({ noticeSeq: notices.noticeSeq });
  return rows.length > 0;
}

/** Deletes notices; their attachment rows go with them (notice_attach cascades). */
export async function deleteNotices(db: Database, noticeSeqs: number[]) {
  const rows = await db.delete(notices).where(inArray(notices.noticeSeq, noticeSeqs)).returning({ noticeSeq: notices.noticeSeq });
  return rows.length;
}
