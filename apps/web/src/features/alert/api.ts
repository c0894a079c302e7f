import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@web/shared/lib/api';
import { alert as adminAlertEndpoints } from '@ongi/shared/routes/admin/alert';

/** Under the alert resource's own key (['admin', 'alert']): acknowledging one refreshes the count with the list. */
export const alertQueries = {
  unacknowledgedCount: () =>
    queryOptions({
      queryKey: ['admin', 'alert', 'unacknowledged-count'] as const,
      queryFn: ({ signal }) => call(adminAlertEndpoints.unacknowledgedCount, {}, { signal }),
      select: (data) => data.count,
      // An alert raised while the back office is open shows within a minute.
      refetchInterval: 60_000,
    }),
};

/** How many alerts nobody has acknowledged (the admin menu's badge); undefined until known. */
export function useUnacknowledgedAlertCount(): number | undefined {
  return useQuery(alertQueries.unacknowledgedCount()).data;
}
