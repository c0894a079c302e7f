import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;
let webDist: string;
const bigScript = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `온기 ${i}`))};`;
const indexHtml = '<!doctype html><html lang="ko"><head><title>온기</title><script type="module" crossorigin src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>';
// What the web build writes about each screen's own files (apps/web/tooling/route-preloads.ts).
const routePreloads = {
  routes: [
    { pattern: '/', scripts: ['/assets/home-route-1.js', '/assets/ui-1.js'], styles: ['/assets/home-route-1.css'] },
    { pattern: '/campaign/campaign-dtl/:campaignSeq', scripts: ['/assets/campaign-detail-route-1.js', '/assets/ui-1.js'], styles: [] },
    { pattern: '/invitation/kiosk/:orderNum', scripts: ['/assets/kiosk-route-1.js'], styles: [] },
  ],
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
  t = await createTestApp({ webDist });
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
  ] as const)('sends the build\'s compressed copy to a browser that takes %s', async (accepted, encoding, decompress) => {
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
    expect(decompress(response.rawPayload).toString()).toBe(indexHtml);
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('asks for a screen\'s own scripts and styles in the head of its page', async () => {
    const detail = await t.app.inject({ method: 'GET', url: '/campaign/campaign-dtl/16?send=wreath' });
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin href="/assets/campaign-detail-route-1.js">');
    expect(detail.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-1.js">');
    expect(detail.body).not.toContain('home-route');
    expect(detail.body.indexOf('campaign-detail-route-1.js')).toBeLessThan(detail.body.indexOf('</head>'));

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-route-1.css">');
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-route-1.js">');
    // Different pages, different validators.
    expect(home.headers.etag).not.toBe(detail.headers.etag);

    // A static segment wins over a parameter: the kiosk, not some invitation.
    expect((await t.app.inject({ method: 'GET', url: '/invitation/kiosk/123456' })).body).toContain('kiosk-route-1.js');
    // An address no screen has gets the app as it is (its not-found screen).
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(indexHtml);
  });

  it('sends security headers that keep payment windows working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a script of another build with 404, not the app\'s HTML', async () => {
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

describe('security headers on API answers', () => {
  it('keeps nosniff but leaves the page policies to documents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
