import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { createAccount } from '@server/seed/factories';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, { username: 'manager01', password: 'Adm1nPass!', name: '김관리', roleType: 'ADMIN' });
  await createAccount(t.database.db, { username: 'member0001', password: 'Passw0rd!', name: '이회원', roleType: 'NORMAL' });
});
afterAll(() => t.close());

const adminLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/account/login', payload: payload as object, headers: { ...sameOrigin, ...headers } });
const checkAdmin = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/account/check-admin', headers: cookie ? { cookie } : {} });

describe('POST /api/admin/account/login', () => {
  it('logs an administrator in', async () => {
    const response = await adminLogin({ username: 'manager01', pwd: 'Adm1nPass!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, name: '김관리', username: 'manager01' });
    const check = await checkAdmin(sessionCookie(response));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ name: '김관리', username: 'manager01' });
    expect(check.json().accountSeq).toBeGreaterThan(0);
  });

  it('refuses a member account with the same answer as a wrong password', async () => {
    const response = await adminLogin({ username: 'member0001', pwd: 'Passw0rd!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.login.invalid });
  });

  it('refuses a wrong password', async () => {
    const response = await adminLogin({ username: 'manager01', pwd: 'nope-nope1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.login.invalid });
  });

  it.each([[{ username: '', pwd: 'Adm1nPass!' }], [{ username: 'manager01', pwd: '' }], [{ username: 'manager01' }]])(
    'asks for every field: %j',
    async (payload) => {
      const response = await adminLogin(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.login.required });
    },
  );

  it('refuses a cross-origin request', async () => {
    const response = await adminLogin({ username: 'manager01', pwd: 'Adm1nPass!' }, { origin: 'http://attacker.test' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/admin/account/check-admin', () => {
  it('answers 401 without a session', async () => {
    const response = await checkAdmin();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.common.unauthenticated });
  });

  it('answers 403 to a member', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: 'member0001', pwd: 'Passw0rd!' },
    });
    const response = await checkAdmin(sessionCookie(member));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.forbidden });
  });

  it('lets an administrator who logged in on the member page through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: 'manager01', pwd: 'Adm1nPass!' },
    });
    expect((await checkAdmin(sessionCookie(response))).statusCode).toBe(200);
  });
});

describe('POST /api/admin/account/logout', () => {
  it('ends the administrator session', async () => {
    const cookie = sessionCookie(await adminLogin({ username: 'manager01', pwd: 'Adm1nPass!' }));
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/account/logout', headers: { ...sameOrigin, cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: messages.login.loggedOut });
    expect((await checkAdmin(cookie)).statusCode).toBe(401);
  });
});
