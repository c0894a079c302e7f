import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { kioskWreathChannel } from '../lib/wreath-paid';
import { PublicReadCache } from '../lib/public-reads';
import { createAccount, createCategory, createFaq } from '../seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { adminCallers, type AdminCallers } from '../test/admin';
import { createSharedTestDatabase, createTestDatabase, type SharedTestDatabase } from '../test/database';
import { loginAs } from '../test/member-session';

const faqList = '/api/faq/get-list?page=1';

interface FaqPage {
  content: Array<{ title: string }>;
  totalElements: number;
}

describe('public reads from memory', () => {
  let t: TestContext;
  let callers: AdminCallers;
  let faqCategory: number;
  /** The cookies each request to a probe URL had parsed when it was answered. */
  const cookiesParsed: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      app.addHook('onResponse', (request, _reply, done) => {
        if (request.url.includes('from=first-hook')) cookiesParsed.push(request.cookies);
        done();
      }),
    );
    callers = await adminCallers(t);
    faqCategory = (await createCategory(t.database.db, { name: '이용 안내', categoryParent: 'faq', useYn: 'Y' })).categorySeq;
    await createFaq(t.database.db, { title: '처음 질문', content: '답변', categorySeq: faqCategory });
  });
  afterAll(() => t.close());

  it('answers a public read from memory until a write, with an ETag that turns a repeat into a 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: faqList });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    // A row written behind the app's back is not seen: the answer comes from memory.
    await createFaq(t.database.db, { title: '몰래 넣은 질문', content: '답변', categorySeq: faqCategory });
    const second = await t.app.inject({ method: 'GET', url: faqList });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await t.app.inject({ method: 'GET', url: faqList, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Any successful write through the app empties the cache before it answers.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/faq/save',
      headers: { ...sameOrigin, cookie: callers.admin },
      payload: { faqSeq: -1, categorySeq: faqCategory, title: '관리자가 쓴 질문', content: '답변' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: faqList, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    // The public FAQ lists the oldest first.
    expect((after.json() as FaqPage).content.map((row) => row.title)).toEqual(['처음 질문', '몰래 넣은 질문', '관리자가 쓴 질문']);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('keeps the security headers and the same bytes on a cached answer', async () => {
    const miss = await t.app.inject({ method: 'GET', url: '/api/faq/get-list?page=1&from=test' });
    const hit = await t.app.inject({ method: 'GET', url: '/api/faq/get-list?page=1&from=test' });
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['strict-transport-security']).toBeDefined();
  });

  it('answers from memory first: the whole header list of the answer it kept, before cookies are parsed or a session looked up', async () => {
    const url = '/api/faq/get-list?page=1&from=first-hook';
    const member = await createAccount(t.database.db, { username: `cachefirst${Date.now() % 100000}`, roleType: 'NORMAL' });
    const cookie = await loginAs(t.app, member.username);
    const miss = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const reads = vi.spyOn(t.database.db, 'select');
    try {
      const hit = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(hit.body).toBe(miss.body);
      const { date: _missDate, ...missHeaders } = miss.headers;
      const { date: _hitDate, ...hitHeaders } = hit.headers;
      expect(hitHeaders).toEqual(missHeaders);
      expect(hit.headers['x-frame-options']).toBe('SAMEORIGIN');
      // Neither the session nor anything else was read for it.
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    // The read from the database went through the whole pipeline; the one from memory met no hook before its answer.
    expect(cookiesParsed).toHaveLength(2);
    expect(cookiesParsed[0]).toHaveProperty('ongi_sid');
    expect(cookiesParsed[1]).toBeNull();
  });

  it('sends brotli or gzip to a client that takes it, the same JSON once decoded', async () => {
    // A list big enough to be worth compressing.
    for (let i = 0; i < 30; i += 1) await createFaq(t.database.db, { title: `압축 확인용 질문 ${i} `.repeat(3), content: '답변', categorySeq: faqCategory });
    await t.app.publicReads.announce();
    const url = '/api/faq/get-list?page=1&size-check=1';
    const identity = await t.app.inject({ method: 'GET', url });
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer is read from the database, the second from memory.
      for (let round = 0; round < 2; round += 1) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': `${encoding}, deflate` } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(decode(response.rawPayload).toString('utf8')).toBe(identity.body);
      }
    }
    // Any encoding: gzip, as the compression plugin answers such a client elsewhere.
    const anyEncoding = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '*' } });
    expect(anyEncoding.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(anyEncoding.rawPayload).toString('utf8')).toBe(identity.body);
  });

  it('is emptied by a paid wreath, whichever process settled it (the settlement NOTIFY)', async () => {
    await t.app.inject({ method: 'GET', url: faqList });
    expect(t.app.publicReads.cache.size).toBeGreaterThan(0);
    await t.database.db.execute(sql`SELECT pg_notify(${kioskWreathChannel}, '{}')`);
    await expect.poll(() => t.app.publicReads.cache.size).toBe(0);
  });

  it('does not keep failures, and a logged-in visitor gets the same public answer', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/faq/get-list?page=0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const member = await createAccount(t.database.db, { username: `cachemember${Date.now() % 100000}`, roleType: 'NORMAL' });
    const cookie = await loginAs(t.app, member.username);
    const anonymous = await t.app.inject({ method: 'GET', url: faqList });
    const loggedIn = await t.app.inject({ method: 'GET', url: faqList, headers: { cookie } });
    expect(loggedIn.body).toBe(anonymous.body);
  });

  it('a login does not empty the cache; a member-only answer is never stored or shared', async () => {
    await t.app.inject({ method: 'GET', url: faqList });
    const size = t.app.publicReads.cache.size;
    const member = await createAccount(t.database.db, { username: `cachelogin${Date.now() % 100000}`, roleType: 'NORMAL' });
    await loginAs(t.app, member.username);
    expect(t.app.publicReads.cache.size).toBe(size);
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/get-account-info', headers: { cookie: callers.member } });
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(profile.headers.etag).toBeUndefined();
  });
});

