import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CancelledPayment, Page, PaymentReceipt, receiptParamsSchema, WreathMessage, z } from '@ongi/shared';
import { api } from '../../shared/lib/api';

export type { CancelledPayment } from '@ongi/shared';
export type CancelledPaymentPage = Page<CancelledPayment>;

/** The cancel list has 10 rows a page, as every my-page list. */
export const cancelListPageSize = 10;

/** Query keys of the payment domain: all → lists → cancelList(page). */
export const paymentQueries = {
  all: () => ['payment'] as const,
  lists: () => [...paymentQueries.all(), 'list'] as const,
  cancelList: (page: number) =>
    queryOptions({
      queryKey: [...paymentQueries.lists(), 'cancelled', { page }] as const,
      queryFn: ({ signal }) => api.get<CancelledPaymentPage>('/payment/cancel-list', { page }, signal),
      placeholderData: keepPreviousData,
    }),
};

// ---------------------------------------------------------------------------
// The wreath messages board and the receipt lookup (public).

export type { PaymentReceipt, ReceiptParams, WreathMessage } from '@ongi/shared';

/** GET /api/payment/message-list?page: paid wreaths' messages, newest first, wreathMessagePageSize a page. */
type WreathMessagePage = Page<WreathMessage>;

export const wreathMessageQueries = {
  lists: () => [...paymentQueries.all(), 'message-list'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...wreathMessageQueries.lists(), { page }] as const,
      queryFn: ({ signal }) => api.get<WreathMessagePage>('/payment/message-list', { page }, signal),
      placeholderData: keepPreviousData,
    }),
};

/**
 * GET /api/payment/receipt/{paymentId}/{name}/{phoneNum}, each part encoded:
 * a payer finds their own payment. Never cached: a receipt is asked for
 * because the person wants it now.
 */
export const receiptQueries = {
  detail: (params: z.output<typeof receiptParamsSchema>) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'receipt', params] as const,
      queryFn: ({ signal }) =>
        api.get<PaymentReceipt>(
          `/payment/receipt/${[params.paymentId, params.name, params.phoneNum].map(encodeURIComponent).join('/')}`,
          undefined,
          signal,
        ),
      staleTime: 0,
      gcTime: 0,
    }),
};
