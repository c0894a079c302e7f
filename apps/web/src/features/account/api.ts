import { queryOptions } from '@tanstack/react-query';
import {
  contract,
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
import { call } from '../../shared/lib/api';

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
      queryFn: ({ signal }) => call(contract.account.checkLogin, {}, { signal }),
      staleTime: 60 * 1000,
      retry: false,
    }),
  /** The member's own records (my-page): dropped at every login and logout, so no one sees another's. */
  mine: () => [...accountQueries.all(), 'mypage'] as const,
};

export const accountApi = {
  login: (payload: MemberLoginPayload) => call(contract.account.login, { body: payload }),
  nonMemberLogin: (payload: NonMemberLoginPayload) => call(contract.account.nonMemberLogin, { body: payload }),
  logout: () => call(contract.account.logout),
  // Each provider has its own paths on the server: contract.oauth[provider] holds that provider's set.
  /** The provider's authorisation address to send the browser to. */
  socialLoginUrl: (provider: SocialProvider) => call(contract.oauth[provider].loginUrl),
  /** Same, to link the provider to the logged-in account. */
  socialConnectUrl: (provider: SocialProvider) => call(contract.oauth[provider].connectUrl),
  socialCheckAccount: (provider: SocialProvider, callback: OAuthCallback) => call(contract.oauth[provider].checkAccount, { query: callback }),
  socialLogin: (provider: SocialProvider, callback: OAuthCallback) => call(contract.oauth[provider].login, { query: callback }),
  socialSignup: (provider: SocialProvider, callback: OAuthCallback) => call(contract.oauth[provider].signup, { query: callback }),
  socialConnectAccount: (provider: SocialProvider, callback: OAuthCallback) => call(contract.oauth[provider].connectAccount, { query: callback }),

  checkDuplicate: (username: string) => call(contract.account.checkDuplicate, { query: { username } }),
  signup: (payload: SignupRequestInput) => call(contract.account.signup, { body: payload }),
  findId: (identityVerificationId: string) => call(contract.account.findId, { body: { identityVerificationId } }),
  passwordResetRequest: (payload: PasswordResetRequestInput) => call(contract.account.passwordResetRequest, { body: payload }),
  passwordReset: (payload: PasswordResetInput) => call(contract.account.passwordReset, { body: payload }),
};

/** 본인인증: the server prepares and confirms; the provider (PortOne or the sandbox window) sits between. */
export const identityApi = {
  prepare: (payload: IdentityRequestInput) => call(contract.identity.prepare, { body: payload }),
  confirm: (identityVerificationId: string) => call(contract.identity.confirm, { body: { identityVerificationId } }),
};

/** What the sandbox stand-ins for PortOne and Naver/Kakao record (no keys configured). */
export const sandboxApi = {
  answerIdentity: (identityVerificationId: string, payload: SandboxIdentityInput) =>
    call(contract.identity.sandboxAnswer, { params: { identityVerificationId }, body: payload }),
  authorizeOAuth: (provider: SocialProvider, payload: SandboxOAuthConsentInput) => call(contract.oauth[provider].sandboxConsent, { body: payload }),
};
