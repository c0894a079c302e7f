import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { messages, only } from '@ongi/shared';
import { loadConfig } from '../config';
import { createAccount, createRefundBank } from '../seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { probeRoute } from '../test/probe-route';
import { expectRefusal, factoryPassword, getAs, loginAs, postAs } from '../test/member-session';
import { readOutbox } from '../../../../test-support/outbox';
import helmet from 'helmet';
import { headersOf, isSameOrigin } from './security';

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

describe('headersOf', () => {
  it('reads the headers helmet would set on every answer, lower-cased, with the ones it removes left out', () => {
    const headers = headersOf(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, xFrameOptions: { action: 'deny' } }));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('refuses, at start-up, a policy helmet itself refuses', () => {
    expect(() => headersOf(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }))).toThrow();
  });
});

describe('a GET marked sameOriginRequired', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      probeRoute(app, 'GET', '/probe/plain-get', 'public', { handler: async () => ({ ok: true }) });
      probeRoute(app, 'GET', '/probe/state-changing-get', 'public', { config: { sameOriginRequired: true }, handler: async () => ({ ok: true }) });
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

describe('the same-origin check follows the route the router matched', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { username: 'encoded01' });
  });
  afterAll(() => t.close());

  const foreign = { origin: 'https://evil.example', host: 'localhost:80', 'content-type': 'application/json' };

  it('refuses a foreign login sent through an encoded path (/%61pi/account/login), and opens no session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/account/login',
      headers: foreign,
      payload: JSON.stringify({ username: 'encoded01', pwd: factoryPassword }),
    });
    expectRefusal(response, 403, messages.common.crossOrigin);
    expect(response.cookies).toEqual([]);
  });

  it('still serves the same login from the site itself through that path', async () => {
    const response = await postAs(t.app, '/%61pi/account/login', { username: 'encoded01', pwd: factoryPassword });
    expect(response.statusCode).toBe(200);
  });

  it('refuses every state-changing method from another site wherever it is routed', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/account/login', '/%61pi/account/login', '/api/no-such-route', '/mypage']) {
        const response = await t.app.inject({ method, url, headers: foreign, payload: '{}' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('logging out and deleting the refund account are POSTs: a GET (an <img> on this site) changes nothing', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await createAccount(t.database.db, { username: 'samesite01' });
    await createRefundBank(t.database.db, { accountSeq: member.accountSeq });
    cookie = await loginAs(t.app, 'samesite01');
  });
  afterAll(() => t.close());

  const loggedIn = async () => (await getAs(t.app, '/api/account/check-login', cookie)).json().isAuthenticated as boolean;

  it.each(['/api/account/logout', '/api/account/delete-return-bank', '/%61pi/account/logout'])(
    'GET %s answers 405 and says which method to use',
    async (url) => {
      // As an image on one of this site's own pages would send it.
      const response = await getAs(t.app, url, cookie, { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({ message: messages.common.methodNotAllowed });
      expect(await loggedIn()).toBe(true);
      expect((await getAs(t.app, '/api/account/return-bank-info', cookie)).json()).not.toBeNull();
    },
  );

  it('another site cannot POST them either', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      expectRefusal(await postAs(t.app, '/api/account/delete-return-bank', {}, cookie, headers), 403, messages.common.crossOrigin);
      expectRefusal(await postAs(t.app, '/api/account/logout', {}, cookie, headers), 403, messages.common.crossOrigin);
    }
    expect(await loggedIn()).toBe(true);
  });

  it('an address no route has is still 404', async () => {
    expectRefusal(await getAs(t.app, '/api/account/no-such-thing', cookie), 404, messages.common.apiNotFound);
  });

  it('the site itself deletes the refund account and logs out', async () => {
    expect((await postAs(t.app, '/api/account/delete-return-bank', {}, cookie)).statusCode).toBe(200);
    expect((await getAs(t.app, '/api/account/return-bank-info', cookie)).json()).toBeNull();
    expect((await postAs(t.app, '/api/account/logout', {}, cookie)).statusCode).toBe(200);
    expect(await loggedIn()).toBe(false);
  });
});

