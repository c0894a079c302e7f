import {
  averageOfCounts,
  bestReviewCount,
  createReviewSchema,
  maskUsername,
  messages,
  pageSizes,
  sharesOfCounts,
  reviewPhotoMax,
  reviewPhotoMaxBytes,
  reviewPhotoTypes,
  starIcon,
  type CampaignReviewPage,
  type MyReview,
  type PublicReview,
  type ReviewSummary,
} from '@ongi/shared';
import type { Database } from '@server/db/client';
import type { Period } from '@server/lib/period';
import { isUniqueViolation } from '@server/lib/unique-violation';
import { HttpError } from '@server/lib/http-error';
import type { SessionUser } from '@server/plugins/session';
import type { Storage } from '@server/integrations/storage/local';
import { isCampaignDisplayed } from '../campaign';
import { checkUpload, readImage, saveFile, type CheckedFile } from '../file';
import type { ReviewForm } from './form';
import {
  deleteStoredFiles,
  findOrder,
  hasReview,
  insertReview,
  listBestReviews,
  listCampaignReviews,
  listMyReviews,
  photosOf,
  ratingCounts,
  type ReviewRow,
  type ReviewSort,
} from './queries';

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
  const average = averageOfCounts(counts);
  const count = counts.reduce((sum, row) => sum + row.count, 0);
  return { average, count, starIcon: starIcon(average), shares: sharesOfCounts(counts) };
}

export async function campaignReviewPage(db: Database, campaignSeq: number, sort: ReviewSort, page: number): Promise<CampaignReviewPage> {
  if (!(await isCampaignDisplayed(db, campaignSeq))) throw new HttpError(404, messages.publicNotFound.campaign);
  const summary = summarise(await ratingCounts(db, campaignSeq));
  const { content, totalElements } = await listCampaignReviews(db, campaignSeq, sort, { page, size: pageSizes.review }, summary.count);
  return { content: await toPublic(db, content), totalElements, summary };
}

export async function bestReviews(db: Database): Promise<PublicReview[]> {
  return toPublic(db, await listBestReviews(db, bestReviewCount));
}

// ---------------------------------------------------------------- writing a review

const acceptedPhotoTypes: readonly string[] = reviewPhotoTypes;

/** A photo as its bytes say it is (JPG, GIF or PNG only), within the size limit. */
async function checkPhoto(photo: ReviewForm['photos'][number]): Promise<CheckedFile> {
  let checked: CheckedFile | null = null;
  try {
    checked = await checkUpload(photo, { accept: 'image', maxBytes: reviewPhotoMaxBytes });
  } catch {
    // Only the type can fail here: a longer file was cut to the limit and flagged below.
  }
  if (!checked || !acceptedPhotoTypes.includes(checked.contentType)) throw new HttpError(400, messages.review.photoType);
  if (photo.truncated) throw new HttpError(400, messages.review.photoSize);
  // Decoded and encoded again (modules/file/images.ts): a photo that does not decode is refused by its name.
  return readImage(checked);
}

/**
 * Writes the review of one order: the form's rules first (in the order the
 * write-review modal checks them), then the order's. A member may review
 * their own orders; a non-member only the order they logged in with. Photos
 * are stored only once everything else holds.
 */
export async function createReview(db: Database, storage: Storage, user: SessionUser, form: ReviewForm) {
  if (typeof form.review !== 'object' || form.review === null) throw new HttpError(400, messages.common.badRequest);
  const parsed = createReviewSchema.safeParse(form.review);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? messages.common.badRequest);
  const input = parsed.data;
  if (form.tooManyPhotos || form.photos.length > reviewPhotoMax) throw new HttpError(400, messages.review.tooManyPhotos);
  const photos: CheckedFile[] = [];
  for (const photo of form.photos) photos.push(await checkPhoto(photo));

  const order = await findOrder(db, input.orderNum);
  const isMember = user.roleType !== 'NON_MEMBER' && user.accountSeq !== null;
  const mine =
    order !== undefined && (isMember ? order.accountSeq === user.accountSeq : order.accountSeq === null && order.orderNum === user.nonMemberOrderNum);
  // Someone else's order answers exactly as one that does not exist: the answer tells nothing of other orders.
  if (!order || !mine) throw new HttpError(404, messages.review.orderNotFound);
  if (!order.useCampaign || order.campaignSeq === null) throw new HttpError(400, messages.review.noCampaign);
  if (await hasReview(db, order.orderNum)) throw new HttpError(409, messages.review.alreadyWritten);

  const stored: Array<{ path: string; originalName: string }> = [];
  try {
    for (const photo of photos) stored.push({ path: await saveFile(db, storage, photo), originalName: photo.originalName });
    const review = await insertReview(
      db,
      {
        accountSeq: isMember ? user.accountSeq : null,
        userId: isMember ? user.username : user.name,
        orderNum: order.orderNum,
        campaignSeq: order.campaignSeq,
        reviewRating: input.reviewRating,
        reviewText: input.reviewText.trim(),
        showPartnerCompany: input.showPartnerCompany,
      },
      stored,
    );
    return { reviewSeq: review.reviewSeq, message: messages.review.created };
  } catch (error) {
    // A second review sent at the same moment loses on review_order_num_key.
    await deleteStoredFiles(
      db,
      stored.map((photo) => photo.path),
    ).catch(() => undefined);
    await Promise.all(stored.map((photo) => storage.delete(photo.path).catch(() => undefined)));
    if (isUniqueViolation(error)) throw new HttpError(409, messages.review.alreadyWritten);
    throw error;
  }
}

// ---------------------------------------------------------------- my reviews

/** The member's reviews within a period, or all of them ('전체': null). */
export async function myReviewPage(db: Database, accountSeq: number, period: Period | null, page: number) {
  const { content: rows, totalElements } = await listMyReviews(db, accountSeq, period, { page, size: pageSizes.myReview });
  const photos = await photosOf(
    db,
    rows.map((row) => row.reviewSeq),
  );
  const content = rows.map((row): MyReview => ({
    reviewSeq: row.reviewSeq,
    orderNum: row.orderNum,
    reviewRating: row.reviewRating,
    reviewText: row.reviewText,
    attachList: photos.get(row.reviewSeq) ?? [],
    createDate: row.createDate.toISOString(),
    invitationCreateDate: row.invitationCreateDate?.toISOString() ?? null,
    categoryName: row.categoryName,
    campaignName: row.campaignName,
    campaignSeq: row.campaignSeq,
    showPartnerCompany: row.showPartnerCompany,
  }));
  return { content, totalElements };
}
