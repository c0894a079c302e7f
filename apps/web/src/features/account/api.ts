import { queryOptions } from '@tanstack/react-query';
import type { CheckLogin, LoginResult, MessageBody, z, memberLoginSchema, nonMemberLoginSchema } from '@ongi/shared';
import { api } from '../../shared/lib/api';

export type MemberLoginPayload = z.output<typeof memberLoginSchema>;
export type NonMemberLoginPayload = z.output<typeof nonMemberLoginSchema>;
export type SocialProvider = 'naver' | 'kakao';

/** Query keys of the account domain (one factory, no inline key arrays). */
export const accountQueries = {
  all: () => ['account'] as const,
  checkLogin: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'check-login'] as const,
      queryFn: ({ signal }) => api.get<CheckLogin>('/account/check-login', undefined, signal),
      staleTime: 60 * 1000,
      retry: false,
    }),
};

export const accountApi = {
  login: (payload: MemberLoginPayload) => api.post<LoginResult>('/account/login', payload),
  nonMemberLogin: (payload: NonMemberLoginPayload) => api.post<LoginResult>('/account/nonUserLogin', payload),
  logout: () => api.get<MessageBody>('/account/logout'),
  /** The provider's authorisation address to send the browser to. */
  socialLoginUrl: (provider: SocialProvider) => api.get<{ url: string }>(`/oauth/${provider}`),
};
