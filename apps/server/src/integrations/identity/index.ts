import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createPortOneVerifier } from './portone';
import { createSandboxVerifier } from './sandbox';
import type { IdentityVerifier } from './types';

export * from './types';
export { sandboxCi } from './sandbox';

/** PortOne when its secret, store and identity channel are configured, else the sandbox. */
export function createIdentityVerifier(portone: Config['portone'], db: Database): IdentityVerifier {
  const { apiSecret, storeId, identityChannelKey, apiBase } = portone;
  if (apiSecret && storeId && identityChannelKey) {
    return createPortOneVerifier({ apiSecret, storeId, channelKey: identityChannelKey, apiBase });
  }
  return createSandboxVerifier(db);
}
