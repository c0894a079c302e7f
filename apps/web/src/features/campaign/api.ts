import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { pageSizes, type CampaignDetail } from '@ongi/shared';
import { ApiError, call, firstAnswerOf } from '@web/shared/lib/api';
import { campaign as campaignEndpoints } from '@ongi/shared/routes/campaign';
import { campaignCategory as campaignCategoryEndpoints } from '@ongi/shared/routes/campaign-category';

export type { CampaignCard, CampaignDetail, CampaignTypeValue as CampaignType, CategoryTreeNode } from '@ongi/shared';

export interface CampaignListFilters {
  page: number;
  categorySeq?: number;
  categoryCampaignSeq?: number;
}

export const campaignPageSize = pageSizes.publicList;

/** Query keys of the campaign domain (one factory, no inline key arrays). */
export const campaignQueries = {
  all: () => ['campaign'] as const,
  lists: () => [...campaignQueries.all(), 'list'] as const,
  list: (filters: CampaignListFilters) =>
    queryOptions({
      queryKey: [...campaignQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(campaignEndpoints.list, { query: filters }, { signal }),
      initialData: firstAnswerOf(campaignEndpoints.list, { query: filters }),
      // The current page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  /** The banner carousel's campaigns: the first page of GET /campaign/get-list1 (campaigns with a picture). */
  banners: () =>
    queryOptions({
      queryKey: [...campaignQueries.lists(), 'banner'] as const,
      queryFn: ({ signal }) => call(campaignEndpoints.banner, { query: { page: 1 } }, { signal }),
      initialData: firstAnswerOf(campaignEndpoints.banner, { query: { page: 1 } }),
      select: (page) => page.content,
      staleTime: 5 * 60 * 1000,
    }),
  /** The two-level campaign category tree; the list filters by its top level. */
  categoryTree: () =>
    queryOptions({
      queryKey: [...campaignQueries.all(), 'category-tree'] as const,
      queryFn: ({ signal }) => call(campaignCategoryEndpoints.tree, {}, { signal }),
      initialData: firstAnswerOf(campaignCategoryEndpoints.tree),
      staleTime: 10 * 60 * 1000,
    }),
  details: () => [...campaignQueries.all(), 'detail'] as const,
  detail: (campaignSeq: number) =>
    queryOptions({
      queryKey: [...campaignQueries.details(), campaignSeq] as const,
      queryFn: ({ signal }) => call(campaignEndpoints.detail, { query: { campaignSeq } }, { signal }),
      initialData: firstAnswerOf(campaignEndpoints.detail, { query: { campaignSeq } }),
    }),
};

/**
 * The campaign as it is now, past the browser's copy of the public answer
 * (cached for a minute): after a wreath is paid here, its ledger line counts it.
 */
export function refreshCampaignDetail(queryClient: QueryClient, campaignSeq: number): Promise<CampaignDetail> {
  return queryClient.fetchQuery({
    queryKey: campaignQueries.detail(campaignSeq).queryKey,
    queryFn: () => call(campaignEndpoints.detail, { query: { campaignSeq } }, { cache: 'no-cache' }),
    staleTime: 0,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
