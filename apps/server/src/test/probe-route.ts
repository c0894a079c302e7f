import { endpoint, z, type Access, type Method } from '@ongi/shared';
import type { App } from '../app';
import { route, type ContractRouteOptions } from '../lib/contract-route';

/**
 * A route a test adds beside the real ones (a probe of each access level, of
 * a multipart form, of a log line). It is declared as every API route must
 * be, on the spot: the server refuses an /api route outside the contract.
 */
export function probeRoute(app: App, method: Method, path: `/probe/${string}`, access: Access, options: ContractRouteOptions<unknown>) {
  // Whatever a probe may be refused with (another site, a limit, a form too large) is an answer the test looks at.
  const probe = endpoint({ method, path, access, summary: '테스트용 경로', responses: { 200: z.unknown() }, errors: [403, 404, 409, 413, 415, 429] });
  route(app, probe, options as ContractRouteOptions<typeof probe>);
}
