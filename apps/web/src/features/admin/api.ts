import { queryOptions } from '@tanstack/react-query';
import { type adminLoginSchema, type z } from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { account as adminAccountEndpoints } from '@ongi/shared/routes/admin/account';

export type AdminLoginPayload = z.output<typeof adminLoginSchema>;

/** Query keys of the administrator's own session. */
export const adminQueries = {
  all: () => ['admin'] as const,
  checkAdmin: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'check-admin'] as const,
      queryFn: ({ signal }) => call(adminAccountEndpoints.checkAdmin, {}, { signal }),
      // Each admin screen re-checks (spec 002 §4); a short freshness window spares a request per click.
      staleTime: 30 * 1000,
      retry: false,
    }),
};

export const adminApi = {
  login: (payload: AdminLoginPayload) => call(adminAccountEndpoints.login, { body: payload }),
  logout: () => call(adminAccountEndpoints.logout),
};
