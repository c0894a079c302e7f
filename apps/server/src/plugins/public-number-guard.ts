import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { messages, publicNumberQuerySchema } from '@ongi/shared';
import { isApiRequest } from './security';
import { calmPage } from './unavailable-page';

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
    /** Whether the guard refuses this request (a public-number route asked from a refused address): the public cache must not answer it from memory. */
    publicNumberRefuses(request: FastifyRequest): boolean;
    /** Whether the guard refuses public-number lookups from this address now. */
    publicNumberRefusesAddress(address: string): boolean;
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
  return calmPage(
    { title: '잠시 후 다시 열어 주세요', message: messages.invitation.tooManyUnknownNumbers, link: { href: '/', label: `${productName} 홈으로 가기` } },
    productName,
  );
}

/**
 * Guessing public numbers (docs/decisions/011): each address may ask for so
 * many numbers that do not exist in a window; past that, every public-number
 * lookup from it (known numbers too, or a guess would still tell a hit by its
 * 200) answers 429 for the rest of the window. Only misses are counted, after
 * the 404 is decided, so a known number answered from memory costs nothing
 * more than one size check; misses count in the rate-limit store (Redis with
 * REDIS_URL, so every instance counts together), and each instance refuses an
 * address it has seen go over. Registered after the rate-limit plugin; the
 * public cache, whose hook runs before this one, leaves a refused address's
 * request to it (publicNumberRefuses) rather than answer it from memory.
 */
export function registerPublicNumberGuard(app: FastifyInstance, options: PublicNumberGuardOptions) {
  const refused = new LRUCache<string, true>({ max: maxRefusedAddresses, ttl: options.windowMs, ttlAutopurge: true });
  const misses = app.createRateLimit({
    max: options.missesPerAddress,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `public-number-miss:${request.ip}`,
  });
  const page = refusedPage(options.productName);
  const routes: string[] = [];
  app.decorate('publicNumberRoutes', routes);
  const refusesAddress = (address: string) => refused.size > 0 && refused.has(address);
  const refuses = (request: FastifyRequest) => request.routeOptions.config.publicNumber === true && refusesAddress(request.ip);
  app.decorate('publicNumberRefuses', refuses);
  app.decorate('publicNumberRefusesAddress', refusesAddress);

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

  // Every request meets this (the public cache, which answers before it, asks publicNumberRefuses first); while no address is refused it is one size check.
  app.addHook('onRequest', (request, reply, done) => {
    if (!refuses(request)) return done();
    refuse(request, reply);
  });
}
