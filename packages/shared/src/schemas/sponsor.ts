import { z } from '../zod';
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