describe('PublicReadCache', () => {
  it('refuses to store what was read before a write landed', () => {
    const cache = new PublicReadCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const before = cache.generation;
    cache.invalidate();
    cache.store('/a', { body: Buffer.from('old'), contentType: 'application/json', cacheControl: 'public, no-cache' }, before);
    expect(cache.get('/a')).toBeUndefined();
    cache.store('/a', { body: Buffer.from('new'), contentType: 'application/json', cacheControl: 'public, no-cache' }, cache.generation);
    expect(cache.get('/a')?.body.toString()).toBe('new');
  });

  it('holds at most its memory, dropping the least recently used', () => {
    const cache = new PublicReadCache({ maxBytes: 10_000, ttlMs: 60_000 });
    for (let i = 0; i < 20; i += 1) cache.store(`/k${i}`, { body: Buffer.alloc(1000), contentType: 'x', cacheControl: 'y' }, cache.generation);
    expect(cache.size).toBeLessThan(10);
    expect(cache.get('/k19')).toBeDefined();
    expect(cache.get('/k0')).toBeUndefined();
  });
});

/**
 * Two app instances on one database: a write through one, then a read
 * through the other, returns the new content at once. PostgreSQL when
 * TEST_DATABASE_URL is set (each instance its own pool and LISTEN
 * connection), otherwise one in-process PGlite shared by both instances.
 */
describe('two instances never serve a stale public read', () => {
  let shared: SharedTestDatabase | null = null;
  const handles: DatabaseHandle[] = [];
  let a: TestContext;
  let b: TestContext;
  let callers: AdminCallers;
  let faqCategory: number;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      shared = await createSharedTestDatabase(serverUrl);
      handles.push(shared.open(), shared.open());
    } else {
      const database = await createTestDatabase();
      handles.push(database, { ...database, close: async () => {} });
    }
    a = await createTestApp({ database: handles[0] });
    b = await createTestApp({ database: handles[1] });
    callers = await adminCallers(a);
    faqCategory = (await createCategory(a.database.db, { name: '두 서버', categoryParent: 'faq', useYn: 'Y' })).categorySeq;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const handle of handles) await handle.close();
    await shared?.drop();
  });

  it('a write through one instance is read through the other at once, many times over', async () => {
    for (let round = 1; round <= 10; round += 1) {
      // Both instances hold the list in memory before the write.
      await a.app.inject({ method: 'GET', url: faqList });
      const before = (await b.app.inject({ method: 'GET', url: faqList })).json() as FaqPage;
      // The writer alternates; the admin's session is a row of the shared database, good on both.
      const writer = round % 2 === 0 ? b : a;
      const saved = await writer.app.inject({
        method: 'POST',
        url: '/api/admin/faq/save',
        headers: { ...sameOrigin, cookie: callers.admin },
        payload: { faqSeq: -1, categorySeq: faqCategory, title: `라운드 ${round}`, content: '답변' },
      });
      expect(saved.statusCode).toBe(200);
      const reader = writer === a ? b : a;
      const after = (await reader.app.inject({ method: 'GET', url: faqList })).json() as FaqPage;
      expect(after.totalElements).toBe(before.totalElements + 1);
      expect(after.content.map((row) => row.title)).toContain(`라운드 ${round}`);
    }
  });
});
