import { queryOptions } from '@tanstack/react-query';
import type {
  CheckDuplicateResult,
  CheckLogin,
  FindIdResult,
  IdentityConfirmResult,
  IdentityPrepare,
  IdentityRequestInput,
  LoginResult,
  MessageBody,
  OAuthCheckAccount,
  OAuthLoginResult,
  OAuthProvider,
  PasswordResetInput,
  PasswordResetRequestInput,
  SandboxIdentityInput,
  SandboxOAuthConsentInput,
  SignupRequestInput,
  SignupResult,
  z,
  memberLoginSchema,
  nonMemberLoginSchema,
} from '@ongi/shared';
import { api } from '../../shared/lib/api';

export type MemberLoginPayload = z.output<typeof memberLoginSchema>;
export type NonMemberLoginPayload = z.output<typeof nonMemberLoginSchema>;
export type SocialProvider = OAuthProvider;

/** The provider's answer on a return page. */
export interface OAuthCallback {
  code: string;
  state: string;
}

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
  /** The member's own records (my-page): dropped at every login and logout, so no one sees another's. */
  mine: () => [...accountQueries.all(), 'mypage'] as const,
};

export const accountApi = {
  login: (payload: MemberLoginPayload) => api.post<LoginResult>('/account/login', payload),
  nonMemberLogin: (payload: NonMemberLoginPayload) => api.post<LoginResult>('/account/nonUserLogin', payload),
  logout: () => api.post<MessageBody>('/account/logout'),
  /** The provider's authorisation address to send the browser to. */
  socialLoginUrl: (provider: SocialProvider) => api.get<{ url: string }>(`/oauth/${provider}`),
  /** Same, to link the provider to the logged-in account. */
  socialConnectUrl: (provider: SocialProvider) => api.get<{ url: string }>(`/oauth/${provider}-connect`),
  socialCheckAccount: (provider: SocialProvider, callback: OAuthCallback) =>
    api.get<OAuthCheckAccount>(`/oauth/${provider}-check-account`, { ...callback }),
  socialLogin: (provider: SocialProvider, callback: OAuthCallback) => api.get<OAuthLoginResult>(`/oauth/${provider}-login`, { ...callback }),
  socialSignup: (provider: SocialProvider, callback: OAuthCallback) => api.get<OAuthLoginResult>(`/oauth/${provider}-signup`, { ...callback }),
  socialConnectAccount: (provider: SocialProvider, callback: OAuthCallback) =>
    api.get<MessageBody>(`/oauth/${provider}-connect-account`, { ...callback }),

  checkDuplicate: (username: string) => api.get<CheckDuplicateResult>('/account/check-duplicate', { username }),
  signup: (payload: SignupRequestInput) => api.post<SignupResult>('/account/signup', payload),
  findId: (identityVerificationId: string) => api.post<FindIdResult>('/account/find-id', { identityVerificationId }),
  passwordResetRequest: (payload: PasswordResetRequestInput) => api.post<MessageBody>('/account/password-reset-request', payload),
  passwordReset: (payload: PasswordResetInput) => api.post<MessageBody>('/account/password-reset', payload),
};

/** 본인인증: the server prepares and confirms; the provider (PortOne or the sandbox window) sits between. */
export const identityApi = {
  prepare: (payload: IdentityRequestInput) => api.post<IdentityPrepare>('/identity/prepare', payload),
  confirm: (identityVerificationId: string) => api.post<IdentityConfirmResult>('/identity/confirm', { identityVerificationId }),
};

/** What the sandbox stand-ins for PortOne and Naver/Kakao record (no keys configured). */
export const sandboxApi = {
  answerIdentity: (identityVerificationId: string, payload: SandboxIdentityInput) =>
    api.post<unknown>(`/sandbox/identity-verifications/${encodeURIComponent(identityVerificationId)}`, payload),
  authorizeOAuth: (provider: SocialProvider, payload: SandboxOAuthConsentInput) =>
    api.post<{ redirectTo: string }>(`/sandbox/oauth/${provider}/authorize`, payload),
};
