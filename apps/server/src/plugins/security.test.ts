import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { messages } from '@ongi/shared';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { isSameOrigin } from './security';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('isSameOrigin', () => {
  it.each([
    ['the same host', { host: 'ongi.example', origin: 'https://ongi.example' }, true],
    ['the same host with its default port spelled out', { host: 'localhost:80', origin: 'http://localhost' }, true],
    ['the same host on another port', { host: 'localhost:3000', origin: 'http://localhost:5173' }, false],
    ['another site', { host: 'ongi.example', origin: 'https://evil.example' }, false],
    ['a sandboxed frame (Origin: null)', { host: 'ongi.example', origin: 'null' }, false],
    ['a garbled origin', { host: 'ongi.example', origin: 'not a url' }, false],
    ['a browser saying cross-site', { host: 'ongi.example', 'sec-fetch-site': 'cross-site' }, false],
    ['a same-site browser request without Origin', { host: 'ongi.example', 'sec-fetch-site': 'same-origin' }, true],
    ['a non-browser client', { host: 'ongi.example' }, true],
  ])('%s → %s', (_label, headers, expected) => {
    expect(isSameOrigin(request(headers))).toBe(expected);
  });

  it('accepts the configured public address behind a proxy that rewrites Host', () => {
    const behindProxy = request({ host: '10.0.0.5:3000', origin: 'https://www.ongi.example' });
    expect(isSameOrigin(behindProxy)).toBe(false);
    expect(isSameOrigin(behindProxy, 'https://www.ongi.example')).toBe(true);
  });
});

describe('a GET marked sameOriginRequired', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/probe/plain-get', { config: { access: 'public' } }, async () => ({ ok: true }));
      app.get('/api/probe/state-changing-get', { config: { access: 'public', sameOriginRequired: true } }, async () => ({ ok: true }));
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('is refused from another site, like a POST', async () => {
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const response = await get('/api/probe/state-changing-get', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.common.crossOrigin });
    }
  });

  it('is served to the site itself', async () => {
    expect((await get('/api/probe/state-changing-get', sameOrigin)).statusCode).toBe(200);
    expect((await get('/api/probe/state-changing-get', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('leaves other GETs open to cross-site reads', async () => {
    expect((await get('/api/probe/plain-get', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
  });
});
