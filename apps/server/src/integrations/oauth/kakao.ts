import { z } from '@ongi/shared';
import { domesticMobile, requestProfile } from './http';
import { ProviderOAuthClient } from './provider-client';
import { OAuthProviderError, type OAuthProfile } from './types';

// GET {api}/v2/user/me: a numeric id and the kakao_account items the person agreed to share.
const kakaoProfileSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      name: z.string().nullish(),
      phone_number: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** Kakao Login (카카오 로그인) OAuth2: authorize and token on kauth.kakao.com, profile on kapi.kakao.com. */
export class KakaoOAuthClient extends ProviderOAuthClient {
  readonly provider = 'kakao' as const;
  protected readonly paths = { authorize: '/oauth/authorize', token: '/oauth/token' };

  async exchange(code: string, _state: string, redirectUri: string): Promise<OAuthProfile> {
    // Kakao checks that redirect_uri is the one the code was issued for.
    const accessToken = await this.accessToken({ redirect_uri: redirectUri, code });
    const parsed = kakaoProfileSchema.safeParse(await requestProfile(`${this.apiBase}/v2/user/me`, accessToken));
    if (!parsed.success) throw new OAuthProviderError('kakao profile without an id');
    const account = parsed.data.kakao_account ?? {};
    // An address Kakao has not verified (or no longer valid) says nothing about who this is.
    const emailTrusted = account.is_email_verified === true && account.is_email_valid !== false;
    return {
      providerUserId: String(parsed.data.id),
      name: (account.name || account.profile?.nickname || '').trim(),
      email: emailTrusted && account.email ? account.email : null,
      mobile: domesticMobile(account.phone_number),
    };
  }
}
