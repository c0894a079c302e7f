import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contract, type CashReceiptRequest, type CashReceiptSaved } from '@ongi/shared';
import { call } from '../../shared/lib/api';
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

export const receivedWreathQueries = {
  lists: () => [...paymentQueries.all(), 'received'] as const,
  /** The wreaths my invitation received. */
  list: (orderNum: string, page: number) =>
    queryOptions({
      queryKey: [...receivedWreathQueries.lists(), { orderNum, page }] as const,
      queryFn: ({ signal }) => call(contract.payment.receivedList, { query: { orderNum, page } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const cashReceiptQueries = {
  /** What the payer saved, fresh each time. */
  detail: (key: PayerKey) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'cash-receipt', key] as const,
      queryFn: ({ signal }) => call(contract.payment.cashReceipt, { params: key }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** Saves what the receipts are issued to, under the same key. */
export function saveCashReceipt(key: PayerKey, request: CashReceiptRequest): Promise<CashReceiptSaved> {
  return call(contract.payment.saveCashReceipt, { params: key, body: request });
}
