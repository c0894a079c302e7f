import { queryOptions } from '@tanstack/react-query';
import type {
  CashReceiptRequest,
  CashReceiptSaved,
  DonationReceiptRequestInput,
  DonationReceiptSaved,
  RefundRequestBody,
  RefundRequestStatus,
} from '@ongi/shared';
// The payment domain's endpoints alone, not the whole contract: the guest
// page's payment modal comes through here and loads no other domain's schemas.
import { payment } from '@ongi/shared/routes/payment';
import { call } from '@web/shared/lib/api';
import { paymentQueries } from './api';

// What paid wreaths leave behind, on the web side: the payer's cash and
// donation receipt details (the host's wreaths are on features/host's page).

export type { CashReceipt } from '@ongi/shared';

/** The payment's own number, the name and the phone it was paid with: the key of a payer's records. */
export interface PayerKey {
  paymentId: string;
  name: string;
  phoneNum: string;
}

export const cashReceiptQueries = {
  /** What the payer saved, fresh each time. */
  detail: (key: PayerKey) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'cash-receipt', key] as const,
      queryFn: ({ signal }) => call(payment.cashReceipt, { params: key }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** Saves what the receipts are issued to, under the same key. */
export function saveCashReceipt(key: PayerKey, request: CashReceiptRequest): Promise<CashReceiptSaved> {
  return call(payment.saveCashReceipt, { params: key, body: request });
}

/** The payer's 환불 요청, under the same key as the receipt it is made from. */
export function requestRefund(key: PayerKey, request: RefundRequestBody): Promise<RefundRequestStatus> {
  return call(payment.requestRefund, { params: key, body: request });
}

export const donationReceiptQueries = {
  /** The 기부금 영수증 request of the payment and what its form needs to know, fresh each time. */
  detail: (key: PayerKey) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'donation-receipt', key] as const,
      queryFn: ({ signal }) => call(payment.donationReceipt, { params: key }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

/** Asks for a 기부금 영수증 (the first time) or changes the request (until it is exported), under the receipt's key. */
export function saveDonationReceipt(key: PayerKey, body: DonationReceiptRequestInput, existing: boolean): Promise<DonationReceiptSaved> {
  return call(existing ? payment.editDonationReceipt : payment.requestDonationReceipt, { params: key, body });
}
