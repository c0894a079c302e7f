import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortOneVerifier } from './portone';
import { IdentityProviderError } from './types';
import { fakePortOneChannelKey, fakePortOneSecret, fakePortOneStoreId, startFakePortOne, type FakePortOne } from './testing/fake-portone';

let fake: FakePortOne;
beforeAll(async () => {
  fake = await startFakePortOne();
});
afterAll(() => fake.close());

const verifier = (overrides: Partial<{ apiSecret: string; apiBase: string }> = {}) =>
  createPortOneVerifier({
    apiSecret: fakePortOneSecret,
    storeId: fakePortOneStoreId,
    channelKey: fakePortOneChannelKey,
    apiBase: fake.baseUrl,
    ...overrides,
  });

describe('PortOne identity verifier', () => {
  it('tells the browser which store and channel to open', () => {
    expect(verifier()).toMatchObject({ provider: 'portone', storeId: fakePortOneStoreId, channelKey: fakePortOneChannelKey });
  });

  it('reads a VERIFIED verification with its secret and store, phone as digits', async () => {
    fake.verified('iv-verified', { name: '홍길동', phoneNumber: '010-1234-5678', birthDate: '1990-01-01', ci: 'ci-hong' });
    const result = await verifier().lookup('iv-verified');
    expect(result).toEqual({
      status: 'VERIFIED',
      customer: { name: '홍길동', phoneNumber: '01012345678', birthDate: '1990-01-01', ci: 'ci-hong' },
    });
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.authorization).toBe(`PortOne ${fakePortOneSecret}`);
    expect(new URL(request.url, 'http://x').pathname).toBe('/identity-verifications/iv-verified');
    expect(new URL(request.url, 'http://x').searchParams.get('storeId')).toBe(fakePortOneStoreId);
  });

  it('keeps missing optional fields empty', async () => {
    fake.verified('iv-minimal', { name: '김온기' });
    expect(await verifier().lookup('iv-minimal')).toEqual({
      status: 'VERIFIED',
      customer: { name: '김온기', phoneNumber: '', birthDate: null, ci: null },
    });
  });

  it('passes a FAILED verification on with its reason', async () => {
    fake.failed('iv-failed', '인증번호가 일치하지 않습니다.');
    expect(await verifier().lookup('iv-failed')).toEqual({ status: 'FAILED', reason: '인증번호가 일치하지 않습니다.' });
  });

  it('does not accept a READY verification', async () => {
    fake.ready('iv-ready');
    expect(await verifier().lookup('iv-ready')).toEqual({ status: 'NOT_VERIFIED' });
  });

  it('treats an id PortOne does not know (404) as not verified', async () => {
    expect(await verifier().lookup('iv-unknown')).toEqual({ status: 'NOT_VERIFIED' });
  });

  it.each([
    ['a 500 with a JSON error', 500, '{"type":"INTERNAL_SERVER_ERROR","message":"서버 오류"}'],
    ['a 502 HTML page from a proxy', 502, '<html><body>Bad Gateway</body></html>'],
  ])('reports %s as the provider being unavailable', async (_label, status, body) => {
    fake.broken(`iv-broken-${status}`, status, body);
    await expect(verifier().lookup(`iv-broken-${status}`)).rejects.toBeInstanceOf(IdentityProviderError);
  });

  it('reports a refused secret as the provider being unavailable, not as an unverified person', async () => {
    fake.verified('iv-secret', { name: '홍길동' });
    await expect(verifier({ apiSecret: 'wrong-secret' }).lookup('iv-secret')).rejects.toBeInstanceOf(IdentityProviderError);
  });

  it('reports an unreachable provider', async () => {
    const gone = await startFakePortOne();
    await gone.close();
    await expect(verifier({ apiBase: gone.baseUrl }).lookup('iv-verified')).rejects.toBeInstanceOf(IdentityProviderError);
  });
});
