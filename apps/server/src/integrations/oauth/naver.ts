import { z } from '@ongi/shared';
import type { OAuthProviderConfig } from '../../config';
import { domesticMobile, requestAccessToken, requestProfile, trimBase } from './http';
import { OAuthProviderError, type OAuthClient, type OAuthProfile } from './types';

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
export class NaverOAuthClient implements OAuthClient {
  readonly provider = 'naver' as const;
  readonly mode = 'real' as const;
  private readonly authBase: string;
  private readonly apiBase: string;

  constructor(private readonly settings: OAuthProviderConfig & { clientId: string }) {
    this.authBase = trimBase(settings.authBase);
    this.apiBase = trimBase(settings.apiBase);
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.settings.clientId, redirect_uri: redirectUri, state });
    return `${this.authBase}/oauth2.0/authorize?${query}`;
  }

  async exchange(code: string, state: string): Promise<OAuthProfile> {
    const accessToken = await requestAccessToken(`${this.authBase}/oauth2.0/token`, {
      grant_type: 'authorization_code',
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      code,
      state,
    });
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
