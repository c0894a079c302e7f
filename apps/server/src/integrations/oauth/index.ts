import type { OAuthProvider } from '@ongi/shared';
import type { Config, OAuthProviderConfig } from '../../config';
import { KakaoOAuthClient } from './kakao';
import { NaverOAuthClient } from './naver';
import { SandboxOAuthClient } from './sandbox';
import type { OAuthClient } from './types';

export { OAuthProviderError, type OAuthClient, type OAuthProfile } from './types';
export { SandboxOAuthClient, sandboxUserId, type SandboxConsent } from './sandbox';

export type OAuthClients = { naver: OAuthClient; kakao: OAuthClient };

const realClients = {
  naver: (settings: OAuthProviderConfig & { clientId: string }) => new NaverOAuthClient(settings),
  kakao: (settings: OAuthProviderConfig & { clientId: string }) => new KakaoOAuthClient(settings),
} satisfies Record<OAuthProvider, unknown>;

/** The real client of each provider that has a client id, the sandbox for the others. */
export function createOAuthClients(config: Pick<Config, 'oauth' | 'sessionSecret'>): OAuthClients {
  const client = (provider: OAuthProvider): OAuthClient => {
    const settings = config.oauth[provider];
    if (!settings.clientId) return new SandboxOAuthClient(provider, config.sessionSecret);
    // Naver refuses every token request without the secret; Kakao's is optional.
    if (provider === 'naver' && !settings.clientSecret) {
      throw new Error('설정 오류 NAVER_CLIENT_SECRET: NAVER_CLIENT_ID를 쓰려면 함께 설정해야 합니다.');
    }
    return realClients[provider]({ ...settings, clientId: settings.clientId });
  };
  return { naver: client('naver'), kakao: client('kakao') };
}
