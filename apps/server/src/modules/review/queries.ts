import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { only } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { campaigns, categories, funeralInvitations, reviewAttachments, reviews, reviewTallies, storedFiles, weddingInvitations } from '@server/db/schema';
import { descending, paginate, sortSql, type PageRequest, type SortKey } from '@server/lib/paginate';
import { within, type Period } from '@server/lib/period';
import { publicCategoryJoin } from '@server/lib/public-category';

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

// Both orders walk review_campaign_create_idx or review_campaign_rating_idx backwards, to the row.
const orders: Record<ReviewSort, SortKey[]> = {
  latest: [descending(reviews.createDate), descending(reviews.reviewSeq)],
  topRated: [descending(reviews.reviewRating), descending(reviews.createDate), descending(reviews.reviewSeq)],
};

/** A page of a campaign's reviews; `total` is their number, which the rating summary has counted already. */
export function listCampaignReviews(db: Database, campaignSeq: number, sort: ReviewSort, request: PageRequest, total: number) {
  return paginate(db, selectReviews(db, eq(reviews.campaignSeq, campaignSeq)), request, { orderBy: orders[sort], key: reviews.reviewSeq, total });
}

/**
 * How many reviews give each rating, as review_tally keeps them (at most ten
 * rows however many reviews there are): the summary and the list's total.
 */
export function ratingCounts(db: Database, campaignSeq: number) {
  return db
    .select({ rating: reviewTallies.reviewRating, count: reviewTallies.reviews })
    .from(reviewTallies)
    .where(and(eq(reviewTallies.campaignSeq, campaignSeq), gt(reviewTallies.reviews, 0)))
    .orderBy(asc(reviewTallies.reviewRating));
}

/** The home page's best reviews: highest rated with some text, newest first. */
export function listBestReviews(db: Database, limit: number): Promise<ReviewRow[]> {
  return selectReviews(db, sql`btrim(${reviews.reviewText}) <> ''`)
    .orderBy(...sortSql(orders.topRated))
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

// ---------------------------------------------------------------- writing a review

/** The order a review is written for: a wedding or funeral invitation, by its order number. */
export async function findOrder(db: Database, orderNum: string) {
  for (const table of [weddingInvitations, funeralInvitations]) {
    const [row] = await db
      .select({ orderNum: table.orderNum, accountSeq: table.accountSeq, useCampaign: table.useCampaign, campaignSeq: table.campaignSeq })
      .from(table)
      .where(eq(table.orderNum, orderNum))
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

export async function hasReview(db: Database, orderNum: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(reviews)
    .where(eq(reviews.orderNum, orderNum))
    .limit(1);
  return rows.length > 0;
}

/** The review and its photos in one transaction, photos in the order they were sent. */
export function insertReview(db: Database, row: typeof reviews.$inferInsert, photos: Array<{ path: string; originalName: string }>) {
  return db.transaction(async (tx) => {
    const review = only(await tx.insert(reviews).values(row).returning({ reviewSeq: reviews.reviewSeq }), 'the inserted review');
    if (photos.length > 0) {
      await tx.insert(reviewAttachments).values(photos.map((photo, sortOrder) => ({ ...photo, reviewSeq: review.reviewSeq, sortOrder })));
    }
    return review;
  });
}

/** Forgets stored files no row points at (photos of a review that was refused at the last moment). */
export async function deleteStoredFiles(db: Database, keys: string[]) {
  if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.fileKey, keys));
}

// ---------------------------------------------------------------- my reviews

/** The member's reviews in the period (review_account_create_idx). */
function myReviewsWhere(accountSeq: number, period: Period | null) {
  return and(eq(reviews.accountSeq, accountSeq), within(reviews.createDate, period));
}

/**
 * A page of the member's reviews, newest first, with the reviewed campaign
 * (published or not: it is their own history) and when the order was made.
 */
export function listMyReviews(db: Database, accountSeq: number, period: Period | null, request: PageRequest) {
  const query = db
    .select({
      reviewSeq: reviews.reviewSeq,
      orderNum: reviews.orderNum,
      reviewRating: reviews.reviewRating,
      reviewText: reviews.reviewText,
      createDate: reviews.createDate,
      invitationCreateDate: sql<Date | null>`coalesce(${weddingInvitations.createDate}, ${funeralInvitations.createDate})`.mapWith(
        weddingInvitations.createDate,
      ),
      categoryName: categories.name,
      campaignName: campaigns.campaignName,
      campaignSeq: reviews.campaignSeq,
      showPartnerCompany: reviews.showPartnerCompany,
    })
    .from(reviews)
    .leftJoin(campaigns, eq(campaigns.campaignSeq, reviews.campaignSeq))
    .leftJoin(categories, publicCategoryJoin(campaigns.categorySeq, 'campaign'))
    .leftJoin(weddingInvitations, eq(weddingInvitations.orderNum, reviews.orderNum))
    .leftJoin(funeralInvitations, eq(funeralInvitations.orderNum, reviews.orderNum))
    .where(myReviewsWhere(accountSeq, period))
    .$dynamic();
  return paginate(db, query, request, { orderBy: orders.latest, key: reviews.reviewSeq });
}
