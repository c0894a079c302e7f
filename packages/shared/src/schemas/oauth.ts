import { z } from '../zod';

// Naver and Kakao login and linking (spec 000 sections 2, 4 and 7).

export const oauthProviders = ['naver', 'kakao'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export const oauthProviderLabels: Record<OAuthProvider, string> = { naver: '네이버', kakao: '카카오' };

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

/** GET /api/oauth/{provider} and /api/oauth/{provider}-connect: where to send the browser. */
export const oauthRedirectSchema = z.object({ url: z.string() });
export type OAuthRedirect = z.infer<typeof oauthRedirectSchema>;

/** The return pages pass the provider's code and state on. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().trim().min(1).max(2000),
  state: z.string().trim().min(1).max(200),
});
export type OAuthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;

/** GET /api/oauth/{provider}-check-account?code&state: is this person a member already? */
export const oauthCheckAccountSchema = z.object({ isExist: z.boolean() });
export type OAuthCheckAccount = z.infer<typeof oauthCheckAccountSchema>;

/** GET /api/oauth/{provider}-login and -signup?code&state: the session's login result. */
export const oauthLoginResultSchema = z.object({
  result: z.literal(true),
  name: z.string(),
  username: z.string(),
  /** true when -signup created the account just now (the welcome message shows). */
  isNewAccount: z.boolean(),
});
export type OAuthLoginResult = z.infer<typeof oauthLoginResultSchema>;

/** GET /api/account/check-connect (000 section 3: isNaver-style flags and connect dates). */
export const checkConnectSchema = z.object({
  isNaver: z.boolean(),
  isKakao: z.boolean(),
  naverConnectDate: z.string().nullable(),
  kakaoConnectDate: z.string().nullable(),
  /** Whether the member can log in with a password (a disconnect must leave one way to log in). */
  hasPassword: z.boolean(),
});
export type CheckConnect = z.infer<typeof checkConnectSchema>;

/** POST /api/sandbox/oauth/{provider}/authorize (sandbox consent page, no client id configured). */
export const sandboxOAuthConsentSchema = z.object({
  name: z.string().trim().min(1, '이름을 입력해 주세요').max(30),
  email: z.string().trim().email('이메일 형식이 올바르지 않습니다.').max(254),
  state: z.string().min(1).max(200),
  redirectUri: z.string().min(1).max(500),
});
export type SandboxOAuthConsentInput = z.input<typeof sandboxOAuthConsentSchema>;
export const sandboxOAuthCodeSchema = z.object({ redirectTo: z.string() });
