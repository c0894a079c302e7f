import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OAuthProvider, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { socialConnections } from '@server/db/schema';
import { createAccount } from '@server/seed/factories';
import { sandboxUserId } from '@server/integrations/oauth';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { TestBrowser } from '@server/test/browser';

// No client ids: the sandbox consent page stands in for Naver and Kakao, and
// the same login, signup and linking rules run on its signed codes.

let t: TestContext;
const site = 'https://ongi.example';

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/ongi-oauth-sandbox',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    PUBLIC_URL: site,
  });
  t = await createTestApp({ config, loginRateLimit: 1000 });
});
afterAll(() => t.close());

/** What the consent page does: read the authorize address's query, post the consent, follow redirectTo. */
async function consentInSandbox(browser: TestBrowser, provider: OAuthProvider, who: { name: string; email: string }, start = `/api/oauth/${provider}`) {
  const { url } = (await browser.get(start)).json();
  const authorize = new URL(url, site);
  expect(authorize.pathname).toBe(`/sandbox/oauth/${provider}`);
  const answer = await browser.post(`/api/sandbox/oauth/${provider}/authorize`, {
    ...who,
    state: authorize.searchParams.get('state'),
    redirectUri: authorize.searchParams.get('redirect_uri'),
  });
  expect(answer.statusCode).toBe(200);
  const back = new URL(answer.json().redirectTo);
  return { back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const query = (code: string, state: string) => `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;

describe('GET /api/oauth/:provider without a client id', () => {
  it('sends the browser to the sandbox consent page with our return page (PUBLIC_URL)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/naver' });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().url;
    expect(url).toMatch(/^\/sandbox\/oauth\/naver\?response_type=code&client_id=sandbox&redirect_uri=/);
    const params = new URL(url, site).searchParams;
    expect(params.get('redirect_uri')).toBe(`${site}/login/oauth2/code/naver`);
    expect(params.get('state')).toBeTruthy();
  });
});

describe('the sandbox round trip', () => {
  it('signs a new person up, then logs them in the second time', async () => {
    const who = { name: '샌드회원', email: 'sandbox.member@example.com' };
    const browser = new TestBrowser(t.app);
    const { back, code, state } = await consentInSandbox(browser, 'naver', who);
    expect(`${back.origin}${back.pathname}`).toBe(`${site}/login/oauth2/code/naver`);

    expect((await browser.get(`/api/oauth/naver-check-account?${query(code, state)}`)).json()).toEqual({ isExist: false });
    const signup = await browser.get(`/api/oauth/naver-signup?${query(code, state)}`);
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toMatchObject({ result: true, name: '샌드회원', isNewAccount: true });
    const link = only(
      await t.database.db
        .select()
        .from(socialConnections)
        .where(eq(socialConnections.providerUserId, sandboxUserId(who.email))),
      'the new connection',
    );
    expect(link.provider).toBe('naver');
    expect(link.providerUserId).toMatch(/^sandbox-[0-9a-f]{16}$/);

    const again = new TestBrowser(t.app);
    const second = await consentInSandbox(again, 'naver', who);
    expect((await again.get(`/api/oauth/naver-check-account?${query(second.code, second.state)}`)).json()).toEqual({ isExist: true });
    const login = await again.get(`/api/oauth/naver-login?${query(second.code, second.state)}`);
    expect(login.json()).toEqual({ ...signup.json(), isNewAccount: false });
    expect((await again.get('/api/account/check-login')).json().isAuthenticated).toBe(true);
  });

  it('connects a sandbox person to a logged-in member', async () => {
    const member = await createAccount(t.database.db, { username: 'sandconn01', password: 'Passw0rd!' });
    const browser = new TestBrowser(t.app);
    await browser.post('/api/account/login', { username: 'sandconn01', pwd: 'Passw0rd!' });
    const { back, code, state } = await consentInSandbox(browser, 'kakao', { name: '연결', email: 'connect@example.com' }, '/api/oauth/kakao-connect');
    expect(back.pathname).toBe('/connect/oauth2/code/kakao');
    const response = await browser.get(`/api/oauth/kakao-connect-account?${query(code, state)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.social.connected });
    const link = only(await t.database.db.select().from(socialConnections).where(eq(socialConnections.accountSeq, member.accountSeq)), 'the new connection');
    expect(link).toMatchObject({ provider: 'kakao', providerUserId: sandboxUserId('connect@example.com') });
  });

  it('answers 400 for a tampered sandbox code', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consentInSandbox(browser, 'naver', { name: '변조', email: 'tamper@example.com' });
    const response = await browser.get(`/api/oauth/naver-check-account?${query(`${code}x`, state)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.social.stateMismatch });
  });
});

describe('POST /api/sandbox/oauth/:provider/authorize', () => {
  const consent = (provider: string, body: object, headers: Record<string, string> = sameOrigin) =>
    t.app.inject({ method: 'POST', url: `/api/sandbox/oauth/${provider}/authorize`, headers, payload: body });
  const valid = { name: '샌드', email: 'sand@example.com', state: 'state-1', redirectUri: `${site}/login/oauth2/code/naver` };

  it('answers the return page with a code and the state', async () => {
    const response = await consent('naver', valid);
    expect(response.statusCode).toBe(200);
    const back = new URL(response.json().redirectTo);
    expect(`${back.origin}${back.pathname}`).toBe(valid.redirectUri);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['another site', 'https://evil.example/login/oauth2/code/naver'],
    ['another provider’s return page', `${site}/login/oauth2/code/kakao`],
    ['another page of ours', `${site}/mypage/edit-profile`],
    ['not an address', 'javascript:alert(1)'],
  ])('refuses a redirectUri of %s', async (_label, redirectUri) => {
    const response = await consent('naver', { ...valid, redirectUri });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.common.badRequest });
  });

  it.each([
    ['an empty name', { name: ' ' }, '이름을 입력해 주세요'],
    ['a malformed e-mail', { email: 'not-an-email' }, '이메일 형식이 올바르지 않습니다.'],
  ])('answers 400 for %s', async (_label, change, message) => {
    const response = await consent('naver', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a cross-origin consent', async () => {
    const response = await consent('naver', valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown provider', async () => {
    expect((await consent('google', valid)).statusCode).toBe(404);
  });
});
