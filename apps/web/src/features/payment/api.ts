import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CancelledPayment, Page } from '@ongi/shared';
import { api, ApiError } from '../../shared/lib/api';

export type { CancelledPayment } from '@ongi/shared';
export type CancelledPaymentPage = Page<CancelledPayment>;

/** The cancel list has 10 rows a page, as every my-page list. */
export const cancelListPageSize = 10;

const retryServerErrors = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Query keys of the payment domain: all → lists → cancelList(page). */
export const paymentQueries = {
  all: () => ['payment'] as const,
  lists: () => [...paymentQueries.all(), 'list'] as const,
  cancelList: (page: number) =>
    queryOptions({
      queryKey: [...paymentQueries.lists(), 'cancelled', { page }] as const,
      queryFn: ({ signal }) => api.get<CancelledPaymentPage>('/payment/cancel-list', { page }, signal),
      placeholderData: keepPreviousData,
      retry: retryServerErrors,
    }),
};
