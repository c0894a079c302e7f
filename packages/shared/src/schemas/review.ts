import { z } from '../zod';
import { messages } from '../messages';
import { blankAsAbsent, fileKeySchema, instantSchema, pageParam, seqParam } from './query';

export const reviewSortTypes = ['latest', 'topRated'] as const;
export type ReviewSortType = (typeof reviewSortTypes)[number];

/** Home page best reviews: at most this many. */
export const bestReviewCount = 10;

/** GET /api/review/campaign-review-list?page&campaignSeq&sortType (10 per page). */
export const campaignReviewListQuerySchema = z.object({
  page: pageParam,
  campaignSeq: seqParam,
  sortType: blankAsAbsent(z.enum(reviewSortTypes, { error: messages.query.sortType }).default('latest')),
});
export type CampaignReviewListQuery = z.input<typeof campaignReviewListQuerySchema>;

export const publicReviewSchema = z.object({
  reviewSeq: z.number().int(),
  /** 0.5 to 5 in half steps. */
  reviewRating: z.number(),
  reviewText: z.string(),
  /** Photos in order; the photo-only filter keeps reviews with at least one. */
  attachList: z.array(z.object({ path: fileKeySchema })),
  /** Already masked by the server after 2 characters ('me******'); the raw id never leaves it. */
  userId: z.string(),
  createDate: instantSchema,
  /** The reviewed campaign's public category name, or null. */
  categoryName: z.string().nullable(),
  campaignName: z.string().nullable(),
  showPartnerCompany: z.enum(['Y', 'N']),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The rating summary of all of a campaign's reviews (not only the page). */
export const reviewSummarySchema = z.object({
  /** One decimal (averageRating). */
  average: z.number(),
  count: z.number().int(),
  /** The average rounded to the nearest half (starIcon). */
  starIcon: z.number(),
  /** Stars 5 down to 1, integer percentages adding up to 100 (ratingShares). */
  shares: z.array(z.object({ star: z.number().int(), count: z.number().int(), percent: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const campaignReviewPageSchema = z.object({
  content: z.array(publicReviewSchema),
  totalElements: z.number().int(),
  summary: reviewSummarySchema,
});
export type CampaignReviewPage = z.infer<typeof campaignReviewPageSchema>;

/** GET /api/review/best-list */
export const bestReviewListSchema = z.array(publicReviewSchema);
