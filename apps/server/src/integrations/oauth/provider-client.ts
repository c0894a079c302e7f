import type { OAuthProvider } from '@ongi/shared';
import type { OAuthProviderConfig } from '@server/config';
import { requestAccessToken, trimBase } from './http';
import type { OAuthClient, OAuthProfile } from './types';

/**
 * What Naver's and Kakao's clients have in common: the same OAuth2 authorize
 * link and code-for-token request, at the paths each provider names. Only the
 * profile each answers with differs, so that is all a provider's class writes.
 */
export abstract class ProviderOAuthClient implements OAuthClient {
  abstract readonly provider: OAuthProvider;
  readonly mode = 'real' as const;
  /** Where, on the provider's auth host, the consent page and the token endpoint are. */
  protected abstract readonly paths: { authorize: string; token: string };
  protected readonly authBase: string;
  protected readonly apiBase: string;

  constructor(protected readonly settings: OAuthProviderConfig & { clientId: string }) {
    this.authBase = trimBase(settings.authBase);
    this.apiBase = trimBase(settings.apiBase);
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: this.settings.clientId, redirect_uri: redirectUri, state });
    return `${this.authBase}${this.paths.authorize}?${query}`;
  }

  abstract exchange(code: string, state: string, redirectUri: string): Promise<OAuthProfile>;

  /** The authorization-code grant; `fields` are what the provider asks for besides the client's own. */
  protected accessToken(fields: Record<string, string>): Promise<string> {
    return requestAccessToken(`${this.authBase}${this.paths.token}`, {
      grant_type: 'authorization_code',
      client_id: this.settings.clientId,
      client_secret: this.settings.clientSecret,
      ...fields,
    });
  }
}
