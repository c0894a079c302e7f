import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, categories, reviewAttachments, reviews } from '../../db/schema';
import { publicCategoryJoin } from '../category/queries';

export type ReviewSort = 'latest' | 'topRated';

const reviewFields = {
  reviewSeq: reviews.reviewSeq,
  reviewRating: reviews.reviewRating,
  reviewText: reviews.reviewText,
  userId: reviews.userId,
  createDate: reviews.createDate,
  categoryName: categories.name,
  campaignName: campaigns.campaignName,
  showPartnerCompany: reviews.showPartnerCompany,
};

export type ReviewRow = {
  reviewSeq: number;
  reviewRating: number;
  reviewText: string;
  userId: string;
  createDate: Date;
  categoryName: string | null;
  campaignName: string;
  showPartnerCompany: 'Y' | 'N';
};

/** Reviews of published campaigns, with the campaign's name and public category. */
function selectReviews(db: Database, where: SQL) {
  return db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(campaigns, and(eq(campaigns.campaignSeq, reviews.campaignSeq), eq(campaigns.displayYn, 'Y')))
    .leftJoin(categories, publicCategoryJoin(campaigns.categorySeq, 'campaign'))
    .where(where)
    .$dynamic();
}

// Both orders walk review_campaign_create_idx or review_campaign_rating_idx backwards.
const orders: Record<ReviewSort, SQL[]> = {
  latest: [desc(reviews.createDate), desc(reviews.reviewSeq)],
  topRated: [desc(reviews.reviewRating), desc(reviews.createDate), desc(reviews.reviewSeq)],
};

export function listCampaignReviews(db: Database, campaignSeq: number, sort: ReviewSort, page: number, size: number): Promise<ReviewRow[]> {
  return selectReviews(db, eq(reviews.campaignSeq, campaignSeq))
    .orderBy(...orders[sort])
    .limit(size)
    .offset((page - 1) * size);
}

/** How many reviews give each rating: the summary and the total from one small grouped query. */
export function ratingCounts(db: Database, campaignSeq: number) {
  return db
    .select({ rating: reviews.reviewRating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.campaignSeq, campaignSeq))
    .groupBy(reviews.reviewRating);
}

/** The home page's best reviews: highest rated with some text, newest first. */
export function listBestReviews(db: Database, limit: number): Promise<ReviewRow[]> {
  return selectReviews(db, sql`btrim(${reviews.reviewText}) <> ''`)
    .orderBy(...orders.topRated)
    .limit(limit);
}

/** The photos of several reviews in one query, grouped by review. */
export async function photosOf(db: Database, reviewSeqs: number[]): Promise<Map<number, Array<{ path: string }>>> {
  const photos = new Map<number, Array<{ path: string }>>();
  if (reviewSeqs.length === 0) return photos;
  const rows = await db
    .select({ reviewSeq: reviewAttachments.reviewSeq, path: reviewAttachments.path })
    .from(reviewAttachments)
    .where(inArray(reviewAttachments.reviewSeq, reviewSeqs))
    .orderBy(asc(reviewAttachments.reviewSeq), asc(reviewAttachments.sortOrder), asc(reviewAttachments.reviewAttachSeq));
  for (const row of rows) {
    const list = photos.get(row.reviewSeq) ?? [];
    list.push({ path: row.path });
    photos.set(row.reviewSeq, list);
  }
  return photos;
}
