import { z } from '../zod';
import { fileKeySchema, instantSchema, pageOf, pageParam, searchQuery, seqParam } from './query';

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
