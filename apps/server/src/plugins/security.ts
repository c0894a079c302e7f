import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@ongi/shared';
import { HttpError } from '../lib/http-error';
import type { SharedRedis } from '../lib/redis';
import { sharedRateLimitStore } from './rate-limit-store';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// Outside services the browser talks to (see INTEGRATIONS.md), host by host:
// a wildcard would let any page on those providers' many subdomains run here.
// PortOne's V2 SDK loads from its CDN and talks to its checkout services;
// Kakao's map SDK loads its engine from t1.daumcdn.net; the Daum postcode
// script opens its search in a frame; Kiwoom Pay's window is a form POST.
const portone = {
  script: ['https://cdn.portone.io'],
  connect: [
    'https://cdn.portone.io',
    'https://checkout-service.prod.iamport.co',
    'https://tx-gateway-service.prod.iamport.co',
    'https://payment-bridge.prod.iamport.co',
    'https://coretelemetry.prod.iamport.co',
    'https://service.iamport.kr',
  ],
  frame: ['https://checkout-service.prod.iamport.co', 'https://payment-bridge.prod.iamport.co', 'https://service.iamport.kr'],
  formAction: ['https://service.iamport.kr'],
};
const kakaoMaps = { script: ['https://dapi.kakao.com', 'https://t1.daumcdn.net'], connect: ['https://dapi.kakao.com'] };
const postcode = { script: ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'], frame: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'] };
const kiwoom = { formAction: ['https://api.kiwoompay.co.kr', 'https://apitest.kiwoompay.co.kr'] };
const videos = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface SecurityOptions {
  publicUrl?: string;
  /** Every answer's security headers, built once (buildSecurityHeaders); the public cache's answers carry the same. */
  headers: SecurityHeaders;
  /** Rate limits count across every instance through it (REDIS_URL); without it each process counts its own. */
  redis?: SharedRedis | null;
}

/** The matched route's path pattern ('/api/account/login'), whatever spelling of it the URL used. */
export function routePattern(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/** Whether the request was routed to an API route (decided by the router, after it decoded the path). */
export function isApiRequest(request: FastifyRequest): boolean {
  return routePattern(request)?.startsWith('/api/') ?? request.url.startsWith('/api/');
}

/**
 * A state-changing request must come from this site. Browsers send Origin on
 * every cross-site POST, and Sec-Fetch-Site everywhere modern; a request with
 * neither is not a browser's and so cannot carry a victim's cookie. `strict`
 * (state-changing GETs, which a top-level navigation from a sibling subdomain
 * could trigger with the SameSite=Lax cookie) accepts only same-origin.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl?: string, { strict = false } = {}): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  if (strict && fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  let originUrl: URL;
  let ownHost: string;
  try {
    originUrl = new URL(origin);
    // Through URL so default ports compare equal ("localhost:80" and "localhost").
    ownHost = new URL(`${originUrl.protocol}//${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
  if (originUrl.host === ownHost) return true;
  return publicUrl !== undefined && new URL(publicUrl).origin === originUrl.origin;
}

/** The origin of a configured provider window, when it is not one of the known Kiwoom hosts. */
function extraFormActions(paymentWindowUrl: string | undefined): string[] {
  if (!paymentWindowUrl) return [];
  const origin = new URL(paymentWindowUrl).origin;
  return kiwoom.formAction.includes(origin) ? [] : [origin];
}

const pageHeaders = (paymentWindowUrl: string | undefined) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...new Set([...portone.script, ...kakaoMaps.script, ...postcode.script])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles, campaign images and profile pictures come from many hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...portone.connect, ...kakaoMaps.connect],
        frameSrc: ["'self'", ...videos, ...postcode.frame, ...portone.frame],
        formAction: ["'self'", ...portone.formAction, ...kiwoom.formAction, ...extraFormActions(paymentWindowUrl)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Payment and identity windows must keep window.opener to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Kakao's map and postcode scripts check the page's origin in the Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

// JSON and files need no page policies (CSP, frame and opener rules apply to
// documents); leaving them off keeps every API answer about 2 KB lighter.
const apiHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, read from it once. Ours depend on no
 * request (no nonces, no user agent), so every answer gets the same list: one
 * assignment on the reply instead of helmet's chain of a dozen middlewares,
 * each validating and setting its header on the raw response (about 8 % of a
 * read answered from memory, docs/decisions/014). Helmet still decides what
 * the headers are.
 */
export function headersOf(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** The security headers of each kind of answer, read from helmet once: pages and the API (the docs viewer has its own). */
export interface SecurityHeaders {
  forPages: Readonly<Record<string, string>>;
  forApi: Readonly<Record<string, string>>;
}

/** `paymentWindowUrl`: where a configured Kiwoom Pay window posts (KIWOOM_WINDOW_URL); its origin joins form-action. */
export function buildSecurityHeaders(paymentWindowUrl: string | undefined): SecurityHeaders {
  return { forPages: headersOf(pageHeaders(paymentWindowUrl)), forApi: headersOf(apiHeaders) };
}

/** The security headers this request's answer carries; none for the docs viewer, which sets its own CSP for its inline assets. */
export function securityHeadersFor(request: FastifyRequest, headers: SecurityHeaders): Readonly<Record<string, string>> | undefined {
  if (routePattern(request)?.startsWith('/api/docs')) return undefined;
  return isApiRequest(request) ? headers.forApi : headers.forPages;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = securityHeadersFor(request, options.headers);
    if (headers) reply.headers(headers);
    done();
  });

  // Registered (and awaited) before any route, or it silently limits nothing.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: sharedRateLimitStore(options.redis) } : {}),
    errorResponseBuilder: () => new HttpError(429, messages.common.tooManyRequests),
  });

  // Decided by the route the router matched, never by the raw URL: an encoded
  // path ('/%61pi/account/login') reaches the same route, so it meets the same
  // check. Every state-changing method is checked wherever it is routed.
  app.addHook('onRequest', async (request) => {
    const { crossOriginAllowed, sameOriginRequired } = request.routeOptions.config;
    if (safeMethods.has(request.method) && !sameOriginRequired) return;
    if (crossOriginAllowed) return;
    if (!isSameOrigin(request, options.publicUrl, { strict: safeMethods.has(request.method) })) {
      throw new HttpError(403, messages.common.crossOrigin);
    }
  });
}

/** Route option for lookups someone could use to enumerate (usernames, receipts): per address. */
export function lookupRateLimit(max: number) {
  return { max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.ip };
}

/**
 * Route option for the login-like routes: counted per address and username,
 * after the body is parsed. Routes whose body names no account (identity
 * verification, find ID, a reset link) pass `byUsername: false` and are
 * counted per address.
 */
export function loginRateLimit(max: number, { byUsername = true }: { byUsername?: boolean } = {}) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      if (!byUsername) return request.ip;
      const body = request.body as { username?: unknown } | undefined;
      return `${request.ip}:${typeof body?.username === 'string' ? body.username : ''}`;
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server callbacks (payment webhooks) that never come from a browser page. */
    crossOriginAllowed?: boolean;
    /** A GET that changes state (the spec makes some deletions GETs): checked like a POST. */
    sameOriginRequired?: boolean;
  }
}
