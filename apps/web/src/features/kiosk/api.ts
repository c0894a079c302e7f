// The kiosk screen's two reads: what it shows of the invitation (once) and the
// paid wreaths (on opening, every 10 s, and after the live stream reconnects).
import { queryOptions } from '@tanstack/react-query';

import { call } from '@web/shared/lib/api';
import { kiosk as kioskEndpoints } from '@ongi/shared/routes/kiosk';
import { payment as paymentEndpoints } from '@ongi/shared/routes/payment';

export const kioskQueries = {
  all: () => ['kiosk'] as const,
  /** By the public number (its query is named orderNum): fetched once, the screen runs for hours. */
  data: (publicNum: string) =>
    queryOptions({
      queryKey: [...kioskQueries.all(), 'data', publicNum] as const,
      queryFn: ({ signal }) => call(kioskEndpoints.data, { query: { orderNum: publicNum } }, { signal }),
      staleTime: Infinity,
      // The spec sends a failed answer home at once: no retries to wait through.
      retry: false,
    }),
};

/** The paid wreaths, newest first; never cached, so a new wreath shows at once. */
export function fetchKioskPayments(publicNum: string, page: number, signal?: AbortSignal) {
  return call(paymentEndpoints.kioskList, { params: { publicNum, page } }, { signal, cache: 'no-cache' });
}
