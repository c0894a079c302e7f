import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml, messages, publicNumberQuerySchema } from '@ongi/shared';
import { isApiRequest } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route looks an invitation up by its public number (the guest page,
     * its data, its calendar entry, the kiosk's data, list and stream): a
     * number it does not know counts against the asking address. Set by the
     * guard for every route whose path has :publicNum or whose query is
     * publicNumberQuerySchema; a route may also set it itself.
     */
    publicNumber?: boolean;
  }
  interface FastifyInstance {
    /** The routes the guard watches ('GET /invitation/:publicNum'), for its tests. */
    publicNumberRoutes: string[];
  }
}

export interface PublicNumberGuardOptions {
  /** Unknown numbers one address may ask for in a window (PUBLIC_NUMBER_MISSES_PER_ADDRESS). */
  missesPerAddress: number;
  windowMs: number;
  productName: string;
}

/** Addresses refused at one time at most: a flood of addresses evicts the oldest, never grows memory. */
const maxRefusedAddresses = 10_000;

function takesPublicNumber(route: RouteOptions): boolean {
  if (route.config?.publicNumber) return true;
  const querystring = (route.schema as { querystring?: unknown } | undefined)?.querystring;
  return route.url.includes(':publicNum') || querystring === publicNumberQuerySchema;
}

/** What a refused address sees when it opens a guest page: a page of its own, not the invitation's shell (whose script would only fail to load). */
function refusedPage(productName: string): string {
  const title = '잠시 후 다시 열어 주세요';
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(`${title} | ${productName}`)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #faf7f2; color: #2b2622; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif; }
      main { max-width: 22rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
      p { margin: 0 0 1.5rem; line-height: 1.6; color: #5b524b; word-break: keep-all; }
      a { display: inline-block; padding: 0.75rem 1.25rem; border-radius: 0.5rem; background: #2b2622; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(messages.invitation.tooManyUnknownNumbers)}</p>
      <a href="/">${escapeHtml(productName)} 홈으로 가기</a>
    </main>
  </body>
</html>
`;
}

/**
 * Guessing public numbers (docs/decisions/011): each address may ask for so
 * many numbers that do not exist in a window; past that, every public-number
 * lookup from it (known numbers too, or a guess would still tell a hit by its
 * 200) answers 429 for the rest of the window. Only misses are counted, after
 * the 404 is decided, so a known number answered from memory costs nothing
 * more than one size check; misses count in the rate-limit store (Redis with
 * REDIS_URL, so every instance counts together), and each instance refuses an
 * address it has seen go over. Registered after the rate-limit plugin and
 * before the public cache, which would otherwise answer a refused address
 * from memory.
 */
export function registerPublicNumberGuard(app: FastifyInstance, options: PublicNumberGuardOptions) {
  const refused = new LRUCache<string, true>({ max: maxRefusedAddresses, ttl: options.windowMs, ttlAutopurge: true });
  const misses = app.createRateLimit({ max: options.missesPerAddress, timeWindow: options.windowMs, keyGenerator: (request) => `public-number-miss:${request.ip}` });
  const page = refusedPage(options.productName);
  const routes: string[] = [];
  app.decorate('publicNumberRoutes', routes);

  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const seconds = Math.max(1, Math.ceil(refused.getRemainingTTL(request.ip) / 1000));
    reply.code(429).header('Cache-Control', 'no-store').header('Retry-After', String(seconds));
    return isApiRequest(request) ? reply.send({ message: messages.invitation.tooManyUnknownNumbers }) : reply.type('text/html; charset=utf-8').send(page);
  };

  const countMiss = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 404) return payload;
    const counted = await misses(request);
    if (!counted.isAllowed && counted.remaining === 0) refused.set(request.ip, true, { ttl: Math.max(1, counted.ttl) });
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!takesPublicNumber(route)) return;
    route.config = { ...route.config, publicNumber: true };
    // Counting is the watched routes' own hook: no other answer pays for it.
    route.onSend = [...[route.onSend ?? []].flat(), countMiss];
    routes.push(`${[route.method].flat().join(',')} ${route.url}`);
  });

  // Every request meets this before the public cache; while no address is refused it is one size check.
  app.addHook('onRequest', (request, reply, done) => {
    if (refused.size === 0 || !request.routeOptions.config.publicNumber || !refused.has(request.ip)) return done();
    refuse(request, reply);
  });
}
