import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageSizes } from '@ongi/shared';
import { ApiError, call } from '@web/shared/lib/api';
import { sponsor as sponsorEndpoints } from '@ongi/shared/routes/sponsor';

export type { SponsorCard, SponsorDetail } from '@ongi/shared';

export interface SponsorListFilters {
  page: number;
  categorySeq?: number;
}

export const sponsorPageSize = pageSizes.publicList;

/** Query keys of the sponsor-activity domain (one factory, no inline key arrays). */
export const sponsorQueries = {
  all: () => ['sponsor'] as const,
  lists: () => [...sponsorQueries.all(), 'list'] as const,
  list: (filters: SponsorListFilters) =>
    queryOptions({
      queryKey: [...sponsorQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(sponsorEndpoints.list, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...sponsorQueries.all(), 'detail'] as const,
  detail: (sponsorSeq: number) =>
    queryOptions({
      queryKey: [...sponsorQueries.details(), sponsorSeq] as const,
      queryFn: ({ signal }) => call(sponsorEndpoints.detail, { query: { sponsorSeq } }, { signal }),
    }),
};

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
