import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { itemAt, only } from '@ongi/shared';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { sessions } from '../db/schema';
import { createAccount } from '../seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { factoryPassword, getAs, loginAs } from '../test/member-session';

const minutes = (n: number) => n * 60_000;
const isLoggedIn = async (t: TestContext, cookie: string) => (await getAs(t.app, '/api/account/check-login', cookie)).json().isAuthenticated as boolean;

describe('session lifetime', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await createAccount(t.database.db, { username: 'lifetime01' });
  });
  afterAll(() => t.close());

  const rowOf = async (accountSeqOrAll?: number) => {
    const rows = await t.database.db.select().from(sessions);
    return rows.filter((row) => accountSeqOrAll === undefined || row.accountSeq === accountSeqOrAll);
  };

  it('ends a session unused for longer than the idle timeout (120 minutes by default)', async () => {
    const cookie = await loginAs(t.app, 'lifetime01');
    expect(await isLoggedIn(t, cookie)).toBe(true);
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - minutes(121)) });
    expect(await isLoggedIn(t, cookie)).toBe(false);
  });

  it('looks no session up for a request without a session cookie', async () => {
    const cookie = await loginAs(t.app, 'lifetime01');
    const reads = vi.spyOn(t.database.db, 'select');
    try {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/get-account-info', headers: { cookie: 'other=1' } });
      expect(anonymous.statusCode).toBe(401);
      expect(reads).not.toHaveBeenCalled();
      // The same request with the cookie reads its session.
      await t.app.inject({ method: 'GET', url: '/api/account/get-account-info', headers: { cookie } });
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('keeps a session in use alive, writing "last seen" at most once a minute', async () => {
    const cookie = await loginAs(t.app, 'lifetime01');
    const row = itemAt(
      (await rowOf()).sort((a, b) => b.createDate.getTime() - a.createDate.getTime()),
      0,
      'the newest session',
    );
    const almostIdle = new Date(Date.now() - minutes(119));
    await t.database.db.update(sessions).set({ lastSeenAt: almostIdle }).where(eq(sessions.sessionIdHash, row.sessionIdHash));
    expect(await isLoggedIn(t, cookie)).toBe(true);
    const touched = only(await t.database.db.select().from(sessions).where(eq(sessions.sessionIdHash, row.sessionIdHash)), 'the session');
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - minutes(1));

    const recent = new Date(Date.now() - 30_000);
    await t.database.db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.sessionIdHash, row.sessionIdHash));
    expect(await isLoggedIn(t, cookie)).toBe(true);
    const untouched = only(await t.database.db.select().from(sessions).where(eq(sessions.sessionIdHash, row.sessionIdHash)), 'the session');
    expect(untouched.lastSeenAt.getTime()).toBe(recent.getTime());
  });

  it('ends a session at its absolute lifetime however busy it is', async () => {
    const cookie = await loginAs(t.app, 'lifetime01');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect(await isLoggedIn(t, cookie)).toBe(false);
  });

  it('records the address and browser of the login for the device list', async () => {
    await t.database.db.delete(sessions);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...sameOrigin, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
      payload: { username: 'lifetime01', pwd: factoryPassword },
    });
    expect(response.statusCode).toBe(200);
    const row = only(await rowOf(), "the login's session");
    expect(row.ipAddress).toBe('127.0.0.1');
    expect(row.userAgent).toContain('Android 14');
    expect(row.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the session cookie', () => {
  const login = async (t: TestContext, headers: Record<string, string> = {}) => {
    await createAccount(t.database.db, { username: 'cookie01' });
    return t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...sameOrigin, ...headers },
      payload: { username: 'cookie01', pwd: factoryPassword },
    });
  };

  it('is Secure and __Host- prefixed when PUBLIC_URL is https, whatever the request says', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ongi-cookie-https', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://www.ongi.example' });
    const t = await createTestApp({ config });
    try {
      const response = await login(t, { 'x-forwarded-proto': 'http' });
      const cookie = itemAt(
        response.cookies as Array<{ name: string; secure?: boolean; path?: string; domain?: string; httpOnly?: boolean; sameSite?: string }>,
        0,
        'the session cookie',
      );
      expect(cookie).toMatchObject({ name: '__Host-ongi_sid', secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie.domain).toBeUndefined();
      // The prefixed cookie is the one the server reads back.
      const check = await getAs(t.app, '/api/account/check-login', `__Host-ongi_sid=${(response.cookies[0] as { value: string }).value}`);
      expect(check.json().isAuthenticated).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is not Secure over plain http, even when a client claims https in X-Forwarded-Proto', async () => {
    const t = await createTestApp();
    try {
      const response = await login(t, { 'x-forwarded-proto': 'https' });
      const cookie = itemAt(response.cookies as Array<{ name: string; secure?: boolean }>, 0, 'the session cookie');
      expect(cookie.name).toBe('ongi_sid');
      expect(cookie.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
