import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminSeqOrNew, requiredText } from './admin';
import { adminAttachmentExtensions, adminDeletedFileSeqs, adminEditorHtml, adminStoredFileSchema } from './admin-content';
import { isEmptyRichText } from './editor';
import { fileKeySchema, instantSchema, maxSeq, pageOf, pageParam, searchQuery, seqParam } from './query';

/** The notice back office's own sentences (spec 002 gives none for these). */
export const noticeAdminMessages = {
  topNoticeYn: '상단 고정 여부를 선택해주세요.',
} as const;

/** Home page notice ticker: the latest this many. */
export const mainPageNoticeCount = 5;

/** GET /api/notice/getMainPageList */
export const mainPageNoticeSchema = z.object({ noticeSeq: z.number().int(), title: z.string(), createDate: instantSchema });
export type MainPageNotice = z.infer<typeof mainPageNoticeSchema>;
export const mainPageNoticeListSchema = z.array(mainPageNoticeSchema);

/**
 * GET /api/notice/get-list?page&searchType&searchWord (10 per page). Pinned
 * notices come first, then newest; the search applies to both.
 */
export const noticeListQuerySchema = z.object({ page: pageParam, ...searchQuery });
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const noticeRowSchema = z.object({
  noticeSeq: z.number().int(),
  /** Running number of an ordinary notice (the oldest is 1); null for a pinned one (show 공지). */
  number: z.number().int().nullable(),
  title: z.string(),
  createDate: instantSchema,
  viewCnt: z.number().int(),
  topNoticeYn: z.enum(['Y', 'N']),
  hasAttachment: z.boolean(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;
export const noticePageSchema = pageOf(noticeRowSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

/** GET /api/notice/get-detail?noticeSeq= */
export const noticeDetailQuerySchema = z.object({ noticeSeq: seqParam });
export type NoticeDetailQuery = z.input<typeof noticeDetailQuerySchema>;

/** The neighbours in list order: prev is the row below (older), next the row above (newer). */
export const nextPrevNoticeSchema = z.object({
  prevNoticeSeq: z.number().int().nullable(),
  prevNoticeTitle: z.string().nullable(),
  nextNoticeSeq: z.number().int().nullable(),
  nextNoticeTitle: z.string().nullable(),
});
export type NextPrevNotice = z.infer<typeof nextPrevNoticeSchema>;

export const noticeDetailSchema = z.object({
  noticeSeq: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: render inside `ql-editor`. */
  content: z.string(),
  createDate: instantSchema,
  /** Already counting this visit. */
  viewCnt: z.number().int(),
  topNoticeYn: z.enum(['Y', 'N']),
  /** Download through /api/file/download?path=&fileName=originalName. */
  attachList: z.array(z.object({ noticeAttachSeq: z.number().int(), path: fileKeySchema, originalName: z.string() })),
  nextPrevNotice: nextPrevNoticeSchema,
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

// ---- Back office (spec 002: notice list and form) ----

export const adminNoticeSearchTypes = ['all', 'title', 'content'] as const;
/** What the notice list sorts by: title, day registered, views (pinned notices lose their place while sorted). */
export const adminNoticeSorts = ['name', 'createdAt', 'views'] as const;
export const adminNoticeListQuerySchema = adminListQuery(adminNoticeSearchTypes, adminListSort(adminNoticeSorts));
export type AdminNoticeListQuery = z.input<typeof adminNoticeListQuerySchema>;

/** A row of the admin notice list: number (or 중요 when pinned), category, title, created date, attachments' names, views. */
export const adminNoticeRowSchema = z.object({
  noticeSeq: z.number().int(),
  topNoticeYn: z.enum(['Y', 'N']),
  categoryName: z.string().nullable(),
  title: z.string(),
  createDate: instantSchema,
  attachNames: z.array(z.string()),
  viewCnt: z.number().int(),
});
export type AdminNoticeRow = z.infer<typeof adminNoticeRowSchema>;

export const adminNoticeDetailSchema = z.object({
  noticeSeq: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as the editor loads it. */
  content: z.string(),
  topNoticeYn: z.enum(['Y', 'N']),
  categorySeq: z.number().int().nullable(),
  createDate: instantSchema,
  attachList: z.array(adminStoredFileSchema),
});
export type AdminNoticeDetail = z.infer<typeof adminNoticeDetailSchema>;

/** The notice form's attachments: the spec's note, enforced on the server by the files' bytes. */
export const noticeAttachmentNote = `첨부파일은 ${adminAttachmentExtensions.join(', ')} 형식만 올릴 수 있습니다.`;

/**
 * POST /api/admin/notice/save, multipart: the part `notice` (this, as JSON)
 * and the new files as `attachList`. No noticeSeq (or -1) registers, a
 * noticeSeq edits; deletedFileSeqs are stored attachments taken out.
 */
export const adminNoticeSaveSchema = z.object({
  noticeSeq: adminSeqOrNew,
  /** A notice may have no category (the list says 카테고리 없음). */
  categorySeq: z.preprocess(
    (value) => (value === '' || value === 0 || value === undefined ? null : value),
    z.number({ error: messages.query.seq }).int(messages.query.seq).min(1, messages.query.seq).max(maxSeq, messages.query.seq).nullable(),
  ),
  title: requiredText(messages.adminForm.titleRequired, 200, messages.adminForm.titleTooLong(200)),
  topNoticeYn: z.enum(['Y', 'N'], { error: noticeAdminMessages.topNoticeYn }).default('N'),
  content: adminEditorHtml.refine((html) => !isEmptyRichText(html), messages.adminForm.contentRequired),
  deletedFileSeqs: adminDeletedFileSeqs,
});
export type AdminNoticeSave = z.input<typeof adminNoticeSaveSchema>;
