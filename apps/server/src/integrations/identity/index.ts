import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import { createPortOneVerifier } from './portone';
import { createSandboxVerifier } from './sandbox';
import type { IdentityVerifier } from './types';

export * from './types';
export { sandboxCi } from './sandbox';

/**
 * PortOne when its secret, store and identity channel are configured, else the
 * sandbox where sandboxes may run; null when neither (production without keys
 * and without ALLOW_SANDBOX): verification is then off and answers 503.
 */
export function createIdentityVerifier(config: Pick<Config, 'portone' | 'services'>, db: Database): IdentityVerifier | null {
  const { apiSecret, storeId, identityChannelKey, apiBase } = config.portone;
  if (apiSecret && storeId && identityChannelKey) {
    return createPortOneVerifier({ apiSecret, storeId, channelKey: identityChannelKey, apiBase });
  }
  return config.services.identityVerification === 'sandbox' ? createSandboxVerifier(db) : null;
}
