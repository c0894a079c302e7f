import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MemberOrder, OrderFilterDays, Page } from '@ongi/shared';
import { api, ApiError } from '../../shared/lib/api';

export type { MemberOrder } from '@ongi/shared';
export type MemberOrderPage = Page<MemberOrder>;

/** The last N days ('all', 0 = today) or an explicit range of days in Korea. */
export type OrderPeriod =
  | { kind: 'ago'; daysAgo: OrderFilterDays }
  | { kind: 'between'; startDate: string; endDate: string };

export interface OrderFilters {
  page: number;
  period: OrderPeriod;
}

/** A refused or bad request will not get better by asking again. */
const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

function fetchOrders({ page, period }: OrderFilters, signal: AbortSignal) {
  if (period.kind === 'ago') return api.get<MemberOrderPage>('/invitation/get-ago-list', { page, daysAgo: period.daysAgo }, signal);
  return api.get<MemberOrderPage>('/invitation/get-between-list', { page, startDate: period.startDate, endDate: period.endDate }, signal);
}

/** Query keys of my orders: all → lists → list(filters). */
export const invitationQueries = {
  all: () => ['invitation'] as const,
  lists: () => [...invitationQueries.all(), 'my-order-list'] as const,
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: [...invitationQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchOrders(filters, signal),
      placeholderData: keepPreviousData,
      retry: retryServerErrors,
    }),
};
