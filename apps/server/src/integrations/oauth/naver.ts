import { z } from '@ongi/shared';
import { domesticMobile, requestProfile } from './http';
import { ProviderOAuthClient } from './provider-client';
import { OAuthProviderError, type OAuthProfile } from './types';

// GET {api}/v1/nid/me: resultcode '00' means success; the fields beyond id are
// the ones the person agreed to share.
const naverProfileSchema = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: z.string().min(1),
    email: z.string().nullish(),
    name: z.string().nullish(),
    nickname: z.string().nullish(),
    mobile: z.string().nullish(),
  }),
});

/** Naver Login (네이버 로그인) OAuth2: authorize and token on nid.naver.com, profile on openapi.naver.com. */
export class NaverOAuthClient extends ProviderOAuthClient {
  readonly provider = 'naver' as const;
  protected readonly paths = { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token' };

  async exchange(code: string, state: string): Promise<OAuthProfile> {
    const accessToken = await this.accessToken({ code, state });
    const parsed = naverProfileSchema.safeParse(await requestProfile(`${this.apiBase}/v1/nid/me`, accessToken));
    if (!parsed.success) throw new OAuthProviderError('naver profile without resultcode 00 and an id');
    const person = parsed.data.response;
    return {
      providerUserId: person.id,
      name: (person.name || person.nickname || '').trim(),
      email: person.email || null,
      mobile: domesticMobile(person.mobile),
    };
  }
}
