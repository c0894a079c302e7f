import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAnswersElementId, firstScreens, imageUrl, itemAt, only } from '@ongi/shared';
import { createCampaign, createPayment, createReview, createWeddingInvitation, storeImage, tinyPng } from '../seed/factories';
import { adminCallers } from '../test/admin';
import { postUpload } from '../test/admin-upload';
import { createTestApp, type TestContext } from '../test/app';
import { loggerOptions } from './logging';

let t: TestContext;
let webDist: string;
/** The app's log lines, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const bigScript = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `온기 ${i}`))};`;
const indexHtml =
  '<!doctype html><html lang="ko"><head><title>온기</title><script type="module" crossorigin src="/assets/main-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/client-abc123.js"></head><body><div id="root"><!--site-header-shell--><header class="site-header" aria-hidden="true">온기</header><!--/site-header-shell--><!--screen-shell--></div></body></html>';
// index.html as the server sends it: the app's entry and React DOM (imported at start) asked for at low priority, as every script of the site.
const servedIndexHtml = indexHtml
  .replace('<script type="module"', '<script type="module" fetchpriority="low"')
  .replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
// What the web build writes about each screen's own files (apps/web/tooling/route-preloads.ts).
const routePreloads = {
  routes: [
    { pattern: '/', scripts: ['/assets/home-route-1.js', '/assets/ui-1.js'], styles: ['/assets/home-route-1.css'], siteHeader: true },
    { pattern: '/campaign/campaign-dtl/:campaignSeq', scripts: ['/assets/campaign-detail-route-1.js', '/assets/ui-1.js'], styles: [], siteHeader: true },
    { pattern: '/invitation/kiosk/:orderNum', scripts: ['/assets/kiosk-route-1.js'], styles: [], siteHeader: false },
  ],
};

// The first views the web build draws (apps/web/tooling/screen-shells.ts); a header-less screen's is never used.
const screenShells = {
  shells: { '/': '<main class="m">홈의 첫 화면</main>', '/invitation/kiosk/:orderNum': '<main>키오스크</main>' },
};

beforeAll(async () => {
  // A built web app in miniature: an index page and one hashed asset.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log("온기")');
  // The build's compressed copies of a larger script.
  fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js'), bigScript);
  fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js.gz'), zlib.gzipSync(bigScript));
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(routePreloads));
  fs.writeFileSync(path.join(webDist, '.vite', 'screen-shells.json'), JSON.stringify(screenShells));
  t = await createTestApp({ webDist, logger: loggerOptions('debug', logs) });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const)("sends the build's compressed copy to a browser that takes %s", async (accepted, encoding, decompress) => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decompress(response.rawPayload).toString()).toBe(bigScript);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/page-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bigScript);
  });

  it.each(['/', '/login', '/admin/login', '/invitation/123456', '/campaign/campaign-dtl/16'])('answers %s with index.html, revalidated', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('sends the page HTML compressed (%s) and answers a repeat visit with 304', async (encoding, decompress) => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': `${encoding}, deflate` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(decompress(response.rawPayload).toString()).toBe(servedIndexHtml);
    const again = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('asks for the scripts at low priority and leaves the stylesheets at the highest', async () => {
    for (const url of ['/', '/login', '/campaign/campaign-dtl/16', '/admin/login']) {
      const page = (await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })).body;
      const scripts = [...page.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
      for (const [tag] of page.matchAll(/<link rel="stylesheet"[^>]*>/g)) expect(tag).not.toContain('fetchpriority');
    }
  });

  it("asks for a screen's own scripts and styles in the head of its page", async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/campaign/campaign-dtl/16?send=wreath' });
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/campaign-detail-route-1.js">');
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ui-1.js">');
    expect(detail.body).not.toContain('home-route');
    expect(detail.body.indexOf('campaign-detail-route-1.js')).toBeLessThan(detail.body.indexOf('</head>'));

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-route-1.css">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-route-1.js">');
    // Different pages, different validators.
    expect(home.headers.etag).not.toBe(detail.headers.etag);

    // A static segment wins over a parameter: the kiosk, not some invitation.
    expect((await t.app.inject({ method: 'GET', url: '/invitation/kiosk/123456' })).body).toContain('kiosk-route-1.js');
    // An address no screen has gets the app as it is (its not-found screen).
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(servedIndexHtml);
  });

  it("shows the site header's shell before the app runs on the site's pages, not on the kiosk or the back office", async () => {
    const shell = '<header class="site-header" aria-hidden="true">온기</header>';
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await page('/campaign/campaign-dtl/16')).toContain(shell);
    expect(await page('/no-such-page')).toContain(shell);
    for (const url of ['/invitation/kiosk/123456', '/admin', '/admin/payment/list']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('site-header');
    }
  });

  it("shows a screen's first view below the header's shell, inert, on the pages the build drew one for", async () => {
    const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
    expect(await page('/')).toContain('<!--/site-header-shell--><div class="screen-shell" inert><main class="m">홈의 첫 화면</main></div></div>');
    for (const url of ['/campaign/campaign-dtl/16', '/no-such-page', '/invitation/kiosk/123456', '/admin']) {
      const html = await page(url);
      expect(html, url).not.toContain('screen-shell"');
      expect(html, url).not.toContain('<main');
    }
  });

  it('sends security headers that keep payment windows working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers a script of another build with 404, not the app's HTML", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/home-route-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('does not answer a POST to a page path with the app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', headers: { origin: 'http://localhost:80' } });
    expect(response.statusCode).toBe(404);
  });
});

/** The answers a page carries for its first screen: the object inside its `first-answers` script. */
function firstAnswersOf(html: string): Record<string, unknown> | undefined {
  const found = new RegExp(`<script type="application/json" id="${firstAnswersElementId}">(.*?)</script>`, 's').exec(html)?.[1];
  return found === undefined ? undefined : (JSON.parse(found) as Record<string, unknown>);
}

