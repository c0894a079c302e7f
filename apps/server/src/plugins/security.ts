import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@ongi/shared';
import { HttpError } from './http-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// Outside services the browser talks to (see INTEGRATIONS.md): PortOne's SDK,
// Kakao maps and the Daum postcode popup, and Kiwoom Pay's payment window.
const portone = ['https://cdn.portone.io', 'https://*.portone.io', 'https://*.iamport.co', 'https://*.iamport.kr'];
const kakao = ['https://dapi.kakao.com', 'https://*.daumcdn.net', 'https://*.kakaocdn.net', 'https://*.kakao.com'];
const postcode = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com', 'https://*.daum.net'];
const kiwoom = ['https://*.kiwoompay.co.kr'];
const videos = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export interface SecurityOptions {
  publicUrl?: string;
}

/**
 * A state-changing request must come from this site. Browsers send Origin on
 * every cross-site POST, and Sec-Fetch-Site everywhere modern; a request with
 * neither is not a browser's and so cannot carry a victim's cookie.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
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

// Built once at start-up: helmet's middleware re-parses nothing per request.
const pageHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...portone, ...kakao, ...postcode],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...portone, ...kakao],
      frameSrc: ["'self'", ...videos, ...postcode, ...portone, ...kiwoom],
      formAction: ["'self'", ...kiwoom],
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

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    // The docs viewer sets its own CSP for its inline assets.
    if (request.url.startsWith('/api/docs')) return done();
    const headers = request.url.startsWith('/api/') ? apiHeaders : pageHeaders;
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  // Registered (and awaited) before any route, or it silently limits nothing.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, messages.common.tooManyRequests),
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const { crossOriginAllowed, sameOriginRequired } = request.routeOptions.config;
    if (safeMethods.has(request.method) && !sameOriginRequired) return;
    if (crossOriginAllowed) return;
    if (!isSameOrigin(request, options.publicUrl)) throw new HttpError(403, messages.common.crossOrigin);
  });
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
