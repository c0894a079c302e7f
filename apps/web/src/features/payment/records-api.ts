import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CashReceiptAnswer, CashReceiptRequest, CashReceiptSaved, ReceivedWreathPage } from '@ongi/shared';
import { api } from '../../shared/lib/api';
import { paymentQueries } from './api';

// What paid wreaths leave behind, on the web side: the host's received
// wreaths and the payer's cash and donation receipt details.

export type { CashReceipt, ReceivedWreath, ReceivedWreathPage } from '@ongi/shared';

/** The payment's own number, the name and the phone it was paid with: the key of a payer's records. */
export interface PayerKey {
  paymentId: string;
  name: string;
  phoneNum: string;
}

const cashReceiptPath = (key: PayerKey) => `/payment/cash-receipt/${[key.paymentId, key.name, key.phoneNum].map(encodeURIComponent).join('/')}`;

export const receivedWreathQueries = {
  lists: () => [...paymentQueries.all(), 'received'] as const,
  /** GET /api/payment/received-list?orderNum&page: the wreaths my invitation received. */
  list: (orderNum: string, page: number) =>
    queryOptions({
      queryKey: [...receivedWreathQueries.lists(), { orderNum, page }] as const,
      queryFn: ({ signal }) => api.get<ReceivedWreathPage>('/payment/received-list', { orderNum, page }, signal),
      placeholderData: keepPreviousData,
    }),
};

export const cashReceiptQueries = {
  /** GET /api/payment/cash-receipt/{paymentId}/{name}/{phoneNum}: what the payer saved, fresh each time. */
  detail: (key: PayerKey) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'cash-receipt', key] as const,
      queryFn: ({ signal }) => api.get<CashReceiptAnswer>(cashReceiptPath(key), undefined, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** POST of the same path: saves what the receipts are issued to. */
export function saveCashReceipt(key: PayerKey, request: CashReceiptRequest): Promise<CashReceiptSaved> {
  return api.post<CashReceiptSaved>(cashReceiptPath(key), request);
}
