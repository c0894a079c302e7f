import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageSizes, type AnswerOf, type CreateReviewInput, type MyReview, type Page, type ReviewSortType } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { uploadTo, type UploadOptions } from '@web/shared/lib/upload';
import { review as reviewEndpoints } from '@ongi/shared/routes/review';

export type { CampaignReviewPage, PublicReview as CampaignReview, ReviewSortType as ReviewSort, ReviewSummary } from '@ongi/shared';
export type { MyReview } from '@ongi/shared';
export type MyReviewPage = Page<MyReview>;
export type CreateReviewResult = AnswerOf<typeof reviewEndpoints.create>;

export interface CampaignReviewFilters {
  campaignSeq: number;
  page: number;
  sortType: ReviewSortType;
}

/** 'YYYY-MM-DD' days in Korea, both inclusive; neither for every review (전체). */
export interface MyReviewFilters {
  page: number;
  startDate?: string;
  endDate?: string;
}

export const reviewPageSize = pageSizes.review;
export const myReviewPageSize = pageSizes.myReview;

/** Query keys of the review domain (one factory, no inline key arrays). */
export const reviewQueries = {
  all: () => ['review'] as const,
  lists: () => [...reviewQueries.all(), 'list'] as const,
  campaignList: (filters: CampaignReviewFilters) =>
    queryOptions({
      queryKey: [...reviewQueries.lists(), 'campaign', filters] as const,
      queryFn: ({ signal }) => call(reviewEndpoints.campaignList, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  myList: (filters: MyReviewFilters) =>
    queryOptions({
      queryKey: [...reviewQueries.lists(), 'mine', filters] as const,
      queryFn: ({ signal }) => call(reviewEndpoints.mine, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const reviewApi = {
  /** The review as a JSON part `review`, photos as `attachList` files; sent by XHR to show the upload's progress. */
  create: (review: CreateReviewInput, photos: readonly File[], options: UploadOptions = {}) => {
    const form = new FormData();
    form.append('review', new Blob([JSON.stringify(review)], { type: 'application/json' }));
    for (const photo of photos) form.append('attachList', photo, photo.name);
    return uploadTo(reviewEndpoints.create, { body: form }, options);
  },
};

export interface CreateReviewVariables {
  review: CreateReviewInput;
  photos: readonly File[];
  /** Upload progress and the way to stop it, owned by the form that sends. */
  upload?: UploadOptions;
}

/** Writes a review; every review list (the campaign's, my reviews) is read again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, photos, upload }: CreateReviewVariables) => reviewApi.create(review, photos, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueries.all() }),
  });
}
