import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, only } from '@ongi/shared';
import { isDatabaseUnavailable } from '../db/unavailable';
import { orderNumbers } from '../db/schema';
import { createWeddingInvitation } from '../seed/factories';
import { createTestApp, type TestContext } from '../test/app';
import { unavailablePage, unavailablePageText } from './unavailable-page';

// Issue 28, 1.4: with the database down, a guest page whose kept copy had
// expired answered with the API's raw JSON. Pages now get a calm page; the
// API keeps its JSON.

const shell = '<!doctype html><html lang="ko"><head><title>온기</title></head><body><div id="root"></div></body></html>';

describe('a page while the database is unreachable', () => {
  let t: TestContext;
  let webDist: string;
  let guestPage: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), shell);
    fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
    t = await createTestApp({ webDist });
    const made = await createWeddingInvitation(t.database.db, { groomName: '김도윤', brideName: '이서연' });
    const { publicNum } = only(
      await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, made.orderNum)),
      'the order number',
    );
    guestPage = `/invitation/${publicNum}`;
    expect((await t.app.inject({ method: 'GET', url: guestPage })).statusCode).toBe(200);
    await t.database.close();
    // What the outside run saw once the kept copy had expired (60 s): the page is drawn again, and its read fails.
    t.app.publicReads.cache.invalidate();
  });
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a guest page with a calm Korean page: 503, a way to try again, no JSON and nothing of the error', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${guestPage}?from=kakao` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe('10');
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(`<h1>${unavailablePageText.title}</h1>`);
    expect(html).toContain(unavailablePageText.message);
    // The same page again, query and all.
    expect(html).toContain(`<a class="retry" href="${guestPage}?from=kakao">다시 시도</a>`);
    for (const leak of ['{"message"', messages.common.serverError, 'Error', 'PGlite', 'pool', 'at ']) expect(html).not.toContain(leak);
  });

  it('is not kept: the next visitor gets a fresh try', async () => {
    await t.app.inject({ method: 'GET', url: guestPage });
    expect(t.app.publicReads.cache.get(guestPage)).toBeUndefined();
  });

  it('never sends a visitor off the site from its retry link', () => {
    for (const url of ['//evil.example/invitation/123456', '/\\evil.example/x']) {
      const html = unavailablePage({ url } as FastifyRequest, '온기');
      expect(html).toContain('<a class="retry" href="/">');
      expect(html).not.toContain('evil.example');
    }
  });

  it('keeps JSON for the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${guestPage.split('/').pop()}` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.common.serverError });
  });

  it('still serves the pages that need no database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});

describe('telling an unreachable database from a refused query', () => {
  it('knows a refused connection, through the error chain, and not a query the database refused', async () => {
    // Port 1: nothing listens there.
    const nowhere = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const refused = await nowhere.query('select 1').catch((error: unknown) => error);
    await nowhere.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);

    const t = await createTestApp();
    try {
      const mistaken = await t.database.db.execute(sql.raw('select from nowhere_at_all')).catch((error: unknown) => error);
      expect(mistaken).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(mistaken)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
