import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, only } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { loadConfig } from '@server/config';
import { createAccount } from '@server/seed/factories';
import { accounts, authThrottles, sessions } from '@server/db/schema';
import { hashingLoad } from './password';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, { username: 'gildong01', password: 'Passw0rd!', name: '홍길동', roleType: 'NORMAL' });
  const withdrawn = await createAccount(t.database.db, { username: 'leftuser1', password: 'Passw0rd!', name: '탈퇴회원', roleType: 'NORMAL' });
  await t.database.db.update(accounts).set({ withdrawnAt: new Date() }).where(eq(accounts.accountSeq, withdrawn.accountSeq));
  // Social signup leaves the password hash empty: no password can match it.
  await createAccount(t.database.db, { username: 'kakao_only1', passwordHash: '', name: '소셜회원', roleType: 'NORMAL' });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: payload as object, headers: { ...sameOrigin, ...headers } });

describe('POST /api/account/login', () => {
  it('logs a member in and the session then knows them', async () => {
    const response = await login({ username: 'gildong01', pwd: 'Passw0rd!', isSaveUsername: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, name: '홍길동', username: 'gildong01' });
    const cookie = response.cookies.find((c) => c.name === 'ongi_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const check = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: sessionCookie(response) } });
    expect(check.json()).toEqual({ isAuthenticated: true, userInfo: { name: '홍길동', roleType: 'NORMAL' } });
  });

  it('records the last login date', async () => {
    await login({ username: 'gildong01', pwd: 'Passw0rd!' });
    const row = only(await t.database.db.select().from(accounts).where(eq(accounts.username, 'gildong01')), 'the account');
    expect(row.lastLoginDate).toBeInstanceOf(Date);
  });

  it.each([
    ['an empty username', { username: '', pwd: 'Passw0rd!' }],
    ['a blank username', { username: '   ', pwd: 'Passw0rd!' }],
    ['an empty password', { username: 'gildong01', pwd: '' }],
    ['no fields at all', {}],
  ])('answers 정보를 모두 입력해주세요. for %s', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.login.required });
  });

  it.each([
    ['a wrong password', { username: 'gildong01', pwd: 'wrong-pass1' }],
    ['an unknown username', { username: 'nobody999', pwd: 'Passw0rd!' }],
    ['a withdrawn account', { username: 'leftuser1', pwd: 'Passw0rd!' }],
    ['an account made by social signup (no password)', { username: 'kakao_only1', pwd: 'Passw0rd!' }],
  ])('answers 잘못된 정보입니다. for %s', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.login.invalid });
    expect(response.cookies.find((c) => c.name === 'ongi_sid')).toBeUndefined();
  });

  it('issues a new session id at every login and drops the old one', async () => {
    const first = await login({ username: 'gildong01', pwd: 'Passw0rd!' });
    const second = await login({ username: 'gildong01', pwd: 'Passw0rd!' }, { cookie: sessionCookie(first) });
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    const old = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: sessionCookie(first) } });
    expect(old.json().isAuthenticated).toBe(false);
  });

  it('refuses a cross-origin login', async () => {
    const response = await login({ username: 'gildong01', pwd: 'Passw0rd!' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.crossOrigin });
  });

  it('refuses a request marked cross-site by the browser', async () => {
    const response = await login({ username: 'gildong01', pwd: 'Passw0rd!' }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('answers malformed JSON with a Korean 400, not a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.common.badRequest });
  });
});

describe('GET /api/account/check-login', () => {
  it('says not authenticated without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/check-login' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAuthenticated: false, userInfo: null });
  });

  it('ignores a forged cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie: 'ongi_sid=forged.value' } });
    expect(response.json().isAuthenticated).toBe(false);
  });
});

describe('POST /api/account/logout', () => {
  it('deletes the session row so the cookie no longer works', async () => {
    const response = await login({ username: 'gildong01', pwd: 'Passw0rd!' });
    const cookie = sessionCookie(response);
    const before = await t.database.db.select().from(sessions);
    const logout = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: { ...sameOrigin, cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: messages.login.loggedOut });
    const after = await t.database.db.select().from(sessions);
    expect(after.length).toBe(before.length - 1);
    const check = await t.app.inject({ method: 'GET', url: '/api/account/check-login', headers: { cookie } });
    expect(check.json().isAuthenticated).toBe(false);
  });
});

