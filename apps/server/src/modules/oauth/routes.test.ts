import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, only, usernamePattern, type OAuthProvider } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { accounts, socialConnections } from '@server/db/schema';
import { createAccount, createFuneralInvitation, createSocialConnection } from '@server/seed/factories';
import { FakeOAuthProvider, fakeClients, type FakePerson } from '@server/integrations/oauth/testing/fake-provider';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { TestBrowser } from '@server/test/browser';

// The real Naver and Kakao clients, pointed by configuration at a fake
// provider on 127.0.0.1: every route of the OAuth contract on the real app.

let t: TestContext;
let fake: FakeOAuthProvider;
let nextId = 1000;
const person = (fields: Partial<FakePerson> = {}): FakePerson => {
  const id = String(++nextId);
  return { id, name: `사람${id}`, email: `person${id}@example.com`, ...fields };
};

beforeAll(async () => {
  fake = await FakeOAuthProvider.start();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/ongi-oauth-routes',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    ...fake.env(),
  });
  t = await createTestApp({ config, loginRateLimit: 1000 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Asks for the provider's address, lets `who` consent there, and follows the provider back: the return page's code and state. */
async function consent(browser: TestBrowser, provider: OAuthProvider, who: FakePerson, start = `/api/oauth/${provider}`) {
  const response = await browser.get(start);
  expect(response.statusCode).toBe(200);
  fake.willConsent(provider, who);
  const back = await fetch(response.json().url, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  return { page: location.pathname, code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

const checkAccount = (browser: TestBrowser, provider: OAuthProvider, code: string, state: string) =>
  browser.get(`/api/oauth/${provider}-check-account?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);

/** The whole login page journey: consent, check-account, then -login or -signup as the answer says. */
async function socialLogin(provider: OAuthProvider, who: FakePerson, browser = new TestBrowser(t.app)) {
  const { code, state } = await consent(browser, provider, who);
  const check = await checkAccount(browser, provider, code, state);
  expect(check.statusCode).toBe(200);
  const next = check.json().isExist ? 'login' : 'signup';
  const result = await browser.get(`/api/oauth/${provider}-${next}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
  return { browser, check: check.json(), result };
}

const linkOf = async (provider: OAuthProvider, providerUserId: string) => {
  const [row] = await t.database.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.provider, provider), eq(socialConnections.providerUserId, providerUserId)));
  return row;
};
/** The connection the test expects to be there. */
const existingLink = async (provider: OAuthProvider, providerUserId: string) => {
  const link = await linkOf(provider, providerUserId);
  if (!link) throw new Error(`no ${provider} connection for ${providerUserId}`);
  return link;
};

async function memberBrowser(username: string, fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t.database.db, { username, password: 'Passw0rd!', ...fields });
  const browser = new TestBrowser(t.app);
  const login = await browser.post('/api/account/login', { username, pwd: 'Passw0rd!' });
  expect(login.statusCode).toBe(200);
  return { account, browser };
}

async function connect(browser: TestBrowser, provider: OAuthProvider, who: FakePerson) {
  const { page, code, state } = await consent(browser, provider, who, `/api/oauth/${provider}-connect`);
  expect(page).toBe(`/connect/oauth2/code/${provider}`);
  return browser.get(`/api/oauth/${provider}-connect-account?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`);
}

describe('GET /api/oauth/:provider', () => {
  it.each([
    ['naver', '/oauth2.0/authorize'],
    ['kakao', '/oauth/authorize'],
  ] as const)('%s: answers the provider address with a state kept in a signed cookie', async (provider, path) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/oauth/${provider}` });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}${path}`);
    expect(url.searchParams.get('client_id')).toBe(fakeClients[provider].id);
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost:3000/login/oauth2/code/${provider}`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    const cookie = response.cookies.find((c) => c.name === 'ongi_oauth_state');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth', maxAge: 600 });
    // Signed: the value carries an HMAC after the payload.
    expect(cookie!.value).toMatch(/^[\w-]+\.[\w+/]+/);
  });

  it('issues a new state every time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/oauth/naver' });
    const second = await t.app.inject({ method: 'GET', url: '/api/oauth/naver' });
    expect(new URL(first.json().url).searchParams.get('state')).not.toBe(new URL(second.json().url).searchParams.get('state'));
  });
});

describe('login and signup through a provider', () => {
  it('naver: a new person signs up and is logged in; the second time check-account finds them and -login logs them in', async () => {
    const who = person({ name: '김네이버', mobile: '010-1234-5678' });
    const first = await socialLogin('naver', who);
    expect(first.check).toEqual({ isExist: false });
    expect(first.result.statusCode).toBe(200);
    const created = first.result.json();
    expect(created).toMatchObject({ result: true, name: '김네이버', isNewAccount: true });
    expect(created.username).toMatch(/^naver_[a-z0-9]{8}$/);
    expect(created.username).toMatch(usernamePattern);

    const session = await first.browser.get('/api/account/check-login');
    expect(session.json()).toEqual({ isAuthenticated: true, userInfo: { name: '김네이버', roleType: 'NORMAL' } });
    expect(first.browser.jar.has('ongi_oauth_state')).toBe(false);
    expect(first.browser.jar.has('ongi_oauth_profile')).toBe(false);

    const account = only(await t.database.db.select().from(accounts).where(eq(accounts.username, created.username)), 'the account');
    expect(account).toMatchObject({ name: '김네이버', email: who.email, phoneNum: '01012345678', passwordHash: '', roleType: 'NORMAL' });
    expect((await existingLink('naver', who.id)).accountSeq).toBe(account.accountSeq);

    const second = await socialLogin('naver', who);
    expect(second.check).toEqual({ isExist: true });
    expect(second.result.statusCode).toBe(200);
    expect(second.result.json()).toEqual({ result: true, name: '김네이버', username: created.username, isNewAccount: false });
    expect((await second.browser.get('/api/account/check-login')).json().isAuthenticated).toBe(true);
  });

  it('kakao: the same journey with a numeric Kakao id and its nickname', async () => {
    const who = person({ id: '3900000001', name: '카카오닉' });
    const first = await socialLogin('kakao', who);
    expect(first.result.json()).toMatchObject({ name: '카카오닉', isNewAccount: true });
    expect(first.result.json().username).toMatch(/^kakao_[a-z0-9]{8}$/);
    expect(await linkOf('kakao', '3900000001')).toBeDefined();
    const second = await socialLogin('kakao', who);
    expect(second.result.json()).toMatchObject({ username: first.result.json().username, isNewAccount: false });
  });

  it('names an account after the provider when the person shared no name', async () => {
    const { result } = await socialLogin('kakao', person({ id: '3900000002', name: undefined }));
    expect(result.json().name).toBe('카카오 회원');
  });

  it('an account made by social signup has no password: password login fails', async () => {
    const { result } = await socialLogin('naver', person());
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: sameOrigin,
      payload: { username: result.json().username, pwd: 'anything1!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('never joins accounts by e-mail: a new person with a member address gets an account of their own', async () => {
    const member = await createAccount(t.database.db, { username: 'sameemail1', email: 'same@example.com' });
    const { check, result } = await socialLogin('naver', person({ email: 'same@example.com' }));
    expect(check).toEqual({ isExist: false });
    expect(result.json().isNewAccount).toBe(true);
    expect(result.json().username).not.toBe(member.username);
  });

  it('-signup for a person who is linked already logs them in instead', async () => {
    const who = person();
    const { result: created } = await socialLogin('naver', who);
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', who);
    await checkAccount(browser, 'naver', code, state);
    const again = await browser.get(`/api/oauth/naver-signup?code=${encodeURIComponent(code)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...created.json(), isNewAccount: false });
  });

  it('-login for a person without an account answers 401 아이디 혹은 비밀번호가 틀렸습니다.', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    expect((await checkAccount(browser, 'naver', code, state)).json()).toEqual({ isExist: false });
    const login = await browser.get(`/api/oauth/naver-login?code=${encodeURIComponent(code)}`);
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: messages.login.socialFailed });
    expect(browser.jar.has('ongi_sid')).toBe(false);
  });

  it('-login and -signup answer 401 without the profile check-account kept, or for another code or provider', async () => {
    const who = person();
    await socialLogin('naver', who);
    const browser = new TestBrowser(t.app);
    expect((await browser.get('/api/oauth/naver-login?code=anything')).statusCode).toBe(401);
    expect((await browser.get('/api/oauth/naver-signup?code=anything')).statusCode).toBe(401);

    const { code, state } = await consent(browser, 'naver', who);
    await checkAccount(browser, 'naver', code, state);
    const otherCode = await browser.get('/api/oauth/naver-login?code=another-code');
    expect(otherCode.statusCode).toBe(401);
    expect(otherCode.json()).toEqual({ message: messages.login.socialFailed });
    expect((await browser.get(`/api/oauth/kakao-login?code=${encodeURIComponent(code)}`)).statusCode).toBe(401);
    // The kept profile still serves its own call.
    expect((await browser.get(`/api/oauth/naver-login?code=${encodeURIComponent(code)}`)).statusCode).toBe(200);
  });

  it('a forged profile cookie is ignored', async () => {
    const profile = Buffer.from(
      JSON.stringify({ provider: 'naver', codeHash: 'x', profile: { providerUserId: '1' }, expiresAt: Date.now() + 60_000 }),
    ).toString('base64url');
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/naver-login?code=x', headers: { cookie: `ongi_oauth_profile=${profile}.forged` } });
    expect(response.statusCode).toBe(401);
  });

  it('a withdrawn account cannot log in through its link; signing up again makes a new account', async () => {
    const who = person();
    const withdrawn = await createAccount(t.database.db, { username: 'withdrawn01', withdrawnAt: new Date() });
    await createSocialConnection(t.database.db, { accountSeq: withdrawn.accountSeq, provider: 'naver', providerUserId: who.id });

    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', who);
    expect((await checkAccount(browser, 'naver', code, state)).json()).toEqual({ isExist: false });
    const login = await browser.get(`/api/oauth/naver-login?code=${encodeURIComponent(code)}`);
    expect(login.statusCode).toBe(401);
    const signup = await browser.get(`/api/oauth/naver-signup?code=${encodeURIComponent(code)}`);
    expect(signup.json()).toMatchObject({ isNewAccount: true });
    expect(signup.json().username).not.toBe('withdrawn01');
    expect((await existingLink('naver', who.id)).accountSeq).not.toBe(withdrawn.accountSeq);
  });

  it.each([
    ['a token answer without access_token (status 200)', () => fake.answerNextToken({ status: 200, body: { token_type: 'bearer' } })],
    ['a token error status', () => fake.answerNextToken({ status: 503, body: { error: 'temporarily_unavailable' } })],
    ['a profile without resultcode 00', () => fake.answerNextProfile({ status: 200, body: { resultcode: '024', message: 'Authentication failed' } })],
  ])('answers 502 when the provider gives %s', async (_label, sabotage) => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    sabotage();
    const check = await checkAccount(browser, 'naver', code, state);
    expect(check.statusCode).toBe(502);
    expect(check.json()).toEqual({ message: messages.social.providerError });
    expect(browser.jar.has('ongi_oauth_profile')).toBe(false);
  });

  it.each(['naver', 'kakao'] as const)('answers %s codes the provider does not know (tampered, made up) with 400, not 502', async (provider) => {
    const browser = new TestBrowser(t.app);
    const { state } = await consent(browser, provider, person());
    const check = await checkAccount(browser, provider, 'made-up-code', state);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ message: messages.social.stateMismatch });
  });

  it('refuses the login GETs from another site', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect((await browser.get(`/api/oauth/naver-check-account?code=${code}&state=${state}`, crossSite)).statusCode).toBe(403);
    expect((await browser.get(`/api/oauth/naver-login?code=${code}`, crossSite)).statusCode).toBe(403);
    expect((await browser.get(`/api/oauth/naver-signup?code=${code}`, { origin: 'https://evil.example' })).json()).toEqual({
      message: messages.common.crossOrigin,
    });
  });
});

