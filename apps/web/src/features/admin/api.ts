import { queryOptions } from '@tanstack/react-query';
import type { adminLoginSchema, CheckAdmin, LoginResult, MessageBody, z } from '@ongi/shared';
import { api } from '../../shared/lib/api';

export type AdminLoginPayload = z.output<typeof adminLoginSchema>;

/** Query keys of the administrator's own session. */
export const adminQueries = {
  all: () => ['admin'] as const,
  checkAdmin: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'check-admin'] as const,
      queryFn: ({ signal }) => api.get<CheckAdmin>('/admin/account/check-admin', undefined, signal),
      // Each admin screen re-checks (spec 002 §4); a short freshness window spares a request per click.
      staleTime: 30 * 1000,
      retry: false,
    }),
};

export const adminApi = {
  login: (payload: AdminLoginPayload) => api.post<LoginResult>('/admin/account/login', payload),
  logout: () => api.post<MessageBody>('/admin/account/logout'),
};