describe('login rate limiting', () => {
  it('answers 429 in Korean after too many attempts for one username', async () => {
    const limited = await createTestApp({ loginRateLimit: 3 });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'someone1', pwd: 'x' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
      // Another username from the same address is counted apart.
      const other = await limited.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'another1', pwd: 'x' } });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('login throttling beyond one address and username', () => {
  let guarded: TestContext;
  // Above the 5 failures after which an address waits for one username.
  const addressLimit = 6;
  const usernameLimit = 8;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/ongi-login-throttle',
      SESSION_SECRET: 's'.repeat(40),
      LOGIN_ADDRESS_FAILURE_LIMIT: String(addressLimit),
      LOGIN_USERNAME_FAILURE_LIMIT: String(usernameLimit),
    });
    guarded = await createTestApp({ config });
    await createAccount(guarded.database.db, { username: 'sprayed01', password: 'Passw0rd!' });
    await createAccount(guarded.database.db, { username: 'victim001', password: 'Passw0rd!' });
    await createAccount(guarded.database.db, { username: 'admin_v01', password: 'Passw0rd!', roleType: 'ADMIN' });
    await createAccount(guarded.database.db, { username: 'admin_v02', password: 'Passw0rd!', roleType: 'ADMIN' });
    await createAccount(guarded.database.db, { username: 'owner0001', password: 'Passw0rd!' });
  });
  afterAll(() => guarded.close());

  const attempt = (username: string, pwd: string, remoteAddress: string, url = '/api/account/login') =>
    guarded.app.inject({ method: 'POST', url, headers: sameOrigin, payload: { username, pwd }, remoteAddress });
  const waitMessage = /^로그인 시도가 너무 많습니다\. \d+(초|분)( \d+초)? 후 다시 시도해주세요\.$/;

  it('stops password spraying: one address failing with many usernames waits, even for a right password', async () => {
    for (let i = 0; i < addressLimit; i += 1) expect((await attempt(`spray_${i}`, 'password1', '198.51.100.20')).statusCode).toBe(401);
    const blocked = await attempt('sprayed01', 'Passw0rd!', '198.51.100.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(waitMessage);
    // Someone else, elsewhere, logs in as usual.
    expect((await attempt('sprayed01', 'Passw0rd!', '198.51.100.21')).statusCode).toBe(200);
  });

  it('makes an address wait after five failures for a username, with growing delays, until it may try again', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('victim001', 'Wrong1234!', '203.0.113.1')).statusCode).toBe(401);
    const blocked = await attempt('victim001', 'Passw0rd!', '203.0.113.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.login.tooManyAttempts('30초'));
    // The same throttle holds for the administrator login and other spellings of the name.
    expect((await attempt('VICTIM001', 'Passw0rd!', '203.0.113.1', '/api/admin/account/login')).statusCode).toBe(429);

    // Once the wait is over the right password works, and a success forgets the failures.
    await guarded.database.db.update(authThrottles).set({ blockedUntil: new Date(Date.now() - 1000) });
    expect((await attempt('victim001', 'Passw0rd!', '203.0.113.1')).statusCode).toBe(200);
    expect((await guarded.database.db.select().from(authThrottles)).filter((row) => row.key === '203.0.113.1 victim001')).toEqual([]);
  });

  it("does not delay the owner's login from another address when someone fails from elsewhere, administrators included", async () => {
    for (let i = 0; i < 7; i += 1) expect((await attempt('admin_v01', 'Wrong1234!', '192.0.2.66', '/api/admin/account/login')).statusCode).not.toBe(200);
    expect((await attempt('admin_v01', 'Passw0rd!', '192.0.2.66', '/api/admin/account/login')).statusCode).toBe(429);
    expect((await attempt('admin_v01', 'Passw0rd!', '198.18.0.10', '/api/admin/account/login')).statusCode).toBe(200);
  });

  it('past the ceiling of failures from everywhere, lets only addresses the username logged in from before try it', async () => {
    // The owner logged in from home once.
    expect((await attempt('owner0001', 'Passw0rd!', '198.18.1.1')).statusCode).toBe(200);
    // Guessing spread over many addresses, each under its own limits.
    for (let i = 0; i < usernameLimit; i += 1) expect((await attempt('owner0001', 'Wrong1234!', `100.80.0.${i}`)).statusCode).toBe(401);
    // A new address is turned away, even with the right password, until the hour is over ...
    const fresh = await attempt('owner0001', 'Passw0rd!', '100.80.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(waitMessage);
    // ... while the owner's own address logs in as usual.
    expect((await attempt('owner0001', 'Passw0rd!', '198.18.1.1')).statusCode).toBe(200);
    // The owner's success does not clear the ceiling: the guessing from elsewhere stays counted.
    expect((await attempt('owner0001', 'Passw0rd!', '100.80.1.2')).statusCode).toBe(429);
  });

  it('caps concurrent password hashing: a flood is turned away quickly and a real login still gets through', async () => {
    const flood = Array.from({ length: 60 }, (_, i) => attempt(`flood_${i}`, 'Wrong1234!', `100.64.${Math.floor(i / 4)}.${i}`));
    let mostActive = 0;
    const watch = setInterval(() => (mostActive = Math.max(mostActive, hashingLoad().active)), 1);
    const answers = await Promise.all(flood);
    clearInterval(watch);
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(answers.find((response) => response.statusCode === 503)?.json()).toEqual({ message: messages.common.busy });
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(mostActive).toBeLessThanOrEqual(hashingLoad().limit);
    expect((await attempt('sprayed01', 'Passw0rd!', '100.100.100.100')).statusCode).toBe(200);
  });
});