describe('state', () => {
  it('refuses a state that differs from the cookie with 400', async () => {
    const browser = new TestBrowser(t.app);
    const { code } = await consent(browser, 'naver', person());
    const response = await checkAccount(browser, 'naver', code, 'not-the-issued-state');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.social.stateMismatch });
  });

  it('spends a state on a wrong try: the right value with the same cookie is refused afterwards', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    const copied = browser.cookieHeader();
    expect((await checkAccount(browser, 'naver', code, 'wrong')).statusCode).toBe(400);
    const retry = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/naver-check-account?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
      headers: { cookie: copied },
    });
    expect(retry.statusCode).toBe(400);
  });

  it('refuses without the state cookie', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    browser.jar.delete('ongi_oauth_state');
    expect((await checkAccount(browser, 'naver', code, state)).statusCode).toBe(400);
  });

  it('refuses a state issued for the other provider', async () => {
    const browser = new TestBrowser(t.app);
    const { state } = await consent(browser, 'kakao', person({ id: '3900000004' }));
    const code = fake.issueCode('naver', person(), 'http://localhost:3000/login/oauth2/code/naver');
    expect((await checkAccount(browser, 'naver', code, state)).statusCode).toBe(400);
  });

  it('refuses a tampered state cookie', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    const [payload = '', signature] = decodeURIComponent(browser.jar.get('ongi_oauth_state')!).split('.');
    const record = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...record, state: 'chosen-by-attacker' })).toString('base64url');
    browser.jar.set('ongi_oauth_state', encodeURIComponent(`${forged}.${signature}`));
    expect((await checkAccount(browser, 'naver', code, 'chosen-by-attacker')).statusCode).toBe(400);
    expect(state).not.toBe('chosen-by-attacker');
  });

  it('works once: the cookie is cleared, and a copy of it replayed with a fresh code is refused', async () => {
    const browser = new TestBrowser(t.app);
    const who = person();
    const { code, state } = await consent(browser, 'naver', who);
    const copied = browser.cookieHeader();
    expect((await checkAccount(browser, 'naver', code, state)).statusCode).toBe(200);
    expect(browser.jar.has('ongi_oauth_state')).toBe(false);
    expect((await checkAccount(browser, 'naver', code, state)).statusCode).toBe(400);

    const freshCode = fake.issueCode('naver', who, 'http://localhost:3000/login/oauth2/code/naver');
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/naver-check-account?code=${freshCode}&state=${encodeURIComponent(state)}`,
      headers: { cookie: copied },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: messages.social.stateMismatch });
  });

  it('expires after 10 minutes', async () => {
    const browser = new TestBrowser(t.app);
    const { code, state } = await consent(browser, 'naver', person());
    const later = Date.now() + 11 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await checkAccount(browser, 'naver', code, state)).statusCode).toBe(400);
    } finally {
      clock.mockRestore();
    }
  });

  it('a login state does not connect, and a connect state does not log in', async () => {
    const { browser } = await memberBrowser('statemix01');
    const login = await consent(browser, 'naver', person());
    const connectAttempt = await browser.get(`/api/oauth/naver-connect-account?code=${login.code}&state=${login.state}`);
    expect(connectAttempt.statusCode).toBe(400);
    expect(connectAttempt.json()).toEqual({ message: messages.social.stateMismatch });

    const forConnect = await consent(browser, 'naver', person(), '/api/oauth/naver-connect');
    expect((await checkAccount(browser, 'naver', forConnect.code, forConnect.state)).statusCode).toBe(400);
  });
});

describe('connecting a provider to the logged-in member', () => {
  it('links the provider, after which the member can log in with it', async () => {
    const { account, browser } = await memberBrowser('connect001', { name: '연결회원' });
    const who = person({ id: '3900000010' });
    const response = await connect(browser, 'kakao', who);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.social.connected });
    const link = await existingLink('kakao', '3900000010');
    expect(link.accountSeq).toBe(account.accountSeq);
    expect(link.connectDate).toBeInstanceOf(Date);

    const { check, result } = await socialLogin('kakao', who);
    expect(check).toEqual({ isExist: true });
    expect(result.json()).toEqual({ result: true, name: '연결회원', username: 'connect001', isNewAccount: false });
  });

  it('-connect sends the provider back to the connect page', async () => {
    const { browser } = await memberBrowser('connect002');
    const response = await browser.get('/api/oauth/naver-connect');
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).searchParams.get('redirect_uri')).toBe('http://localhost:3000/connect/oauth2/code/naver');
  });

  it('refuses the connect state of another account', async () => {
    const alice = await memberBrowser('connect003');
    const bob = await memberBrowser('connect004');
    const { code, state } = await consent(alice.browser, 'naver', person(), '/api/oauth/naver-connect');
    // Bob's session with Alice's state cookie.
    const aliceState = alice.browser.jar.get('ongi_oauth_state')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/oauth/naver-connect-account?code=${code}&state=${state}`,
      headers: { cookie: `${bob.browser.cookieHeader()}; ongi_oauth_state=${aliceState}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.social.stateMismatch });
  });

  it('answers 409 when the provider account is linked to someone else', async () => {
    const who = person();
    await socialLogin('naver', who);
    const { browser } = await memberBrowser('connect005');
    const response = await connect(browser, 'naver', who);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.social.alreadyLinkedElsewhere });
  });

  it('answers 409 when this account already has that provider', async () => {
    const { browser } = await memberBrowser('connect006');
    const who = person();
    expect((await connect(browser, 'naver', who)).statusCode).toBe(200);
    const sameAgain = await connect(browser, 'naver', who);
    expect(sameAgain.statusCode).toBe(409);
    expect(sameAgain.json()).toEqual({ message: messages.social.alreadyConnected });
    const another = await connect(browser, 'naver', person());
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ message: messages.social.alreadyConnected });
  });

  it('answers 502 when the provider fails', async () => {
    const { browser } = await memberBrowser('connect007');
    fake.answerNextToken({ status: 200, body: {} });
    const response = await connect(browser, 'naver', person());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.social.providerError });
  });
});

describe('disconnecting', () => {
  const disconnect = (browser: TestBrowser, provider: OAuthProvider) => browser.post(`/api/oauth/${provider}-disconnect`);

  it('removes the link of a member who has a password', async () => {
    const { account, browser } = await memberBrowser('discon001');
    await createSocialConnection(t.database.db, { accountSeq: account.accountSeq, provider: 'naver', providerUserId: 'discon-naver-1' });
    const response = await disconnect(browser, 'naver');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.social.disconnected });
    expect(await linkOf('naver', 'discon-naver-1')).toBeUndefined();
  });

  it('answers 400 for a provider that is not connected', async () => {
    const { browser } = await memberBrowser('discon002');
    const response = await disconnect(browser, 'kakao');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.social.notConnected });
  });

  it('refuses to remove the last way to log in of an account without a password', async () => {
    const { result, browser } = await socialLogin('naver', person());
    const username = result.json().username;
    const account = only(await t.database.db.select().from(accounts).where(eq(accounts.username, username)), 'the account');
    await createSocialConnection(t.database.db, { accountSeq: account.accountSeq, provider: 'kakao', providerUserId: 'discon-kakao-2' });

    expect((await disconnect(browser, 'kakao')).statusCode).toBe(200);
    const last = await disconnect(browser, 'naver');
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: messages.social.lastLoginMethod });
    expect(await t.database.db.select().from(socialConnections).where(eq(socialConnections.accountSeq, account.accountSeq))).toHaveLength(1);
  });

  it('refuses a cross-origin request', async () => {
    const { account, browser } = await memberBrowser('discon003');
    await createSocialConnection(t.database.db, { accountSeq: account.accountSeq, provider: 'naver', providerUserId: 'discon-naver-3' });
    const response = await browser.post('/api/oauth/naver-disconnect', undefined, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(await linkOf('naver', 'discon-naver-3')).toBeDefined();
  });
});

describe('who may call the connect routes', () => {
  const connectRoutes: Array<['GET' | 'POST', string]> = [
    ['GET', '/api/oauth/naver-connect'],
    ['GET', '/api/oauth/kakao-connect-account?code=c&state=s'],
    ['POST', '/api/oauth/naver-disconnect'],
  ];

  it.each(connectRoutes)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: sameOrigin });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.common.unauthenticated });
  });

  it.each(connectRoutes)('%s %s answers 403 to a non-member', async (method, url) => {
    const order = await createFuneralInvitation(t.database.db, { nonMemberName: '김상주', nonMemberPhone: '01012345678' });
    const browser = new TestBrowser(t.app);
    const login = await browser.post('/api/account/nonUserLogin', { nonUserName: '김상주', phoneNum: '01012345678', orderNum: order.orderNum });
    expect(login.statusCode).toBe(200);
    const response = method === 'GET' ? await browser.get(url) : await browser.post(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.forbidden });
  });
});

describe('unknown providers and the sandbox', () => {
  it.each([
    ['GET', '/api/oauth/google'],
    ['GET', '/api/oauth/google-connect'],
    ['GET', '/api/oauth/google-check-account?code=c&state=s'],
    ['GET', '/api/oauth/google-login?code=c'],
    ['GET', '/api/oauth/google-signup?code=c'],
    ['POST', '/api/oauth/google-disconnect'],
    ['POST', '/api/sandbox/oauth/google/authorize'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: sameOrigin, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(404);
  });

  it('has no sandbox consent for a provider configured for real', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/oauth/naver/authorize',
      headers: sameOrigin,
      payload: { name: '샌드', email: 'sand@example.com', state: 's', redirectUri: 'http://localhost:3000/login/oauth2/code/naver' },
    });
    expect(response.statusCode).toBe(404);
  });
});
