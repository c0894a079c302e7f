import { queryOptions } from '@tanstack/react-query';
import { contract, type adminLoginSchema, type z } from '@ongi/shared';
import { call } from '../../shared/lib/api';

export type AdminLoginPayload = z.output<typeof adminLoginSchema>;

/** Query keys of the administrator's own session. */
export const adminQueries = {
  all: () => ['admin'] as const,
  checkAdmin: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'check-admin'] as const,
      queryFn: ({ signal }) => call(contract.admin.account.checkAdmin, {}, { signal }),
      // Each admin screen re-checks (spec 002 §4); a short freshness window spares a request per click.
      staleTime: 30 * 1000,
      retry: false,
    }),
};

export const adminApi = {
  login: (payload: AdminLoginPayload) => call(contract.admin.account.login, { body: payload }),
  logout: () => call(contract.admin.account.logout),
};
