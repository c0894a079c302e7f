import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MemberSession } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '@server/test/app';
import { createAccount } from '@server/seed/factories';
import { expectMembersOnly, expectRefusal, factoryPassword, getAs, nonMemberSession, postAs } from '@server/test/member-session';

let t: TestContext;
let nonMemberCookie: string;
const phone = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';
const laptop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68';

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.database.db, { username: 'devices01' });
  await createAccount(t.database.db, { username: 'devices02' });
  nonMemberCookie = await nonMemberSession(t);
});
afterAll(() => t.close());

async function loginFrom(username: string, userAgent: string, remoteAddress: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { ...sameOrigin, 'user-agent': userAgent },
    payload: { username, pwd: factoryPassword },
    remoteAddress,
  });
  return sessionCookie(response);
}
const list = async (cookie: string) => (await getAs(t.app, '/api/account/sessions', cookie)).json() as { content: MemberSession[]; totalElements: number };
const isLoggedIn = async (cookie: string) => (await getAs(t.app, '/api/account/check-login', cookie)).json().isAuthenticated as boolean;

describe('GET /api/account/sessions', () => {
  it("lists the member's devices, this one first, with browser, system, address and times", async () => {
    const onPhone = await loginFrom('devices01', phone, '198.51.100.7');
    const onLaptop = await loginFrom('devices01', laptop, '203.0.113.40');
    await loginFrom('devices02', laptop, '203.0.113.41');
    const { content, totalElements } = await list(onLaptop);
    expect(totalElements).toBe(2);
    expect(content[0]).toMatchObject({ current: true, browser: 'Microsoft Edge 130', os: 'Windows 10', deviceType: 'desktop', ipAddress: '203.0.113.40' });
    expect(content[1]).toMatchObject({ current: false, browser: 'Chrome 131', os: 'Android 14', deviceType: 'mobile', ipAddress: '198.51.100.7' });
    for (const row of content) {
      expect(row.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(row.lastSeenAt)).not.toBeNaN();
      // Nothing of the cookie's secret is shown.
      expect(onPhone).not.toContain(row.sessionId);
    }
  });

  it('is for members only', async () => {
    await expectMembersOnly(t.app, '/api/account/sessions', nonMemberCookie);
  });
});

describe('logging a device out', () => {
  it('ends the chosen session elsewhere and keeps this one', async () => {
    const onPhone = await loginFrom('devices01', phone, '198.51.100.8');
    const onLaptop = await loginFrom('devices01', laptop, '203.0.113.42');
    const phoneRow = (await list(onLaptop)).content.find((row) => !row.current && row.ipAddress === '198.51.100.8')!;
    const response = await postAs(t.app, `/api/account/sessions/${phoneRow.sessionId}/logout`, undefined, onLaptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.session.loggedOut });
    expect(await isLoggedIn(onPhone)).toBe(false);
    expect(await isLoggedIn(onLaptop)).toBe(true);
  });

  it('logs this browser out when it names its own session', async () => {
    const onLaptop = await loginFrom('devices01', laptop, '203.0.113.43');
    const own = (await list(onLaptop)).content.find((row) => row.current)!;
    const response = await postAs(t.app, `/api/account/sessions/${own.sessionId}/logout`, undefined, onLaptop);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'ongi_sid')?.value).toBe('');
    expect(await isLoggedIn(onLaptop)).toBe(false);
  });

  it("answers another member's session as one that does not exist, and leaves it alone", async () => {
    const theirs = await loginFrom('devices02', phone, '198.51.100.9');
    const theirId = (await list(theirs)).content.find((row) => row.current)!.sessionId;
    const mine = await loginFrom('devices01', laptop, '203.0.113.44');
    expectRefusal(await postAs(t.app, `/api/account/sessions/${theirId}/logout`, undefined, mine), 404, messages.session.notFound);
    expect(await isLoggedIn(theirs)).toBe(true);
    expectRefusal(await postAs(t.app, '/api/account/sessions/not%20an%20id/logout', undefined, mine), 400, messages.session.notFound);
  });

  it('needs a member session', async () => {
    expectRefusal(await postAs(t.app, '/api/account/sessions/abcdefghijklmnopqrstuv/logout', undefined), 401, messages.common.unauthenticated);
    expectRefusal(await postAs(t.app, '/api/account/sessions/abcdefghijklmnopqrstuv/logout', undefined, nonMemberCookie), 403, messages.common.forbidden);
  });
});

describe('POST /api/account/sessions/logout-all', () => {
  it("ends every session of the member, this one included, and nobody else's", async () => {
    const a = await loginFrom('devices01', phone, '198.51.100.10');
    const b = await loginFrom('devices01', laptop, '203.0.113.45');
    const other = await loginFrom('devices02', laptop, '203.0.113.46');
    const response = await postAs(t.app, '/api/account/sessions/logout-all', undefined, b);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.session.allLoggedOut });
    expect(await isLoggedIn(a)).toBe(false);
    expect(await isLoggedIn(b)).toBe(false);
    expect(await isLoggedIn(other)).toBe(true);
  });

  it('is refused from another site', async () => {
    const cookie = await loginFrom('devices02', phone, '198.51.100.11');
    const response = await postAs(t.app, '/api/account/sessions/logout-all', undefined, cookie, { origin: 'https://evil.example', host: 'localhost:80' });
    expectRefusal(response, 403, messages.common.crossOrigin);
    expect(await isLoggedIn(cookie)).toBe(true);
  });
});
