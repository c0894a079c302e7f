// The kiosk screen's two reads: what it shows of the invitation (once) and the
// paid wreaths (on opening, every 10 s, and after the live stream reconnects).
import { queryOptions } from '@tanstack/react-query';
import type { KioskData, KioskPayment } from '@ongi/shared';
import { api, request } from '../../shared/lib/api';

export interface KioskPaymentPage {
  content: KioskPayment[];
  totalElements: number;
}

export const kioskQueries = {
  all: () => ['kiosk'] as const,
  /** GET /api/invitation/get-kiosk-data?orderNum={public number}: fetched once, the screen runs for hours. */
  data: (publicNum: string) =>
    queryOptions({
      queryKey: [...kioskQueries.all(), 'data', publicNum] as const,
      queryFn: ({ signal }) => api.get<KioskData>('/invitation/get-kiosk-data', { orderNum: publicNum }, signal),
      staleTime: Infinity,
      // The spec sends a failed answer home at once: no retries to wait through.
      retry: false,
    }),
};

/** GET /api/payment/get-payment-list-for-kiosk/{publicNum}/{page}; never cached, so a new wreath shows at once. */
export function fetchKioskPayments(publicNum: string, page: number, signal?: AbortSignal): Promise<KioskPaymentPage> {
  return request<KioskPaymentPage>(`/payment/get-payment-list-for-kiosk/${encodeURIComponent(publicNum)}/${page}`, { signal, cache: 'no-cache' });
}
