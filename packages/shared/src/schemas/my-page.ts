import { z } from '../zod';
import { messages } from '../messages';
import { orderFilterDays } from '../constants';
import { blankAsAbsent, calendarDateSchema, fileKeySchema, instantSchema, maxSeq, pageParam } from './query';

// The member's own records on my-page (spec 000 sections 3 and 7).

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = z.string({ error: messages.myPage.dateRange }).regex(datePattern, messages.myPage.dateRange);

/** ?page&startDate&endDate (both 'YYYY-MM-DD' in Korea, inclusive). */
export const betweenQuerySchema = z
  .object({ page: pageParam, startDate: dateParam, endDate: dateParam })
  .refine((query) => query.startDate <= query.endDate, { message: messages.myPage.dateRange, path: ['startDate'] });
export type BetweenQuery = z.input<typeof betweenQuerySchema>;

/**
 * GET /api/review/get-between-list?page[&startDate&endDate]: the same range,
 * or neither date for every review ('전체': a review older than any chip stays
 * reachable).
 */
export const optionalBetweenQuerySchema = z
  .object({ page: pageParam, startDate: blankAsAbsent(dateParam.optional()), endDate: blankAsAbsent(dateParam.optional()) })
  .refine((query) => (query.startDate === undefined) === (query.endDate === undefined), { message: messages.myPage.dateRange, path: ['startDate'] })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, { message: messages.myPage.dateRange, path: ['startDate'] });
export type OptionalBetweenQuery = z.input<typeof optionalBetweenQuerySchema>;

/** GET /api/invitation/get-ago-list?page&daysAgo: 'all', 0 (today) or N days. */
export const agoQuerySchema = z.object({
  page: pageParam,
  daysAgo: blankAsAbsent(
    z
      .union(
        [
          z.literal('all'),
          // Each rule names its message: a union reports the closest branch's own issue, not its error option.
          z.coerce.number().int(messages.myPage.dateRange).min(0, messages.myPage.dateRange).max(3650, messages.myPage.dateRange),
        ],
        { error: messages.myPage.dateRange },
      )
      .default('all'),
  ),
});
export type AgoQuery = z.input<typeof agoQuerySchema>;
export const orderFilterChoices = orderFilterDays;

/** My orders are 10 per page. */
export const myOrderPageSize = 10;

