import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageSizes, type CampaignReviewPage, type ReviewSortType } from '@ongi/shared';
import { api } from '../../shared/lib/api';

export type { CampaignReviewPage, PublicReview as CampaignReview, ReviewSortType as ReviewSort, ReviewSummary } from '@ongi/shared';

export interface CampaignReviewFilters {
  campaignSeq: number;
  page: number;
  sortType: ReviewSortType;
}

export const reviewPageSize = pageSizes.review;

/** Query keys of the review domain (one factory, no inline key arrays). */
export const reviewQueries = {
  all: () => ['review'] as const,
  lists: () => [...reviewQueries.all(), 'list'] as const,
  campaignList: (filters: CampaignReviewFilters) =>
    queryOptions({
      queryKey: [...reviewQueries.lists(), 'campaign', filters] as const,
      queryFn: ({ signal }) => api.get<CampaignReviewPage>('/review/campaign-review-list', { ...filters }, signal),
      placeholderData: keepPreviousData,
    }),
};