describe("a page with its first screen's answers inside", () => {
  it("carries the home page's public reads, as the API answers them, until a write changes one", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-security-policy']).toContain("default-src 'self'");
    // Still the home page's own HTML: its screen's files asked for in the head, before the data.
    expect(home.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-route-1.js">');
    const answers = firstAnswersOf(home.body)!;
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/api/notice/getMainPageList',
        '/api/payment/getMainPageList/PAID',
        '/api/popup/active',
        '/api/review/best-list',
        '/api/site/settings',
        '/api/sponsor/main-page-sponsor-list',
      ].sort(),
    );
    const notices = await t.app.inject({ method: 'GET', url: '/api/notice/getMainPageList' });
    expect(answers['/api/notice/getMainPageList']).toEqual(notices.json());

    // Kept like a public read: a repeat visit is a 304 ...
    const repeat = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(repeat.statusCode).toBe(304);

    // ... until an administrator's write, after which the page carries the new notice at once.
    const callers = await adminCallers(t);
    const saved = await postUpload(
      t,
      '/api/admin/notice/save',
      'notice',
      { title: '방금 올린 공지', content: '<p>본문</p>', topNoticeYn: 'N', categorySeq: 0 },
      [],
      callers.admin,
    );
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(home.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(home.headers.etag);
    expect(JSON.stringify(firstAnswersOf(after.body)!['/api/notice/getMainPageList'])).toContain('방금 올린 공지');
  });

  it('escapes the answers so no text in them can end the script early', async () => {
    await createCampaign(t.database.db, {
      campaignName: '캠페인 </script><script>alert(1)</script>',
      attachList: [await storeImage(t.database.db, t.storage, await tinyPng(), '배너.png')],
    });
    const list = await t.app.inject({ method: 'GET', url: '/campaign' });
    expect(list.body).not.toContain('</script><script>alert(1)');
    const answers = firstAnswersOf(list.body)!;
    expect(JSON.stringify(answers['/api/campaign/get-list?page=1'])).toContain('캠페인 </script><script>alert(1)</script>');
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['/api/campaign/get-list1?page=1', '/api/category/get-list?categoryParent=campaign', '/api/campaign-category/get-all-categories']),
    );
    // The banner's first picture is asked for with the page, before the data script.
    const banners = answers['/api/campaign/get-list1?page=1'] as { content: Array<{ thumbnailPath: string }> };
    const preload = `<link rel="preload" as="image" href="${imageUrl(itemAt(banners.content, 0, 'the first banner').thumbnailPath).replace(/&/g, '&amp;')}" fetchpriority="high">`;
    expect(list.body).toContain(preload);
    expect(list.body.indexOf(preload)).toBeLessThan(list.body.indexOf(firstAnswersElementId));
  });

  it("carries one campaign's detail and asks for its gallery's first picture; another address of the page carries none", async () => {
    const { db } = t.database;
    const campaign = await createCampaign(db, { attachList: [await storeImage(db, t.storage, await tinyPng(), '첫 사진.png')] });
    const address = `/campaign/campaign-dtl/${campaign.campaignSeq}`;
    const read = `/api/campaign/get-detail?campaignSeq=${campaign.campaignSeq}`;
    const detail = await t.app.inject({ method: 'GET', url: address, headers: { 'accept-encoding': 'identity' } });
    expect(detail.statusCode).toBe(200);
    const answers = firstAnswersOf(detail.body)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/site/settings', read].sort());
    expect(answers[read]).toEqual((await t.app.inject({ method: 'GET', url: read })).json());
    // The screen's own files still come first: the first answers only add to its page.
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/campaign-detail-route-1.js">');
    const preload = `<link rel="preload" as="image" href="${imageUrl(itemAt(campaign.attachList, 0, 'the first picture').path).replace(/&/g, '&amp;')}" fetchpriority="high">`;
    expect(detail.body).toContain(preload);
    expect(t.app.publicReads.cache.get(address)).toBeDefined();

    // Opened to send a wreath, the screen reads for itself; so for a campaign that is not there, and an address that is no number.
    const toSend = await t.app.inject({ method: 'GET', url: `${address}?send=wreath` });
    expect(firstAnswersOf(toSend.body)).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/campaign/campaign-dtl/987654' });
    expect(missing.statusCode).toBe(200);
    expect(Object.keys(firstAnswersOf(missing.body)!)).toEqual(['/api/site/settings']);
    expect(t.app.publicReads.cache.get('/campaign/campaign-dtl/987654')).toBeUndefined();
    const notNumber = await t.app.inject({ method: 'GET', url: '/campaign/campaign-dtl/abc' });
    expect(notNumber.statusCode).toBe(200);
    expect(firstAnswersOf(notNumber.body)).toBeUndefined();
    expect(notNumber.body).toContain('<div id="root">');
  });

  it('sends a list opened at a later page or with a filter without answers: the screen reads its own', async () => {
    const later = await t.app.inject({ method: 'GET', url: '/campaign?page=2' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['cache-control']).toBe('no-cache');
    expect(firstAnswersOf(later.body)).toBeUndefined();
    expect(later.body).toContain('<div id="root">');
  });
});

