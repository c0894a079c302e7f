import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { escapeHtml, firstAnswersElementId, firstScreens, imageUrl, messages, replaceLiterally, type FirstScreen, type FirstScreenOf } from '@ongi/shared';
import { jsonDataScript } from '../lib/page-data';
import { etagOf, type CachedRead } from '../lib/public-reads';
import { pageReadHeaders } from './logging';
import { answerWithoutKeeping, sendCached } from './public-cache';

/** apps/web/dist, found from the sources and from the bundled server alike. */
const apiMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function safeDecodeURI(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function findWebDist(configured?: string): string | undefined {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/** What the web build says each screen loads beside the app itself (apps/web/tooling/route-preloads.ts). */
interface RoutePreload {
  pattern: string;
  scripts: string[];
  styles: string[];
  /** The screen is drawn inside the site's header; other screens (the kiosk, a bare or back-office screen) drop the header's shell. */
  siteHeader?: boolean;
}

// The site header's shell in index.html: shown until the app draws, on the screens that have that header.
const siteHeaderShell = /<!--site-header-shell-->[\s\S]*?<!--\/site-header-shell-->/;
// Below it, where a screen's first view goes (withScreenShell).
const screenShellSlot = '<!--screen-shell-->';

/** The template without the header's shell and the place of the screen's first view, for a screen without the site header. */
function withoutShell(template: string): string {
  return template.replace(siteHeaderShell, '').replace(screenShellSlot, '');
}

const routePreloadFile = '.vite/route-preloads.json';

// A screen's first view, drawn by the web build (apps/web/tooling/screen-shells.ts), goes where index.html marks it.
const screenShellFile = '.vite/screen-shells.json';

/** A file the web build writes about its screens (under dist/.vite), or null for a build without it. */
function readBuildFile<T>(webDist: string, file: string): T | null {
  const at = path.join(webDist, file);
  return fs.existsSync(at) ? (JSON.parse(fs.readFileSync(at, 'utf8')) as T) : null;
}

/**
 * The page with its screen's first view below the header's shell: inert, so
 * it is only seen, never focused, pressed or read out, until the app draws
 * the same place over it.
 */
function withScreenShell(template: string, shell: string | undefined): string {
  return shell ? replaceLiterally(template, screenShellSlot, `<div class="screen-shell" inert>${shell}</div>`) : template;
}

/**
 * The site's scripts are asked for at low priority; its stylesheets keep the
 * browser's highest. A module script runs only once the stylesheets before it
 * have arrived, so on a phone's slow link a script sharing the line with the
 * stylesheet only delays both, while the header's shell in the HTML could
 * already be painting. Chrome throttled to slow 4G measured the same either
 * way (the first paint 1.45–1.98 s, the largest 2.87–4.43 s against
 * 2.91–4.36 s); Lighthouse's default model, which replays a fast load,
 * counted every high-priority script as holding the first paint back (2.06–2.56 s
 * against 0.93–1.07 s at low priority). Decision 014, appendix C, fourteenth pass.
 */
const scriptPriority = 'fetchpriority="low"';

/** The template's own scripts (the app's entry and what it imports at start) at the same priority as the screen's. */
function withScriptPriority(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (tag) => `${tag} ${scriptPriority}`);
}

/** One page's HTML as a kept answer, compressed once at the highest levels: the first thing every visitor waits for. */
function pageHtml(html: string): CachedRead {
  const body = Buffer.from(html);
  return {
    body,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    etag: etagOf(body),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

// Static segments outrank parameters, as in React Router: /invitation/kiosk/5 is the kiosk, not an invitation.
function routeMatcher(routes: RoutePreload[]) {
  const ranked = routes
    .map((route) => {
      const segments = route.pattern.split('/').filter(Boolean);
      const source = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
      return { route, regex: new RegExp(`^/${source}/?$`, 'i'), statics: segments.filter((segment) => !segment.startsWith(':')).length };
    })
    .sort((a, b) => b.statics - a.statics);
  return (pathname: string) => ranked.find((candidate) => candidate.regex.test(pathname))?.route;
}

/**
 * The app's index.html for any page of the site, with the page's own scripts
 * and styles asked for in its head, so they load beside the app's instead of
 * after it (one round trip less before a phone shows anything). Built once per
 * screen, compressed once: the HTML is the first thing every visitor waits for.
 */
function sitePages(webDist: string) {
  const template = withScriptPriority(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const routes = readBuildFile<{ routes: RoutePreload[] }>(webDist, routePreloadFile)?.routes ?? [];
  const match = routeMatcher(routes);
  // Route pattern → the first view's HTML, for the few pages the build draws one for.
  const shells = readBuildFile<{ shells: Record<string, string> }>(webDist, screenShellFile)?.shells ?? {};
  const plain = pageHtml(template);
  // The back office's screens are not in the preloads (admin-resources.ts); none of them has the site header.
  const backOffice = pageHtml(withoutShell(template));
  const built = new Map<RoutePreload, CachedRead>();
  return (pathname: string): CachedRead => {
    const route = match(pathname);
    if (!route) return /^\/admin(\/|$)/i.test(pathname) ? backOffice : plain;
    let page = built.get(route);
    if (!page) {
      const links = [
        ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin ${scriptPriority} href="${href}">`),
      ];
      const own = route.siteHeader === false ? withoutShell(template) : withScreenShell(template, shells[route.pattern]);
      page = pageHtml(replaceLiterally(own, '</head>', `  ${links.join('\n    ')}\n  </head>`));
      built.set(route, page);
    }
    return page;
  };
}

/**
 * The page's HTML with its first screen's public reads inside
 * (packages/shared first-screen.ts), each asked of this app as any visitor
 * would ask it, so from the same cache, and its lead picture asked for in the
 * head. The page is itself a public read: kept until a write empties the
 * cache, like the answers it carries. `complete` is false when a read
 * failed: that page is sent (its screen asks for the missing answer itself)
 * but not kept.
 */
async function withFirstAnswers(app: FastifyInstance, page: CachedRead, screen: FirstScreen): Promise<{ html: string; complete: boolean }> {
  const answers = new Map<string, string>();
  await Promise.all(
    screen.reads.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...pageReadHeaders } });
      // A read that failed is left out: the screen asks for it itself and shows what it gets.
      if (response.statusCode === 200 && String(response.headers['content-type'] ?? '').startsWith('application/json')) answers.set(url, response.body);
    }),
  );
  const tags: string[] = [];
  const leadAnswer = screen.leadImage && answers.get(screen.leadImage.read);
  const leadPath = leadAnswer ? screen.leadImage?.path(JSON.parse(leadAnswer)) : undefined;
  if (leadPath) tags.push(`<link rel="preload" as="image" href="${escapeHtml(imageUrl(leadPath))}" fetchpriority="high">`);
  const json = `{${[...answers].map(([url, body]) => `${JSON.stringify(url)}:${body}`).join(',')}}`;
  tags.push(jsonDataScript(firstAnswersElementId, json));
  // The answers carry what people typed (a review, a payer's name): inserted literally, never read as a replacement pattern.
  return { html: replaceLiterally(page.body.toString(), '</head>', `  ${tags.join('\n    ')}\n  </head>`), complete: answers.size === screen.reads.length };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else
 * revalidated, and any unknown non-API path answered with the app's HTML so
 * the client router can draw it.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  const pageFor = webDist ? sitePages(webDist) : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build leaves .br and .gz copies of scripts and styles: sent as they are to browsers that take them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (pageFor) {
    for (const [pattern, screenAt] of Object.entries<FirstScreen | FirstScreenOf>(firstScreens)) {
      app.get(pattern, { config: { publicCache: true } }, async (request, reply) => {
        const [address = request.url] = request.url.split('?', 1);
        const page = pageFor(address);
        // With a query (a later page, a filter, a wreath to send) the screen reads its own data: one page, not one per query.
        const screen = request.url !== address ? null : typeof screenAt === 'function' ? screenAt(request.params as Record<string, string>) : screenAt;
        if (!screen) return sendCached(request, reply, page);
        const { html, complete } = await withFirstAnswers(app, page, screen);
        // The next visitor gets a fresh try.
        if (!complete) answerWithoutKeeping(request);
        return reply.header('Cache-Control', page.cacheControl).type(page.contentType).send(html);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // Decoded as the router decodes it: '/%61pi/account/logout' is the API's address too.
    const [address = ''] = request.url.split(/[?#]/, 1);
    const path = safeDecodeURI(address);
    const isApi = path.startsWith('/api');
    // A file of another build (a page open since before a deploy) is missing, not a page: a script must not get HTML.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.startsWith('/assets/');
    if (isPage && pageFor) return sendCached(request, reply, pageFor(address));
    if (isApi) {
      // An API address that exists for other methods (GET /api/account/logout, now a POST) says so.
      const allowed = apiMethods.filter((method) => app.findRoute({ method, url: path }) !== null);
      if (allowed.length > 0) return reply.status(405).header('Allow', allowed.join(', ')).send({ message: messages.common.methodNotAllowed });
      return reply.status(404).send({ message: messages.common.apiNotFound });
    }
    return reply.status(404).send({ message: messages.common.notFound });
  });
}
