import { z } from '../zod';
import { messages } from '../messages';
import { adminListQuery, adminListSort, adminRequiredSeq, adminSeqOrNew, requiredText } from './admin';
import { adminAmount, adminDeletedFileSeqs, adminEditorHtml, adminRequiredDay, adminStoredFileSchema } from './admin-content';
import { calendarDateSchema, categoryRefSchema, fileKeySchema, instantSchema, optionalSeqParam, pageOf, pageParam, seqParam } from './query';

/** Home page sponsor news: the latest this many. */
export const mainPageSponsorCount = 8;

export const sponsorCardSchema = z.object({
  sponsorSeq: z.number().int(),
  sponsorTitle: z.string(),
  /** Plain summary text for cards. */
  sponsorContent: z.string().nullable(),
  sponsorAmount: z.number().int(),
  category: categoryRefSchema.nullable(),
  /** Null: show one of the four fallback images. */
  thumbnailPath: fileKeySchema.nullable(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  createDate: instantSchema,
});
export type SponsorCard = z.infer<typeof sponsorCardSchema>;

/** GET /api/sponsor/main-page-sponsor-list */
export const sponsorCardListSchema = z.array(sponsorCardSchema);

/** GET /api/sponsor/get-list?page&categorySeq (8 per page, newest first). */
export const sponsorListQuerySchema = z.object({ page: pageParam, categorySeq: optionalSeqParam });
export type SponsorListQuery = z.input<typeof sponsorListQuerySchema>;
export const sponsorPageSchema = pageOf(sponsorCardSchema);
export type SponsorPage = z.infer<typeof sponsorPageSchema>;

/** GET /api/sponsor/get-detail?sponsorSeq= */
export const sponsorDetailQuerySchema = z.object({ sponsorSeq: seqParam });
export type SponsorDetailQuery = z.input<typeof sponsorDetailQuerySchema>;

export const sponsorDetailSchema = sponsorCardSchema.extend({
  /** Sanitised HTML: render inside `ql-editor`. */
  editorHtml: z.string(),
  attachList: z.array(z.object({ sponsorAttachSeq: z.number().int(), originalName: z.string(), path: fileKeySchema })),
});
export type SponsorDetail = z.infer<typeof sponsorDetailSchema>;

// ---- Back office (spec 002: sponsor list and form) ----

export const sponsorAdminMessages = {
  startDateRequired: '시작일을 선택해주세요.',
  endDateRequired: '종료일을 선택해주세요.',
  periodOrder: messages.adminForm.endBeforeStart,
  contentRequired: '내용을 입력해주세요.',
  deleted: '삭제되었습니다.',
} as const;

export const adminSponsorSearchTypes = ['all', 'title', 'content'] as const;
/** What the sponsor list sorts by: title, amount, start of the period, day registered. */
export const adminSponsorSorts = ['name', 'amount', 'startDate', 'createdAt'] as const;
export const adminSponsorListQuerySchema = adminListQuery(adminSponsorSearchTypes, adminListSort(adminSponsorSorts));
export type AdminSponsorListQuery = z.input<typeof adminSponsorListQuerySchema>;

/** A row of the admin sponsor list: number, title, content, amount, period, created date. */
export const adminSponsorRowSchema = z.object({
  sponsorSeq: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  sponsorAmount: z.number().int(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  createDate: instantSchema,
});
export type AdminSponsorRow = z.infer<typeof adminSponsorRowSchema>;

export const adminSponsorDetailSchema = z.object({
  sponsorSeq: z.number().int(),
  categorySeq: z.number().int().nullable(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  sponsorAmount: z.number().int(),
  title: z.string(),
  content: z.string().nullable(),
  editorHtml: z.string(),
  thumbnailPath: fileKeySchema.nullable(),
  attachList: z.array(adminStoredFileSchema),
  createDate: instantSchema,
});
export type AdminSponsorDetail = z.infer<typeof adminSponsorDetailSchema>;

/**
 * POST /api/admin/sponsor/save, multipart: the `sponsor` part is this JSON
 * (sponsorSeq -1 or absent registers), `thumbnail` one image and
 * `attachList` the new attachments.
 */
export const adminSponsorSaveSchema = z
  .object({
    sponsorSeq: adminSeqOrNew,
    categorySeq: adminRequiredSeq(messages.adminForm.categoryRequired),
    startDate: adminRequiredDay(sponsorAdminMessages.startDateRequired),
    endDate: adminRequiredDay(sponsorAdminMessages.endDateRequired),
    sponsorAmount: adminAmount,
    title: requiredText(messages.adminForm.titleRequired, 200, messages.adminForm.titleTooLong(200)),
    content: requiredText(sponsorAdminMessages.contentRequired, 1000, messages.adminForm.contentTooLong(1000)),
    editorHtml: adminEditorHtml,
    deletedFileSeqs: adminDeletedFileSeqs,
    /** The stored thumbnail is taken out (without a new one in its place). */
    removeThumbnail: z.boolean().default(false),
  })
  .refine((value) => value.endDate >= value.startDate, { message: sponsorAdminMessages.periodOrder, path: ['endDate'] });
export type AdminSponsorSave = z.input<typeof adminSponsorSaveSchema>;
