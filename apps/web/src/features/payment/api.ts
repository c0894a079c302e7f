import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type CancelledPayment,
  type KiwoomDeviceType,
  type Page,
  type PaymentIntentRequestInput,
  type receiptParamsSchema,
  type SandboxApproveInput,
  type SandboxPaymentRequest,
  type SandboxWebhookInput,
  type z,
} from '@ongi/shared';
// The payment domain's endpoints alone, not the whole contract: the guest
// page's payment modal comes through here and loads no other domain's schemas.
import { payment } from '@ongi/shared/routes/payment';
import { call } from '@web/shared/lib/api';

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
      queryFn: ({ signal }) => call(payment.cancelList, { query: { page } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

// ---------------------------------------------------------------------------
// The wreath messages board and the receipt lookup (public).

export type { PaymentReceipt, ReceiptParams, WreathMessage } from '@ongi/shared';

/** Paid wreaths' messages, newest first, wreathMessagePageSize a page. */
export const wreathMessageQueries = {
  lists: () => [...paymentQueries.all(), 'message-list'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...wreathMessageQueries.lists(), { page }] as const,
      queryFn: ({ signal }) => call(payment.wreathMessages, { query: { page } }, { signal }),
      placeholderData: keepPreviousData,
    }),
};

/**
 * A payer finds their own payment by its number, name and phone. Never
 * cached: a receipt is asked for because the person wants it now.
 */
export const receiptQueries = {
  detail: (params: z.output<typeof receiptParamsSchema>) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'receipt', params] as const,
      queryFn: ({ signal }) => call(payment.receipt, { params }, { signal }),
      staleTime: 0,
      gcTime: 0,
    }),
};

// ---------------------------------------------------------------------------
// Paying (decision 012): the intent, the verify call, the Kiwoom window's form
// and the sandbox provider's own calls. Plain functions, not hooks: the pay
// flow runs across a provider window and the guest page has no query cache.

export type { KiwoomWindow, PaymentIntent, PaymentIntentRequestInput, PaymentResult, SandboxCheckout, SandboxResult } from '@ongi/shared';

export const checkoutApi = {
  /** Registers the intent; the server decides the amount. */
  createIntent: (request: PaymentIntentRequestInput) => call(payment.createIntent, { body: request }),
  /** Whether this visitor may use the payment test page (administrators only in production). */
  testPage: () => call(payment.testPage),
  /** The payment test page's 1,000 won, no invitation, no campaign. */
  createTestIntent: () => call(payment.createTestIntent),
  /** Asks the provider and settles; PAID means done. */
  verify: (paymentId: string, invitationSeq: number, body?: { name: string; phoneNum: string; message: string }) =>
    call(payment.verify, { params: { paymentId, invitationSeq }, body }),
  /** The form to post into the provider window. */
  kiwoomWindow: (paymentId: string, type: KiwoomDeviceType) => call(payment.kiwoomWindow, { params: { paymentId }, body: { type } }),
};

export const sandboxPaymentApi = {
  /** What PortOne.requestPayment sends, recorded by the sandbox provider. */
  request: (request: SandboxPaymentRequest) => call(payment.sandbox.request, { body: request }),
  checkout: (paymentId: string, signal?: AbortSignal) => call(payment.sandbox.checkout, { params: { paymentId } }, { signal }),
  approve: (paymentId: string, input: SandboxApproveInput) => call(payment.sandbox.approve, { params: { paymentId }, body: input }),
  decline: (paymentId: string, reason?: string) => call(payment.sandbox.decline, { params: { paymentId }, body: reason ? { reason } : {} }),
  webhook: (paymentId: string, input: SandboxWebhookInput) => call(payment.sandbox.webhook, { params: { paymentId }, body: input }),
};