/** What a replacement string would read as patterns: the match, the text before and after it, a group, a named group, a dollar. */
const replacementPatterns = ['$&', '$`', "$'", '$1', '$<name>', '$$'];
const patternText = (label: string) => `${label} ${replacementPatterns.join(' ')} 끝`;

describe('text people typed, inside a page', () => {
  const once = (html: string, text: string) => html.split(text).length - 1;

  it("comes out as typed in the home page and the campaign list, and the page's own HTML appears once", async () => {
    const { db } = t.database;
    const campaign = await createCampaign(db, {
      campaignName: patternText('캠페인'),
      attachList: [await storeImage(db, t.storage, await tinyPng(), '배너.png')],
    });
    const wedding = await createWeddingInvitation(db, { useCampaign: true, campaignSeq: campaign.campaignSeq });
    await createReview(db, { orderNum: wedding.orderNum, campaignSeq: campaign.campaignSeq, reviewRating: 5, reviewText: patternText('후기') });
    await createPayment(db, wedding, { name: patternText('보낸이'), senderDisplay: 'NAME' });
    // The factories write past the API: the kept pages are let go by hand.
    t.app.publicReads.cache.invalidate();

    const home = (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } })).body;
    const homeAnswers = firstAnswersOf(home)!;
    expect((homeAnswers['/api/review/best-list'] as Array<{ reviewText: string }>).map((review) => review.reviewText)).toContain(patternText('후기'));
    expect((homeAnswers['/api/payment/getMainPageList/PAID'] as Array<{ name: string }>).map((donor) => donor.name)).toContain(patternText('보낸이'));

    const list = (await t.app.inject({ method: 'GET', url: '/campaign', headers: { 'accept-encoding': 'identity' } })).body;
    const listAnswers = firstAnswersOf(list)!;
    expect(JSON.stringify(listAnswers['/api/campaign/get-list?page=1'])).toContain(JSON.stringify(patternText('캠페인')));

    for (const html of [home, list]) {
      // '$`' would have copied everything before </head> into the data, "$'" everything after it.
      for (const own of ['<!doctype html>', '<title>온기</title>', '</head>', '<div id="root">', '</html>']) expect(once(html, own), own).toBe(1);
      expect(once(html, `id="${firstAnswersElementId}"`)).toBe(1);
    }
  });
});

