import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, etagOf, matchesEtag, type CachedRead, type PublicReadInvalidation, type ServedRead } from '../lib/public-reads';
import { AnsweredRequest, loggableUrl, writeAnsweredLine } from './logging';
import { isApiRequest, routePattern, securityHeadersFor, type SecurityHeaders } from './security';

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
    /**
     * Told of each answer to this route's kept reads written before routing,
     * where no route hook runs (the guest page's view count); a route that
     * also wants its routed answers passes the same function to onResponse.
     */
    keptAnswerSeen?: KeptAnswerSeen;
  }
  interface FastifyInstance {
    /**
     * Answers a kept public read from the HTTP server's request event, before
     * Fastify makes a request and reply, routes or runs a hook; false when the
     * router must answer (app.ts hands it every request first).
     */
    answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean;
    /** Counts an answer the router never saw (operations/metrics.ts, when metrics are on). */
    countAnswer?: (method: string, route: string, status: number, seconds: number) => void;
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
  // A rate-limited lookup (the place search) must meet its limit on every call, and a GET that changes state its origin check.
  return config.publicCache === true && (request.method === 'GET' || request.method === 'HEAD') && !config.rateLimit && !config.sameOriginRequired;
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
 * The whole header list of one kind of answer from a kept entry, built on its
 * first use and kept with it: the security headers of the route's kind, the
 * validators, and for a 200 the type, encoding and length. The same headers,
 * under the same lowercase names, that the reply would have set one by one.
 */
function answerHeaders(
  entry: CachedRead,
  kind: string,
  security: Readonly<Record<string, string>> | undefined,
  status: 200 | 304,
  encoding: string | undefined,
  length: number,
) {
  const key = `${kind} ${status} ${encoding ?? ''}`;
  entry.answerHeaders ??= new Map();
  let headers = entry.answerHeaders.get(key);
  if (!headers) {
    headers = {
      ...security,
      etag: entry.etag,
      'cache-control': entry.cacheControl,
      vary: 'Accept-Encoding',
      ...(status === 200 ? { ...(encoding ? { 'content-encoding': encoding } : {}), 'content-type': entry.contentType, 'content-length': length } : {}),
    };
    entry.answerHeaders.set(key, headers);
  }
  return headers;
}

/** What a route is told of a kept answer it did not route: the request as far as a listener needs it, and the status sent. */
export type KeptAnswerSeen = (seen: { method: string; params: unknown; headers: IncomingMessage['headers'] }, reply: { statusCode: number }) => void;

/** Writes a kept answer, whole, in one write of headers built once per kind: a 304 when the client holds it. */
function writeKept(entry: CachedRead, served: Pick<ServedRead, 'headersKind' | 'security'>, raw: IncomingMessage, response: ServerResponse): number {
  if (matchesEtag(raw.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, answerHeaders(entry, served.headersKind, served.security, 304, undefined, 0));
    response.end();
    return 304;
  }
  const { body, encoding } = encodedBody(entry, raw.headers['accept-encoding']);
  response.writeHead(200, answerHeaders(entry, served.headersKind, served.security, 200, encoding, body.length));
  response.end(body);
  return 200;
}

/** How the router answered a read it routed: kept with the answer, so the next one is answered without routing. */
function servedRead(request: FastifyRequest, securityHeaders: SecurityHeaders): ServedRead {
  const security = securityHeadersFor(request, securityHeaders);
  const seen = request.routeOptions.config.keptAnswerSeen;
  // The route's parameters, not the request: a kept entry must not hold a whole request alive.
  const params = request.params;
  return {
    answered: seen ? (raw, statusCode) => seen({ method: raw.method ?? 'GET', params, headers: raw.headers }, { statusCode }) : undefined,
    route: routePattern(request) ?? request.url,
    loggedUrl: loggableUrl(request),
    headersKind: security === undefined ? 'none' : security === securityHeaders.forApi ? 'api' : 'page',
    security,
    publicNumber: request.routeOptions.config.publicNumber === true,
  };
}

/**
 * Public reads from memory, their HTTP caching headers, and the invalidation
 * that follows every successful write (docs/decisions/014). Its hook is the
 * first of every request (after the metrics'): a kept answer goes out before
 * the cookies are parsed, the session is looked at or any other hook runs, in
 * one write of headers built once per kind of answer, the security headers
 * included (docs/decisions/004). Nothing those hooks do applies to it: it is
 * a public GET or HEAD, not rate-limited, answering everyone alike. The
 * public-number guard still refuses a refused address, from its own hook.
 */
export function registerPublicCache(
  app: FastifyInstance,
  invalidation: PublicReadInvalidation,
  options: { securityHeaders: SecurityHeaders; requestAddress: (request: IncomingMessage) => { ip: string; host: string | undefined } },
) {
  const { cache } = invalidation;
  let closing = false;
  app.addHook('preClose', (done) => {
    // Closing: the router answers (503 to new requests while the others finish).
    closing = true;
    done();
  });

  app.decorate('answerFromMemory', (raw: IncomingMessage, response: ServerResponse) => {
    if (closing || (raw.method !== 'GET' && raw.method !== 'HEAD') || raw.url === undefined) return false;
    const entry = cache.get(raw.url);
    const served = entry?.served;
    if (!entry || !served) return false;
    const started = performance.now();
    const { ip, host } = options.requestAddress(raw);
    if (served.publicNumber && app.publicNumberRefusesAddress(ip)) return false;
    const status = writeKept(entry, served, raw, response);
    const milliseconds = performance.now() - started;
    // The same request line and the same count as an answer through the router.
    writeAnsweredLine(app.log, new AnsweredRequest(raw.method, served.loggedUrl, host, ip), status, milliseconds);
    app.countAnswer?.(raw.method, served.route, status, milliseconds / 1000);
    served.answered?.(raw, status);
    return true;
  });

  // Requests handed to the router anyway (app.inject in tests, or a kept answer from a refused address's
  // neighbour): the same answer from the first hook, before cookies, session and the other hooks.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCacheableRead(request)) return done();
    const entry = cache.get(request.url);
    if (!entry || app.publicNumberRefuses(request)) {
      request.publicReadGeneration = cache.generation;
      return done();
    }
    request.publicReadHit = true;
    // The answer is written here, whole: the request line and onResponse hooks still follow when it is sent.
    reply.hijack();
    writeKept(entry, entry.served ?? servedRead(request, options.securityHeaders), request.raw, reply.raw);
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
      const entry =
        request.publicReadGeneration === undefined ? { ...read, etag: etagOf(read.body) } : cache.store(request.url, read, request.publicReadGeneration);
      entry.served ??= servedRead(request, options.securityHeaders);
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
