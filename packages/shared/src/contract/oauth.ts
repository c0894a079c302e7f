import { messageSchema } from '../schemas/account';
import {
  oauthCallbackQuerySchema,
  oauthCheckAccountSchema,
  oauthLoginResultSchema,
  oauthProviderLabels,
  oauthRedirectSchema,
  sandboxOAuthCodeSchema,
  sandboxOAuthConsentSchema,
  type OAuthProvider,
} from '../schemas/oauth';
import { endpoint } from './endpoint';

const codeQuerySchema = oauthCallbackQuerySchema.pick({ code: true });

/**
 * One provider's login, signup and linking (spec 000 sections 2, 4 and 7).
 * The server cannot route '/:provider-login', so each provider has its own
 * paths; callers pick the provider's set (`contract.oauth[provider]`). The
 * GETs that log in, create or link an account are refused (403) from other
 * sites' pages like any change; 503 when the provider is off (no keys and no
 * sandbox).
 */
function providerEndpoints<const P extends OAuthProvider>(provider: P) {
  const label = oauthProviderLabels[provider];
  return {
    loginUrl: endpoint({
      method: 'GET',
      path: `/oauth/${provider}`,
      access: 'public',
      summary: `${label} 로그인 주소 (state 쿠키 발급)`,
      responses: { 200: oauthRedirectSchema },
    }),
    connectUrl: endpoint({
      method: 'GET',
      path: `/oauth/${provider}-connect`,
      access: 'normal',
      summary: `${label} 계정 연결 주소 (이 계정에 묶인 state)`,
      responses: { 200: oauthRedirectSchema },
    }),
    checkAccount: endpoint({
      method: 'GET',
      path: `/oauth/${provider}-check-account`,
      access: 'public',
      summary: `${label} 코드 교환, 가입 여부 확인`,
      query: oauthCallbackQuerySchema,
      responses: { 200: oauthCheckAccountSchema },
      // 502: the provider failed to exchange the code.
      errors: [403, 429, 502],
    }),
    login: endpoint({
      method: 'GET',
      path: `/oauth/${provider}-login`,
      access: 'public',
      summary: `${label} 로그인`,
      query: codeQuerySchema,
      responses: { 200: oauthLoginResultSchema },
      errors: [401, 403],
    }),
    signup: endpoint({
      method: 'GET',
      path: `/oauth/${provider}-signup`,
      access: 'public',
      summary: `${label} 회원가입 (이미 연결됐으면 로그인)`,
      query: codeQuerySchema,
      responses: { 200: oauthLoginResultSchema },
      errors: [401, 403],
    }),
    connectAccount: endpoint({
      method: 'GET',
      path: `/oauth/${provider}-connect-account`,
      access: 'normal',
      summary: `${label} 계정을 로그인한 계정에 연결`,
      query: oauthCallbackQuerySchema,
      responses: { 200: messageSchema },
      errors: [409, 429, 502],
    }),
    disconnect: endpoint({
      method: 'POST',
      path: `/oauth/${provider}-disconnect`,
      access: 'normal',
      summary: `${label} 연결 해제 (로그인 방법이 남을 때만)`,
      responses: { 200: messageSchema },
    }),
    /** The sandbox's consent page (no client id configured); a provider configured for real has no such path. */
    sandboxConsent: endpoint({
      method: 'POST',
      path: `/sandbox/oauth/${provider}/authorize`,
      access: 'public',
      summary: `${label} 샌드박스 동의 (코드 발급)`,
      body: sandboxOAuthConsentSchema,
      responses: { 200: sandboxOAuthCodeSchema },
      errors: [403],
      hidden: true,
    }),
  };
}

/** Naver and Kakao login, signup and linking, and the sandbox consent page that stands in for them. */
export const oauth = {
  naver: providerEndpoints('naver'),
  kakao: providerEndpoints('kakao'),
} satisfies Record<OAuthProvider, ReturnType<typeof providerEndpoints>>;