describe("the access log of a page built with its first screen's answers", () => {
  const completed = (from: number) => logLines.slice(from).filter((line) => line.msg === 'request completed');

  it("is one line at info for the visit; the page's own reads are at debug, marked", async () => {
    // A write empties the cache, so the next visit builds the page again.
    const callers = await adminCallers(t);
    const saved = await postUpload(
      t,
      '/api/admin/notice/save',
      'notice',
      { title: '로그 확인 공지', content: '<p>본문</p>', topNoticeYn: 'N', categorySeq: 0 },
      [],
      callers.admin,
    );
    expect(saved.statusCode).toBe(200);
    const from = logLines.length;
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    const lines = completed(from);
    const atInfo = lines.filter((line) => line.level === 30);
    expect(atInfo.map((line) => (line.req as { url: string }).url)).toEqual(['/']);
    const pageReads = lines.filter((line) => line.pageRead === true);
    expect(pageReads.every((line) => line.level === 20)).toBe(true);
    expect(pageReads.map((line) => (line.req as { url: string }).url).sort()).toEqual([...firstScreens['/'].reads].sort());
  });

  it('cannot be dodged by a client that sends the mark itself', async () => {
    const from = logLines.length;
    await t.app.inject({ method: 'GET', url: '/api/site/settings', headers: { 'x-ongi-page-read': 'guess' } });
    const lines = completed(from);
    expect(lines).toHaveLength(1);
    const line = only(lines, "the settings read's line");
    expect(line).toMatchObject({ level: 30, req: { url: '/api/site/settings' } });
    expect(line.pageRead).toBeUndefined();
  });
});

describe('a first screen whose read fails', () => {
  let broken: TestContext;
  beforeAll(async () => {
    broken = await createTestApp({ webDist });
    // The popups' table gone: their read answers 500, as in a database failure.
    await broken.database.db.execute(sql`alter table popup rename to popup_gone`);
  });
  afterAll(() => broken.close());

  it('sends the page with the answers it has, and does not keep it', async () => {
    const home = await broken.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    const answers = firstAnswersOf(home.body)!;
    expect(answers['/api/popup/active']).toBeUndefined();
    expect(answers['/api/site/settings']).toEqual((await broken.app.inject({ method: 'GET', url: '/api/site/settings' })).json());
    expect(broken.app.publicReads.cache.get('/')).toBeUndefined();

    await broken.database.db.execute(sql`alter table popup_gone rename to popup`);
    const healed = await broken.app.inject({ method: 'GET', url: '/' });
    expect(firstAnswersOf(healed.body)!['/api/popup/active']).toEqual([]);
    expect(broken.app.publicReads.cache.get('/')).toBeDefined();
  });
});

describe('security headers on API answers', () => {
  it('keeps nosniff but leaves the page policies to documents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
