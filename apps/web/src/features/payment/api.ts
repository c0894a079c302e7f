import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CancelledPayment,
  KiwoomDeviceType,
  KiwoomWindow,
  Page,
  PaymentIntent,
  PaymentReceipt,
  PaymentResult,
  receiptParamsSchema,
  SandboxApproveInput,
  SandboxCheckout,
  SandboxPaymentRequest,
  SandboxResult,
  SandboxWebhookInput,
  WreathMessage,
  z,
} from '@ongi/shared';
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

// ---------------------------------------------------------------------------
// Paying (decision 012): the intent, the verify call, the Kiwoom window's form
// and the sandbox provider's own calls. Plain functions, not hooks: the pay
// flow runs across a provider window and the guest page has no query cache.

export type { KiwoomWindow, PaymentIntent, PaymentIntentRequestInput, PaymentResult, SandboxCheckout, SandboxResult } from '@ongi/shared';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const checkoutApi = {
  /** POST /api/payment/unique-payment-id: registers the intent; the server decides the amount. */
  createIntent: (request: Record<string, unknown>) => api.post<PaymentIntent>('/payment/unique-payment-id', request),
  /** GET /api/payment/test-page: whether this visitor may use the payment test page (administrators only in production). */
  testPage: () => api.get<{ amount: number }>('/payment/test-page'),
  /** POST /api/payment/test-payment-id: the payment test page's 1,000 won, no invitation, no campaign. */
  createTestIntent: () => api.post<PaymentIntent>('/payment/test-payment-id'),
  /** POST /api/payment/verify/{paymentId}/{invitationSeq}: asks the provider and settles; PAID means done. */
  verify: (paymentId: string, invitationSeq: number, body?: { name: string; phoneNum: string; message: string }) =>
    api.post<PaymentResult>(`/payment/verify/${segment(paymentId)}/${segment(invitationSeq)}`, body),
  /** POST /api/payment/kiwoom/{paymentId} {type}: the form to post into the provider window. */
  kiwoomWindow: (paymentId: string, type: KiwoomDeviceType) => api.post<KiwoomWindow>(`/payment/kiwoom/${segment(paymentId)}`, { type }),
};

export const sandboxPaymentApi = {
  /** What PortOne.requestPayment sends, recorded by the sandbox provider. */
  request: (request: SandboxPaymentRequest) => api.post<SandboxCheckout>('/sandbox/payments', request),
  checkout: (paymentId: string, signal?: AbortSignal) => api.get<SandboxCheckout>(`/sandbox/payments/${segment(paymentId)}`, undefined, signal),
  approve: (paymentId: string, input: SandboxApproveInput) => api.post<SandboxResult>(`/sandbox/payments/${segment(paymentId)}/approve`, input),
  decline: (paymentId: string, reason?: string) => api.post<SandboxResult>(`/sandbox/payments/${segment(paymentId)}/decline`, reason ? { reason } : {}),
  webhook: (paymentId: string, input: SandboxWebhookInput) => api.post<SandboxResult>(`/sandbox/payments/${segment(paymentId)}/webhook`, input),
};
