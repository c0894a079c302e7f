import { admin } from './admin';
import { campaign } from './campaign';

export * from './endpoint';
export * from './admin/resource';

/**
 * Every endpoint of the API, declared once by domain (one file per domain,
 * named as the server's module and the web's feature are). The server
 * registers its handlers from these (apps/server/src/lib/contract-route.ts),
 * the web calls them through `call` (apps/web/src/shared/lib/api.ts), and the
 * API document is generated from them: a path or answer changed here fails
 * the typecheck of both sides.
 */
export const contract = {
  admin,
  campaign,
};