/** A member's order row (000 section 3): one wedding or funeral invitation. */
export const memberOrderSchema = z.object({
  invitationSeq: z.number().int(),
  orderNum: z.string(),
  /** The guests' number: the 초대장 보기 link (/invitation/{publicNum}). */
  publicNum: z.string(),
  createDate: instantSchema,
  /** The invitation's main photo, or null. */
  filePath: fileKeySchema.nullable(),
  useCampaign: z.boolean(),
  campaignSeq: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  campaignName: z.string().nullable(),
  campaignAmount: z.number().int().nullable(),
  eventLocationName: z.string(),
  eventLocationDtl: z.string().nullable(),
  eventDate: calendarDateSchema,
  isWedding: z.boolean(),
  hasReview: z.boolean(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;
export const memberOrderPageSchema = z.object({ content: z.array(memberOrderSchema), totalElements: z.number().int() });

/**
 * GET /api/payment/cancel-list?page: the member's cancelled or refunded
 * payments. A payer sees the payment's own number only: the invitation's order
 * number is the host's login secret (spec README decision).
 */
export const cancelledPaymentSchema = z.object({
  paymentSeq: z.number().int(),
  paymentId: z.string(),
  campaignName: z.string().nullable(),
  amount: z.number().int(),
  cancelledAmount: z.number().int(),
  status: z.enum(['CANCELLED', 'PARTIAL_CANCELLED']),
  paidAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
});
export type CancelledPayment = z.infer<typeof cancelledPaymentSchema>;
export const cancelledPaymentPageSchema = z.object({ content: z.array(cancelledPaymentSchema), totalElements: z.number().int() });

/** GET /api/inquiry/get-list?page&startDate&endDate: the member's 1:1 inquiries. */
export const memberInquirySchema = z.object({
  inquirySeq: z.number().int(),
  /** Row number, newest first across pages. */
  number: z.number().int(),
  questionTitle: z.string(),
  /** HTML (line breaks as <br>). */
  questionContent: z.string(),
  userEmail: z.string().nullable(),
  createDate: instantSchema,
  answer: z.string().nullable(),
  answerDate: instantSchema.nullable(),
  /** 답변완료 or 접수중 (styled). */
  isAnswered: z.boolean(),
});
export type MemberInquiry = z.infer<typeof memberInquirySchema>;
export const memberInquiryPageSchema = z.object({ content: z.array(memberInquirySchema), totalElements: z.number().int() });

export const inquiryStatusLabels = { answered: '답변완료', waiting: '접수중' } as const;

/** POST /api/inquiry/delete-inquiries: the list of ids. */
export const deleteInquiriesSchema = z
  .array(
    z
      .number({ error: messages.common.badRequest })
      .int(messages.common.badRequest)
      .positive(messages.common.badRequest)
      .max(maxSeq, messages.common.badRequest),
    {
      error: messages.myPage.noInquirySelected,
    },
  )
  .min(1, messages.myPage.noInquirySelected)
  .max(100);

/** GET /api/review/get-between-list?page&startDate&endDate: the member's reviews. */
export const myReviewSchema = z.object({
  reviewSeq: z.number().int(),
  orderNum: z.string(),
  reviewRating: z.number(),
  reviewText: z.string(),
  attachList: z.array(z.object({ path: fileKeySchema })),
  createDate: instantSchema,
  /** When the reviewed order (invitation) was made. */
  invitationCreateDate: instantSchema.nullable(),
  categoryName: z.string().nullable(),
  campaignName: z.string().nullable(),
  campaignSeq: z.number().int().nullable(),
  showPartnerCompany: z.enum(['Y', 'N']),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewPageSchema = z.object({ content: z.array(myReviewSchema), totalElements: z.number().int() });

/** Review photos: JPG, GIF and PNG only. */
export const reviewPhotoTypes = ['image/jpeg', 'image/gif', 'image/png'] as const;
/** At most this many photos per review (review.tooManyPhotos). */
export const reviewPhotoMax = 5;
/** Each photo at most 10 MB (review.photoSize). */
export const reviewPhotoMaxBytes = 10 * 1024 * 1024;
export const reviewTextMax = 1000;

/** The `review` JSON part of POST /api/review/create-review (multipart; photos in `attachList`). */
export const createReviewSchema = z
  .object({
    orderNum: z.string().trim().min(1, messages.review.orderNotFound).max(20, messages.review.orderNotFound),
    reviewRating: z.coerce.number().default(0),
    reviewText: z.string().default(''),
    showPartnerCompany: z.enum(['Y', 'N']).default('Y'),
  })
  .superRefine((input, context) => {
    const rating = input.reviewRating;
    if (!(rating >= 0.5 && rating <= 5 && Number.isInteger(rating * 2))) {
      context.addIssue({ code: 'custom', path: ['reviewRating'], message: messages.review.ratingRequired });
      return;
    }
    if (input.reviewText.trim() === '') {
      context.addIssue({ code: 'custom', path: ['reviewText'], message: messages.review.textRequired });
      return;
    }
    if (input.reviewText.length > reviewTextMax) {
      context.addIssue({ code: 'custom', path: ['reviewText'], message: messages.review.textTooLong });
    }
  });
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export const createReviewResultSchema = z.object({ reviewSeq: z.number().int(), message: z.string() });

// ---------------------------------------------------------------------------
// Where the member is logged in (ASVS 7.4/7.5): a list with 로그아웃 per device

export const deviceTypes = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** GET /api/account/sessions: the member's live sessions, the current one first, then by last use. */
export const memberSessionSchema = z.object({
  /** A public handle of the session (never the cookie's secret). */
  sessionId: z.string(),
  /** 'Chrome 131', or null when the browser did not say. */
  browser: z.string().nullable(),
  /** 'Android 14', 'Windows 10', or null. */
  os: z.string().nullable(),
  deviceType: z.enum(deviceTypes),
  ipAddress: z.string().nullable(),
  createdAt: instantSchema,
  lastSeenAt: instantSchema,
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.object({ content: z.array(memberSessionSchema), totalElements: z.number().int() });
export const sessionIdParamsSchema = z.object({
  sessionId: z.string({ error: messages.session.notFound }).regex(/^[A-Za-z0-9_-]{8,64}$/, messages.session.notFound),
});
