import {
  averageRating,
  bestReviewCount,
  maskUsername,
  messages,
  pageSizes,
  ratingShares,
  starIcon,
  type CampaignReviewPage,
  type PublicReview,
  type ReviewSummary,
} from '@ongi/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { isCampaignDisplayed } from '../campaign/queries';
import { listBestReviews, listCampaignReviews, photosOf, ratingCounts, type ReviewRow, type ReviewSort } from './queries';

/** What a visitor may see of a review: the author masked after 2 characters, never the order number. */
async function toPublic(db: Database, rows: ReviewRow[]): Promise<PublicReview[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.reviewSeq),
  );
  return rows.map((row) => ({
    reviewSeq: row.reviewSeq,
    reviewRating: row.reviewRating,
    reviewText: row.reviewText,
    attachList: photos.get(row.reviewSeq) ?? [],
    userId: maskUsername(row.userId),
    createDate: row.createDate.toISOString(),
    categoryName: row.categoryName,
    campaignName: row.campaignName,
    showPartnerCompany: row.showPartnerCompany,
  }));
}

/**
 * The summary from counts per rating (at most ten rows however many reviews
 * there are), through the shared rules so the numbers match the client's.
 */
export function summarise(counts: Array<{ rating: number; count: number }>): ReviewSummary {
  const ratings = counts.flatMap(({ rating, count }) => Array<number>(count).fill(rating));
  const average = averageRating(ratings);
  return { average, count: ratings.length, starIcon: starIcon(average), shares: ratingShares(ratings) };
}

export async function campaignReviewPage(db: Database, campaignSeq: number, sort: ReviewSort, page: number): Promise<CampaignReviewPage> {
  if (!(await isCampaignDisplayed(db, campaignSeq))) throw new HttpError(404, messages.publicNotFound.campaign);
  const summary = summarise(await ratingCounts(db, campaignSeq));
  const size = pageSizes.review;
  const rows = summary.count > (page - 1) * size ? await listCampaignReviews(db, campaignSeq, sort, page, size) : [];
  return { content: await toPublic(db, rows), totalElements: summary.count, summary };
}

export async function bestReviews(db: Database): Promise<PublicReview[]> {
  return toPublic(db, await listBestReviews(db, bestReviewCount));
}
