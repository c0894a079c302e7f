import type { OAuthProvider } from '@ongi/shared';
import type { Config, OAuthProviderConfig } from '@server/config';
import { KakaoOAuthClient } from './kakao';
import { NaverOAuthClient } from './naver';
import { SandboxOAuthClient } from './sandbox';
import { OAuthProviderError, type OAuthClient, type OAuthProfile } from './types';

export { OAuthProviderError, type OAuthClient, type OAuthProfile };
export { SandboxOAuthClient, sandboxUserId, type SandboxConsent } from './sandbox';

export type OAuthClients = { naver: OAuthClient; kakao: OAuthClient };

const realClients = {
  naver: (settings: OAuthProviderConfig & { clientId: string }) => new NaverOAuthClient(settings),
  kakao: (settings: OAuthProviderConfig & { clientId: string }) => new KakaoOAuthClient(settings),
} satisfies Record<OAuthProvider, unknown>;

/** A provider without keys where no sandbox may stand in: every use is refused (the routes answer 503). */
class UnavailableOAuthClient implements OAuthClient {
  readonly mode = 'off' as const;

  constructor(readonly provider: OAuthProvider) {}

  authorizeUrl(): string {
    throw new OAuthProviderError(`${this.provider} login is off: no client id, and sandboxes are not allowed here`);
  }

  async exchange(): Promise<OAuthProfile> {
    throw new OAuthProviderError(`${this.provider} login is off: no client id, and sandboxes are not allowed here`);
  }
}

/**
 * The real client of each provider that has a client id; for the others the
 * sandbox, or, where sandboxes are not allowed (production without
 * ALLOW_SANDBOX), a client that refuses.
 */
export function createOAuthClients(config: Pick<Config, 'oauth' | 'sessionSecret' | 'services'>): OAuthClients {
  const client = (provider: OAuthProvider): OAuthClient => {
    const settings = config.oauth[provider];
    if (config.services[provider] === 'off') return new UnavailableOAuthClient(provider);
    if (!settings.clientId) return new SandboxOAuthClient(provider, config.sessionSecret);
    // Naver refuses every token request without the secret; Kakao's is optional.
    if (provider === 'naver' && !settings.clientSecret) {
      throw new Error('설정 오류 NAVER_CLIENT_SECRET: NAVER_CLIENT_ID를 쓰려면 함께 설정해야 합니다.');
    }
    return realClients[provider]({ ...settings, clientId: settings.clientId });
  };
  return { naver: client('naver'), kakao: client('kakao') };
}
