import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, etagOf, matchesEtag, type CachedRead, type PublicReadInvalidation } from '../lib/public-reads';
import { isApiRequest } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read whose answer does not depend on who asks (no session, no
     * address): answered from the in-process cache until a write anywhere
     * empties it, with an ETag. Shared caches may keep it but must ask again.
     */
    publicCache?: boolean;
    /**
     * `false` on a state-changing route that never touches what public reads
     * show (a login, a payment intent that stays READY): its success does not
     * empty the cache. Every other successful write does.
     */
    changesPublicReads?: boolean;
  }
  interface FastifyRequest {
    /** The cache generation when a cacheable read began; its answer is stored only if no write landed since. */
    publicReadGeneration?: number;
    /** Answered from memory: nothing is left to store or tag. */
    publicReadHit?: boolean;
  }
}

// Browsers and CDNs may keep a public answer but revalidate it every time: the
// ETag makes that a 304 from memory, and nobody is shown content older than
// the last write.
const publicCacheControl = 'public, no-cache';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function isCacheableRead(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  // A rate-limited lookup (the place search) must meet its limit on every call.
  return config.publicCache === true && (request.method === 'GET' || request.method === 'HEAD') && !config.rateLimit;
}

function changesState(request: FastifyRequest): boolean {
  return !safeMethods.has(request.method) || request.routeOptions.config.sameOriginRequired === true;
}

/** This read's answer goes out as usual but is not kept: the next request reads again. */
export function answerWithoutKeeping(request: FastifyRequest) {
  request.publicReadGeneration = undefined;
}

/** Answers from a kept entry: its validator, 304 when the client has it, else its bytes in the best encoding the client takes. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedRead) {
  request.publicReadHit = true;
  reply.header('ETag', entry.etag).header('Cache-Control', entry.cacheControl).header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type(entry.contentType).send(body);
}

/**
 * Public reads from memory, their HTTP caching headers, and the invalidation
 * that follows every successful write (docs/decisions/014). Registered after
 * the security headers (a cached answer carries them too) and before the
 * session is loaded (a cached answer needs no session).
 */
export function registerPublicCache(app: FastifyInstance, invalidation: PublicReadInvalidation) {
  const { cache } = invalidation;

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheableRead(request)) return;
    const entry = cache.get(request.url);
    if (entry) return sendCached(request, reply, entry);
    request.publicReadGeneration = cache.generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.publicReadHit) return payload;
    if (changesState(request)) {
      if (reply.statusCode < 400 && request.routeOptions.config.changesPublicReads !== false) await invalidation.announce();
    } else if (request.routeOptions.config.publicCache && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const cacheControl = reply.getHeader('Cache-Control');
      const read = {
        body: Buffer.from(payload),
        contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        cacheControl: typeof cacheControl === 'string' ? cacheControl : publicCacheControl,
      };
      // Stored only when it was looked up (not a rate-limited lookup) and no write landed meanwhile.
      const entry = request.publicReadGeneration === undefined ? { ...read, etag: etagOf(read.body) } : cache.store(request.url, read, request.publicReadGeneration);
      reply.header('ETag', entry.etag).header('Cache-Control', entry.cacheControl).header('Vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
    if (reply.hasHeader('Cache-Control')) return payload;
    // Anything else from the API is private by default: a member's profile or
    // refund account (a full account number) never sits in a shared or browser
    // cache, and an error is never kept.
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