describe('page Content-Security-Policy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('comes with pages, not with API answers; refusals and unknown addresses carry the common headers too', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/campaign' });
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/site/settings', '/api/account/profile', '/api/no-such-route']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBeUndefined();
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('names each outside host exactly, never a wildcard subdomain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/campaign' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    for (const host of ['https://cdn.portone.io', 'https://dapi.kakao.com', 'https://t1.kakaocdn.net', 'https://postcode.map.kakao.com']) {
      expect(policy).toContain(host);
    }
    expect(policy).not.toMatch(/\*\./);
    expect(policy).not.toMatch(/https:\/\/\*/);
  });

  it('lets the page post to a Kiwoom Pay window configured on another host, and only that origin', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/ongi-kiwoom-window',
      SESSION_SECRET: 's'.repeat(40),
      PAYMENT_GATEWAY: 'kiwoom',
      KIWOOM_CPID: 'CPID0001',
      KIWOOM_AUTH_KEY: 'auth-key',
      KIWOOM_ENC_URL: 'https://pay-gateway.example.test/enc',
      KIWOOM_WINDOW_URL: 'https://pay-window.example.test/link/window.jsp',
    });
    const kiwoomApp = await createTestApp({ config });
    try {
      const response = await kiwoomApp.app.inject({ method: 'GET', url: '/campaign' });
      const formAction = String(response.headers['content-security-policy'])
        .split(';')
        .find((part) => part.trim().startsWith('form-action'));
      expect(formAction).toContain('https://pay-window.example.test');
      expect(formAction).not.toContain('/link/window.jsp');
      expect(formAction).not.toContain('pay-gateway.example.test');
    } finally {
      await kiwoomApp.close();
    }
  });
});

describe('a visitor learns only that a login is needed', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gets 401 before the body is validated, not a 400 describing the parameters', async () => {
    for (const [url, payload] of [
      ['/api/account/change-password', { currentPassword: 1 }],
      ['/api/account/change-account-info', { email: 'not an e-mail' }],
      ['/api/account/register-return-bank', {}],
      ['/api/inquiry/delete-inquiries', 'not json'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expectRefusal(response, 401, messages.common.unauthenticated);
    }
  });
});

describe('private answers are never cached', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const member = await createAccount(t.database.db, { username: 'nostore01' });
    await createRefundBank(t.database.db, { accountSeq: member.accountSeq, bankNumber: '110123456789' });
    cookie = await loginAs(t.app, 'nostore01');
  });
  afterAll(() => t.close());

  it('says no-store on the profile and the refund account (full account number)', async () => {
    for (const url of ['/api/account/get-account-info', '/api/account/return-bank-info', '/api/account/check-login']) {
      const response = await getAs(t.app, url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets shared caches keep public lists a minute, and never an error', async () => {
    expect((await getAs(t.app, '/api/campaign/get-list')).headers['cache-control']).toBe('public, no-cache');
    expect((await getAs(t.app, '/api/campaign/get-detail?campaignSeq=999999')).headers['cache-control']).toBe('no-store');
  });
});

describe('forwarded headers', () => {
  const limit = 3;
  const prepare = (t: TestContext, forwardedFor: string) =>
    postAs(t.app, '/api/identity/prepare', { name: '홍길동', phoneNum: '01012345678' }, undefined, { ...sameOrigin, 'x-forwarded-for': forwardedFor });

  it('are ignored by default: a new X-Forwarded-For per request does not escape the per-address limit', async () => {
    const t = await createTestApp({ loginRateLimit: limit });
    try {
      const statuses = [];
      for (let i = 0; i < limit + 1; i += 1) statuses.push((await prepare(t, `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=1, the address the one proxy saw counts, whatever the client prepended', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ongi-trust-proxy', SESSION_SECRET: 's'.repeat(40), TRUST_PROXY: '1' });
    const t = await createTestApp({ config, loginRateLimit: limit });
    try {
      const spoofed = [];
      for (let i = 0; i < limit + 1; i += 1) spoofed.push((await prepare(t, `10.9.9.${i}, 203.0.113.7`)).statusCode);
      expect(spoofed).toEqual([200, 200, 200, 429]);
      // Different people behind the proxy have their own limits.
      expect((await prepare(t, '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=true is refused: it would trust anyone', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/ongi-trust-proxy', SESSION_SECRET: 's'.repeat(40), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it("never put another host into a reset mail: links come from PUBLIC_URL or the server's own address", async () => {
    const t = await createTestApp();
    try {
      await createAccount(t.database.db, { username: 'forward01', email: 'forward01@example.com' });
      const response = await postAs(t.app, '/api/account/password-reset-request', { username: 'forward01', email: 'forward01@example.com' }, undefined, {
        origin: 'https://evil.example',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      // The Host the attacker sent matches the Origin it sent, so the same-origin check passes: only the link can betray it.
      expect(response.statusCode).toBe(200);
      await vi.waitFor(async () => expect(await readOutbox(path.join(t.dataDir, 'outbox'))).toHaveLength(1));
      const mail = only(await readOutbox(path.join(t.dataDir, 'outbox')), 'the reset mail');
      expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
      expect(mail.text).not.toContain('evil.example');
    } finally {
      await t.close();
    }
  });
});
