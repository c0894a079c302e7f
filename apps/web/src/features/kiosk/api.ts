// The kiosk screen's reads: what it shows of the invitation (once), the paid
// wreaths (on opening, every 10 s, and after the live stream reconnects), the
// name wall; and the host's choices for the screen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KioskSettings } from '@ongi/shared';

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
  /** Every sender's name and the running total, read with the list (every 10 s) and at once when a wreath arrives. */
  names: (publicNum: string, refreshMs: number) =>
    queryOptions({
      queryKey: [...kioskQueries.all(), 'names', publicNum] as const,
      queryFn: ({ signal }) => call(kioskEndpoints.names, { params: { publicNum } }, { signal, cache: 'no-cache' }),
      refetchInterval: refreshMs,
      // The screen is watched, not focused: it refreshes on its own clock.
      refetchIntervalInBackground: true,
      refetchOnWindowFocus: false,
    }),
  /** The host's choices for the screen (the settings page). */
  settings: (orderNum: string) =>
    queryOptions({
      queryKey: [...kioskQueries.all(), 'settings', orderNum] as const,
      queryFn: ({ signal }) => call(kioskEndpoints.settings, { params: { orderNum } }, { signal }),
      // A refusal (401/403/404) is an answer, not a hiccup.
      retry: false,
    }),
};

/** The paid wreaths, newest first; never cached, so a new wreath shows at once. */
export function fetchKioskPayments(publicNum: string, page: number, signal?: AbortSignal) {
  return call(paymentEndpoints.kioskList, { params: { publicNum, page } }, { signal, cache: 'no-cache' });
}

/** Saves the host's choices; the section shows the stored ones at once. */
export function useSaveKioskSettings(orderNum: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KioskSettings) => call(kioskEndpoints.saveSettings, { params: { orderNum }, body }),
    onSuccess: (saved) => queryClient.setQueryData(kioskQueries.settings(orderNum).queryKey, saved),
  });
}
