import { queryOptions } from '@tanstack/react-query';
import {
  type IdentityRequestInput,
  type OAuthProvider,
  type PasswordResetInput,
  type PasswordResetRequestInput,
  type SandboxIdentityInput,
  type SandboxOAuthConsentInput,
  type SignupRequestInput,
  type z,
  type memberLoginSchema,
  type nonMemberLoginSchema,
} from '@ongi/shared';
import { call } from '@web/shared/lib/api';
import { account as accountEndpoints } from '@ongi/shared/routes/account';
import { identity as identityEndpoints } from '@ongi/shared/routes/identity';
import { oauth as oauthEndpoints } from '@ongi/shared/routes/oauth';

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
      queryFn: ({ signal }) => call(accountEndpoints.checkLogin, {}, { signal }),
      staleTime: 60 * 1000,
      retry: false,
    }),
  /** The member's own records (my-page): dropped at every login and logout, so no one sees another's. */
  mine: () => [...accountQueries.all(), 'mypage'] as const,
};

export const accountApi = {
  login: (payload: MemberLoginPayload) => call(accountEndpoints.login, { body: payload }),
  nonMemberLogin: (payload: NonMemberLoginPayload) => call(accountEndpoints.nonMemberLogin, { body: payload }),
  logout: () => call(accountEndpoints.logout),
  // Each provider has its own paths on the server: oauthEndpoints[provider] holds that provider's set.
  /** The provider's authorisation address to send the browser to. */
  socialLoginUrl: (provider: SocialProvider) => call(oauthEndpoints[provider].loginUrl),
  /** Same, to link the provider to the logged-in account. */
  socialConnectUrl: (provider: SocialProvider) => call(oauthEndpoints[provider].connectUrl),
  socialCheckAccount: (provider: SocialProvider, callback: OAuthCallback) => call(oauthEndpoints[provider].checkAccount, { query: callback }),
  socialLogin: (provider: SocialProvider, callback: OAuthCallback) => call(oauthEndpoints[provider].login, { query: callback }),
  socialSignup: (provider: SocialProvider, callback: OAuthCallback) => call(oauthEndpoints[provider].signup, { query: callback }),
  socialConnectAccount: (provider: SocialProvider, callback: OAuthCallback) => call(oauthEndpoints[provider].connectAccount, { query: callback }),

  checkDuplicate: (username: string) => call(accountEndpoints.checkDuplicate, { query: { username } }),
  signup: (payload: SignupRequestInput) => call(accountEndpoints.signup, { body: payload }),
  findId: (identityVerificationId: string) => call(accountEndpoints.findId, { body: { identityVerificationId } }),
  passwordResetRequest: (payload: PasswordResetRequestInput) => call(accountEndpoints.passwordResetRequest, { body: payload }),
  passwordReset: (payload: PasswordResetInput) => call(accountEndpoints.passwordReset, { body: payload }),
};

/** 본인인증: the server prepares and confirms; the provider (PortOne or the sandbox window) sits between. */
export const identityApi = {
  prepare: (payload: IdentityRequestInput) => call(identityEndpoints.prepare, { body: payload }),
  confirm: (identityVerificationId: string) => call(identityEndpoints.confirm, { body: { identityVerificationId } }),
};

/** What the sandbox stand-ins for PortOne and Naver/Kakao record (no keys configured). */
export const sandboxApi = {
  answerIdentity: (identityVerificationId: string, payload: SandboxIdentityInput) =>
    call(identityEndpoints.sandboxAnswer, { params: { identityVerificationId }, body: payload }),
  authorizeOAuth: (provider: SocialProvider, payload: SandboxOAuthConsentInput) => call(oauthEndpoints[provider].sandboxConsent, { body: payload }),
};
