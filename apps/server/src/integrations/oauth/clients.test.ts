import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { createOAuthClients, OAuthProviderError, SandboxOAuthClient, sandboxUserId, type OAuthClients } from './index';
import { FakeOAuthProvider, fakeClients } from './testing/fake-provider';

let fake: FakeOAuthProvider;
let clients: OAuthClients;
const redirectUri = 'https://ongi.example/login/oauth2/code';

beforeAll(async () => {
  fake = await FakeOAuthProvider.start();
  clients = createOAuthClients(loadConfig({ DATA_DIR: '/tmp/ongi-oauth-clients', SESSION_SECRET: 's'.repeat(40), ...fake.env() }));
});
afterAll(() => fake.close());

const lastRequest = (path: string) => fake.requests.filter((request) => request.path === path).at(-1)!;

describe('the real clients against a fake provider', () => {
  it('builds the documented authorize addresses', () => {
    const naver = new URL(clients.naver.authorizeUrl('state-1', `${redirectUri}/naver`));
    expect(`${naver.origin}${naver.pathname}`).toBe(`${fake.url}/oauth2.0/authorize`);
    expect(Object.fromEntries(naver.searchParams)).toEqual({
      response_type: 'code',
      client_id: fakeClients.naver.id,
      redirect_uri: `${redirectUri}/naver`,
      state: 'state-1',
    });
    const kakao = new URL(clients.kakao.authorizeUrl('state-2', `${redirectUri}/kakao`));
    expect(`${kakao.origin}${kakao.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(kakao.searchParams.get('client_id')).toBe(fakeClients.kakao.id);
    expect(kakao.searchParams.get('state')).toBe('state-2');
  });

  it('trades a Naver code for the profile', async () => {
    const code = fake.issueCode('naver', { id: 'naver-123', name: '김네이버', email: 'naver@example.com', mobile: '010-1234-5678' }, `${redirectUri}/naver`);
    const profile = await clients.naver.exchange(code, 'state-1', `${redirectUri}/naver`);
    expect(profile).toEqual({ providerUserId: 'naver-123', name: '김네이버', email: 'naver@example.com', mobile: '01012345678' });

    const token = lastRequest('/oauth2.0/token');
    expect(token.method).toBe('POST');
    expect(Object.fromEntries(token.form)).toEqual({
      grant_type: 'authorization_code',
      client_id: fakeClients.naver.id,
      client_secret: fakeClients.naver.secret,
      code,
      state: 'state-1',
    });
    expect(lastRequest('/v1/nid/me').headers.authorization).toMatch(/^Bearer .+/);
  });

  it('trades a Kakao code for the profile, form-encoded with the redirect URI', async () => {
    const code = fake.issueCode(
      'kakao',
      { id: '4100000001', name: '카카오닉', email: 'kakao@example.com', mobile: '+82 10-9876-5432' },
      `${redirectUri}/kakao`,
    );
    const profile = await clients.kakao.exchange(code, 'state-2', `${redirectUri}/kakao`);
    expect(profile).toEqual({ providerUserId: '4100000001', name: '카카오닉', email: 'kakao@example.com', mobile: '01098765432' });

    const token = lastRequest('/oauth/token');
    expect(token.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(token.form.get('redirect_uri')).toBe(`${redirectUri}/kakao`);
    expect(token.form.get('client_secret')).toBe(fakeClients.kakao.secret);
  });

  it('drops a Kakao e-mail that Kakao has not verified', async () => {
    const code = fake.issueCode('kakao', { id: '4100000002', name: '미인증', email: 'maybe@example.com', emailVerified: false }, `${redirectUri}/kakao`);
    const profile = await clients.kakao.exchange(code, 's', `${redirectUri}/kakao`);
    expect(profile.email).toBeNull();
    expect(profile.mobile).toBeNull();
  });

  const providers: OAuthProvider[] = ['naver', 'kakao'];
  const person = { id: '4100000009', name: '실패', email: 'fail@example.com' };

  it.each(providers)('%s: a token answer without access_token is an error even with status 200', async (provider) => {
    const code = fake.issueCode(provider, person, redirectUri);
    fake.answerNextToken({ status: 200, body: { token_type: 'bearer' } });
    await expect(clients[provider].exchange(code, 's', redirectUri)).rejects.toBeInstanceOf(OAuthProviderError);
  });

  it.each(providers)('%s: a token error status is an error', async (provider) => {
    const code = fake.issueCode(provider, person, redirectUri);
    fake.answerNextToken({ status: 500, body: { error: 'server_error' } });
    await expect(clients[provider].exchange(code, 's', redirectUri)).rejects.toThrow(/answered 500/);
  });

  it.each(providers)('%s: a code the provider does not know is an error', async (provider) => {
    await expect(clients[provider].exchange('unknown-code', 's', redirectUri)).rejects.toThrow(/without access_token/);
  });

  it('naver: a profile whose resultcode is not 00 is an error', async () => {
    const code = fake.issueCode('naver', person, redirectUri);
    fake.answerNextProfile({ status: 200, body: { resultcode: '024', message: 'Authentication failed' } });
    await expect(clients.naver.exchange(code, 's', redirectUri)).rejects.toThrow(/resultcode/);
  });

  it('kakao: a profile without an id is an error', async () => {
    const code = fake.issueCode('kakao', person, redirectUri);
    fake.answerNextProfile({ status: 200, body: { kakao_account: { email: 'x@example.com' } } });
    await expect(clients.kakao.exchange(code, 's', redirectUri)).rejects.toThrow(/without an id/);
  });

  it.each(providers)('%s: a profile error status is an error', async (provider) => {
    const code = fake.issueCode(provider, person, redirectUri);
    fake.answerNextProfile({ status: 401, body: {} });
    await expect(clients[provider].exchange(code, 's', redirectUri)).rejects.toThrow(/answered 401/);
  });

  it('a provider that cannot be reached is an error', async () => {
    const gone = await FakeOAuthProvider.start();
    const env = gone.env();
    await gone.close();
    const offline = createOAuthClients(loadConfig({ DATA_DIR: '/tmp/ongi-oauth-clients', SESSION_SECRET: 's'.repeat(40), ...env }));
    await expect(offline.naver.exchange('code', 's', redirectUri)).rejects.toThrow(/could not be reached/);
  });
});

describe('choosing a client from configuration', () => {
  it('uses the sandbox for a provider without a client id', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/ongi-oauth-clients', SESSION_SECRET: 's'.repeat(40), KAKAO_CLIENT_ID: 'k' });
    const chosen = createOAuthClients(config);
    expect(chosen.naver.mode).toBe('sandbox');
    expect(chosen.kakao.mode).toBe('real');
    expect(config.oauth.kakao.authBase).toBe('https://kauth.kakao.com');
    expect(config.oauth.naver.apiBase).toBe('https://openapi.naver.com');
  });

  it('refuses a Naver client id without its secret', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/ongi-oauth-clients', SESSION_SECRET: 's'.repeat(40), NAVER_CLIENT_ID: 'n' });
    expect(() => createOAuthClients(config)).toThrow(/NAVER_CLIENT_SECRET/);
  });
});

describe('the sandbox client', () => {
  const secret = 'sandbox-secret-that-is-long-enough-for-tests';
  const consent = { name: '샌드박스', email: 'Sand@Example.com', state: 'state-9', redirectUri: 'http://localhost/login/oauth2/code/naver' };

  it('sends the browser to the local consent page', () => {
    const url = new SandboxOAuthClient('naver', secret).authorizeUrl('state-9', consent.redirectUri);
    expect(url).toBe(`/sandbox/oauth/naver?response_type=code&client_id=sandbox&redirect_uri=${encodeURIComponent(consent.redirectUri)}&state=state-9`);
  });

  it('trades its own code for the consented profile', async () => {
    const client = new SandboxOAuthClient('naver', secret);
    const profile = await client.exchange(client.issueCode(consent), consent.state, consent.redirectUri);
    expect(profile).toEqual({ providerUserId: sandboxUserId('sand@example.com'), name: '샌드박스', email: 'Sand@Example.com', mobile: null });
    expect(profile.providerUserId).toMatch(/^sandbox-[0-9a-f]{16}$/);
  });

  it('refuses a tampered code', async () => {
    const client = new SandboxOAuthClient('naver', secret);
    const [body = '', signature] = client.issueCode(consent).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), email: 'boss@example.com' })).toString('base64url');
    await expect(client.exchange(`${forged}.${signature}`, consent.state, consent.redirectUri)).rejects.toThrow(/signature/);
    await expect(client.exchange('garbage', consent.state, consent.redirectUri)).rejects.toBeInstanceOf(OAuthProviderError);
  });

  it('refuses a code signed with another secret', async () => {
    const code = new SandboxOAuthClient('naver', 'another-secret-that-is-long-enough').issueCode(consent);
    await expect(new SandboxOAuthClient('naver', secret).exchange(code, consent.state, consent.redirectUri)).rejects.toThrow(/signature/);
  });

  it('refuses a code after five minutes', async () => {
    let now = Date.parse('2026-05-01T00:00:00Z');
    const client = new SandboxOAuthClient('naver', secret, () => now);
    const code = client.issueCode(consent);
    now += 4 * 60_000;
    await expect(client.exchange(code, consent.state, consent.redirectUri)).resolves.toMatchObject({ name: '샌드박스' });
    now += 2 * 60_000;
    await expect(client.exchange(code, consent.state, consent.redirectUri)).rejects.toThrow(/expired/);
  });

  it('refuses a code issued for another state, return page or provider', async () => {
    const naver = new SandboxOAuthClient('naver', secret);
    const code = naver.issueCode(consent);
    await expect(naver.exchange(code, 'other-state', consent.redirectUri)).rejects.toThrow(/another request/);
    await expect(naver.exchange(code, consent.state, 'http://localhost/connect/oauth2/code/naver')).rejects.toThrow(/another request/);
    await expect(new SandboxOAuthClient('kakao', secret).exchange(code, consent.state, consent.redirectUri)).rejects.toThrow(/another request/);
  });
});
