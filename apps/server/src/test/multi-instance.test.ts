import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, messages, type OAuthProvider, only } from '@ongi/shared';
import { FakeOAuthProvider, type FakePerson } from '../integrations/oauth/testing/fake-provider';
import { createAccount, createCategory, tinyPng } from '../seed/factories';
import { adminLoginAs, adminPassword } from './admin';
import { sameOrigin } from './app';
import { TestBrowser } from './browser';
import { startInstances, type Instances } from './instances';
import { redisReachable } from './redis';
import { postReviewWithPhoto, reviewer, reviewPhotoPaths } from './review-upload';

// Several instances behind a load balancer (README, "여러 인스턴스"): two
// buildApp on one PostgreSQL database, one S3-compatible bucket and one Redis,
// each request free to land on either. PGlite is one process's database, so
// this file runs only where TEST_DATABASE_URL names a PostgreSQL server (and the test Redis answers).

describe.runIf(process.env.TEST_DATABASE_URL && redisReachable)('two instances on one PostgreSQL, one bucket and one Redis', () => {
  const loginLimit = 4;
  let fake: FakeOAuthProvider;
  let cluster: Instances;
  const instance = (index: number) => itemAt(cluster.apps, index, 'one of the instances').app;

  beforeAll(async () => {
    fake = await FakeOAuthProvider.start();
    cluster = await startInstances(2, { name: 'multi-instance', env: fake.env(), loginRateLimit: loginLimit });
  });
  afterAll(async () => {
    await cluster?.close();
    await fake?.close();
  });

  it('a photo uploaded through one instance is served by the other', async () => {
    const { cookie, orderNum, campaignSeq } = await reviewer(cluster.db, instance(0), 'cluster01');
    const png = await tinyPng('#5a7d3c');
    const created = await postReviewWithPhoto(instance(0), cookie, orderNum, png, '현장사진.png');
    expect(created.statusCode).toBe(200);
    const photoPath = only(await reviewPhotoPaths(instance(0), campaignSeq, created.json().reviewSeq), 'the review photo');
    expect(photoPath).toBeDefined();

    const served = await instance(1).inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(photoPath)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('a login limit counts the attempts made on either instance', async () => {
    const attempt = (index: number) =>
      instance(index).inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'cluster02', pwd: 'wrong-password' } });
    // Alternating, as a round-robin balancer sends them: each instance sees only half.
    const responses = [];
    for (let i = 0; i <= loginLimit; i += 1) responses.push(await attempt(i % 2));
    // One past the limit, and still under the database's own delay for one address and username (5 failures): only the shared count refuses it.
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 429]);
    expect(itemAt(responses, loginLimit, 'the attempt past the limit').json()).toEqual({ message: messages.common.tooManyRequests });
  });

  it('a cached public read is emptied on both instances by a write through either', async () => {
    const admin = await createAccount(cluster.db, { username: 'clusteradmin', password: adminPassword, roleType: 'ADMIN' });
    const cookie = await adminLoginAs(instance(0), admin.username);
    const { categorySeq } = await createCategory(cluster.db, { name: '여러 서버', categoryParent: 'faq', useYn: 'Y' });
    const titles = async (index: number) =>
      ((await instance(index).inject({ method: 'GET', url: '/api/faq/get-list?page=1' })).json() as { content: Array<{ title: string }> }).content.map(
        (row) => row.title,
      );
    for (const [round, writer] of [0, 1, 1, 0].entries()) {
      // Both instances answer the list from memory before the write.
      await titles(0);
      await titles(1);
      const saved = await instance(writer).inject({
        method: 'POST',
        url: '/api/admin/faq/save',
        headers: { ...sameOrigin, cookie },
        payload: { faqSeq: -1, categorySeq, title: `서버 ${writer}에서 쓴 질문 ${round}`, content: '답변' },
      });
      expect(saved.statusCode).toBe(200);
      for (const reader of [0, 1]) expect(await titles(reader)).toContain(`서버 ${writer}에서 쓴 질문 ${round}`);
    }
  });

  describe('OAuth states', () => {
    const provider: OAuthProvider = 'naver';
    const loginPage = 'http://localhost:3000/login/oauth2/code/naver';
    const person = (id: string): FakePerson => ({ id, name: `사람${id}`, email: `person${id}@example.com` });
    const checkAccount = (code: string, state: string) =>
      `/api/oauth/${provider}-check-account?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;

    /** The state cookie issued by `index`, and the code and state the provider sends back. */
    async function consentThrough(index: number, who: FakePerson) {
      const browser = new TestBrowser(instance(index));
      const start = await browser.get(`/api/oauth/${provider}`);
      expect(start.statusCode).toBe(200);
      fake.willConsent(provider, who);
      const back = await fetch(start.json().url, { redirect: 'manual' });
      const location = new URL(back.headers.get('location')!);
      return { browser, code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
    }

    it('a state issued by one instance is accepted by the other', async () => {
      const { browser, code, state } = await consentThrough(0, person('7001'));
      const check = await instance(1).inject({ method: 'GET', url: checkAccount(code, state), headers: { cookie: browser.cookieHeader() } });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ isExist: false });
    });

    it('a state spent on one instance is refused on the other, even with a fresh code', async () => {
      const who = person('7002');
      const { browser, code, state } = await consentThrough(0, who);
      const copied = browser.cookieHeader();
      expect((await browser.get(checkAccount(code, state))).statusCode).toBe(200);

      const replay = await instance(1).inject({
        method: 'GET',
        url: checkAccount(fake.issueCode(provider, who, loginPage), state),
        headers: { cookie: copied },
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: messages.social.stateMismatch });
    });
  });
});
