import { queryOptions } from '@tanstack/react-query';
import { call } from '@web/shared/lib/api';
import { dashboard as dashboardEndpoints } from '@ongi/shared/routes/admin/dashboard';

export const dashboardQueries = {
  view: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard'] as const,
      queryFn: ({ signal }) => call(dashboardEndpoints.view, {}, { signal }),
      // A start page left open through the day keeps up with the wreaths as they come.
      refetchInterval: 60_000,
    }),
};
