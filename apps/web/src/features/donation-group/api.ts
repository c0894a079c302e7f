import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pageSizes } from '@ongi/shared';
import { ApiError, call } from '@web/shared/lib/api';
import { donationGroup as donationGroupEndpoints } from '@ongi/shared/routes/donation-group';

export type { DonationGroupCard, DonationGroupDetail } from '@ongi/shared';

export interface DonationGroupListFilters {
  page: number;
  categorySeq?: number;
}

export const donationGroupPageSize = pageSizes.publicList;

/** Query keys of the donation-group domain (one factory, no inline key arrays). */
export const donationGroupQueries = {
  all: () => ['donation-group'] as const,
  lists: () => [...donationGroupQueries.all(), 'list'] as const,
  list: (filters: DonationGroupListFilters) =>
    queryOptions({
      queryKey: [...donationGroupQueries.lists(), filters] as const,
      queryFn: ({ signal }) => call(donationGroupEndpoints.list, { query: filters }, { signal }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...donationGroupQueries.all(), 'detail'] as const,
  detail: (donationGroupSeq: number) =>
    queryOptions({
      queryKey: [...donationGroupQueries.details(), donationGroupSeq] as const,
      queryFn: ({ signal }) => call(donationGroupEndpoints.detail, { query: { donationGroupSeq } }, { signal }),
    }),
};

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
