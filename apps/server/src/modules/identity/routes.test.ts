import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { identityVerifications } from '@server/db/schema';
import { sandboxCi } from '@server/integrations/identity';
import {
  fakePortOneChannelKey,
  fakePortOneSecret,
  fakePortOneStoreId,
  startFakePortOne,
  type FakePortOne,
} from '@server/integrations/identity/testing/fake-portone';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { postAs } from '@server/test/member-session';
import { answerSandboxIdentity, confirmIdentity, prepareIdentity, verifiedIdentity } from '@server/test/identity';
import { useVerification } from './service';

const hong = { name: '홍길동', phoneNum: '010-1234-5678', birthDate: '1990-01-01' };

const rowOf = async (t: TestContext, id: string) => {
  const [row] = await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id));
  return row;
};
/** The verification that the test has just made: there is one. */
const verificationOf = async (t: TestContext, id: string) =>
  only(await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id)), 'the identity verification');

const prepare = (t: TestContext, payload: unknown, headers: Record<string, string> = sameOrigin) =>
  postAs(t.app, '/api/identity/prepare', payload, undefined, headers);

describe('identity verification in sandbox mode (no PortOne keys)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/identity/prepare', () => {
    it('makes a READY verification and says the sandbox window answers', async () => {
      const response = await prepare(t, { name: '홍길동', phoneNum: '010-1234-5678' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        identityVerificationId: expect.stringMatching(/^identity-verification-[0-9a-f-]{36}$/),
        provider: 'sandbox',
        storeId: null,
        channelKey: null,
      });
      const row = await rowOf(t, body.identityVerificationId);
      expect(row).toMatchObject({ provider: 'sandbox', status: 'READY', verifiedAt: null, usedAt: null });
    });

    it.each([
      ['no name', { name: '', phoneNum: '01012345678' }],
      ['a blank name', { name: '   ', phoneNum: '01012345678' }],
      ['a mobile shorter than 10 digits', { name: '홍길동', phoneNum: '010-123-45' }],
      ['no mobile', { name: '홍길동' }],
      ['nothing', {}],
    ])('answers 이름과 전화번호를 정확히 입력해주세요. for %s', async (_label, payload) => {
      const response = await prepare(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.identity.needNameAndPhone });
    });

    it('refuses another site', async () => {
      expect((await prepare(t, { name: '홍길동', phoneNum: '01012345678' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    });

    it('deletes verifications older than a day, which hold personal data', async () => {
      const old = await verifiedIdentity(t.app, hong);
      await t.database.db
        .update(identityVerifications)
        .set({ createDate: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(identityVerifications.identityVerificationId, old));
      await prepareIdentity(t.app, hong);
      expect(await rowOf(t, old)).toBeUndefined();
    });
  });

  describe('POST /api/sandbox/identity-verifications/:id', () => {
    it('records the answer without confirming it: only confirm sets verifiedAt', async () => {
      const id = await prepareIdentity(t.app, hong);
      await answerSandboxIdentity(t.app, id, hong);
      const row = await rowOf(t, id);
      expect(row).toMatchObject({
        status: 'VERIFIED',
        name: '홍길동',
        phoneNumber: '01012345678',
        birthDate: '1990-01-01',
        ci: sandboxCi('홍길동', '01012345678', '1990-01-01'),
        verifiedAt: null,
      });
    });

    it('answers 404 for an id it did not prepare', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/identity-verifications/identity-verification-made-up',
        headers: sameOrigin,
        payload: { ...hong, outcome: 'VERIFIED' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('takes one answer only', async () => {
      const id = await prepareIdentity(t.app, hong);
      await answerSandboxIdentity(t.app, id, hong, 'FAILED');
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/identity-verifications/${id}`,
        headers: sameOrigin,
        payload: { ...hong, outcome: 'VERIFIED' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: messages.identity.notVerified });
      expect((await verificationOf(t, id)).status).toBe('FAILED');
    });

    it('checks the name and mobile like the form', async () => {
      const id = await prepareIdentity(t.app, hong);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/sandbox/identity-verifications/${id}`,
        headers: sameOrigin,
        payload: { name: '홍길동', phoneNum: '0101234', outcome: 'VERIFIED' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.identity.needNameAndPhone });
    });
  });

  describe('POST /api/identity/confirm', () => {
    it('confirms a verified person and records when', async () => {
      const id = await prepareIdentity(t.app, hong);
      await answerSandboxIdentity(t.app, id, hong);
      const response = await confirmIdentity(t.app, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ verified: true, identityVerificationId: id, name: '홍길동', phoneNum: '01012345678' });
      expect((await verificationOf(t, id)).verifiedAt).toBeInstanceOf(Date);
    });

    it('keeps the first confirmation time when asked again', async () => {
      const id = await verifiedIdentity(t.app, hong);
      const first = (await verificationOf(t, id)).verifiedAt;
      expect((await confirmIdentity(t.app, id)).statusCode).toBe(200);
      expect((await verificationOf(t, id)).verifiedAt).toEqual(first);
    });

    it("answers '본인인증 실패: ' for a failed verification", async () => {
      const id = await prepareIdentity(t.app, hong);
      await answerSandboxIdentity(t.app, id, hong, 'FAILED');
      const response = await confirmIdentity(t.app, id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.identity.failedPrefix + messages.identity.error });
    });

    it.each([
      ['an id it never made', async () => 'identity-verification-forged'],
      ['a verification the window never answered', async () => prepareIdentity(t.app, hong)],
      [
        'a verification already used',
        async () => {
          const id = await verifiedIdentity(t.app, hong);
          await t.database.db.update(identityVerifications).set({ usedAt: new Date() }).where(eq(identityVerifications.identityVerificationId, id));
          return id;
        },
      ],
      [
        'a verification confirmed more than 30 minutes ago',
        async () => {
          const id = await verifiedIdentity(t.app, hong);
          await t.database.db
            .update(identityVerifications)
            .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
            .where(eq(identityVerifications.identityVerificationId, id));
          return id;
        },
      ],
    ])('answers 400 not verified for %s', async (_label, make) => {
      const response = await confirmIdentity(t.app, await make());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.identity.notVerified });
    });

    it('asks for an id', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/identity/confirm', headers: sameOrigin, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.identity.notVerified });
    });
  });

  describe('useVerification (what signup and find-ID call)', () => {
    const use = (id: string, expected = {}) => t.database.db.transaction((tx) => useVerification(tx, id, expected));

    it('spends a confirmed verification once and gives the verified person', async () => {
      const id = await verifiedIdentity(t.app, hong);
      expect(await use(id, { name: '홍길동', phoneNum: '01012345678' })).toEqual({
        name: '홍길동',
        phoneNumber: '01012345678',
        birthDate: '1990-01-01',
        ci: sandboxCi('홍길동', '01012345678', '1990-01-01'),
      });
      expect((await verificationOf(t, id)).usedAt).toBeInstanceOf(Date);
      await expect(use(id)).rejects.toMatchObject({ statusCode: 400, message: messages.identity.notVerified });
    });

    it('refuses a sandbox answer nobody confirmed', async () => {
      const id = await prepareIdentity(t.app, hong);
      await answerSandboxIdentity(t.app, id, hong);
      await expect(use(id)).rejects.toMatchObject({ statusCode: 400, message: messages.identity.notVerified });
    });

    it('refuses another name or mobile and leaves the verification unspent', async () => {
      const id = await verifiedIdentity(t.app, hong);
      await expect(use(id, { name: '김철수' })).rejects.toMatchObject({ statusCode: 400, message: messages.identity.mismatch });
      await expect(use(id, { phoneNum: '01099998888' })).rejects.toMatchObject({ statusCode: 400, message: messages.identity.mismatch });
      expect((await verificationOf(t, id)).usedAt).toBeNull();
    });
  });

  it('limits prepare per address', async () => {
    const limited = await createTestApp({ loginRateLimit: 2 });
    try {
      const attempt = () => prepare(limited, { name: '홍길동', phoneNum: '01012345678' });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: messages.common.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});

describe('identity verification with PortOne (against a fake PortOne API)', () => {
  let fake: FakePortOne;
  let t: TestContext;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-portone-'));

  const portOneApp = (apiBase: string) =>
    createTestApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
        PORTONE_API_SECRET: fakePortOneSecret,
        PORTONE_STORE_ID: fakePortOneStoreId,
        PORTONE_IDENTITY_CHANNEL_KEY: fakePortOneChannelKey,
        PORTONE_API_BASE: apiBase,
      }),
    });

  beforeAll(async () => {
    fake = await startFakePortOne();
    t = await portOneApp(fake.baseUrl);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const prepared = async () => {
    const response = await prepare(t, { name: '홍길동', phoneNum: '01012345678' });
    expect(response.statusCode).toBe(200);
    return response.json().identityVerificationId as string;
  };

  it('tells the browser to open PortOne with the store and channel', async () => {
    const response = await prepare(t, { name: '홍길동', phoneNum: '01012345678' });
    expect(response.json()).toMatchObject({ provider: 'portone', storeId: fakePortOneStoreId, channelKey: fakePortOneChannelKey });
    expect((await verificationOf(t, response.json().identityVerificationId)).provider).toBe('portone');
  });

  it('confirms what PortOne verified, with the CI kept for later', async () => {
    const id = await prepared();
    fake.verified(id, { name: '홍길동', phoneNumber: '01012345678', birthDate: '1990-01-01', ci: 'portone-ci-hong' });
    const response = await confirmIdentity(t.app, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, identityVerificationId: id, name: '홍길동', phoneNum: '01012345678' });
    expect(await rowOf(t, id)).toMatchObject({ status: 'VERIFIED', ci: 'portone-ci-hong', birthDate: '1990-01-01' });
    expect((await verificationOf(t, id)).verifiedAt).toBeInstanceOf(Date);
    expect(fake.requests.at(-1)?.authorization).toBe(`PortOne ${fakePortOneSecret}`);
  });

  it("answers '본인인증 실패: ' with PortOne's reason", async () => {
    const id = await prepared();
    fake.failed(id, '본인인증 정보가 일치하지 않습니다.');
    const response = await confirmIdentity(t.app, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '본인인증 실패: 본인인증 정보가 일치하지 않습니다.' });
    expect((await verificationOf(t, id)).status).toBe('FAILED');
  });

  it('does not accept a READY verification', async () => {
    const id = await prepared();
    fake.ready(id);
    const response = await confirmIdentity(t.app, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.identity.notVerified });
    expect((await verificationOf(t, id)).verifiedAt).toBeNull();
  });

  it('treats a verification PortOne does not know (404) as not verified', async () => {
    const response = await confirmIdentity(t.app, await prepared());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.identity.notVerified });
  });

  it('does not ask PortOne about an id this server never prepared', async () => {
    fake.verified('identity-verification-elsewhere', { name: '홍길동', phoneNumber: '01012345678' });
    const before = fake.requests.length;
    const response = await confirmIdentity(t.app, 'identity-verification-elsewhere');
    expect(response.statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 when PortOne fails (500)', async () => {
    const id = await prepared();
    fake.broken(id);
    const response = await confirmIdentity(t.app, id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: messages.identity.error });
  });

  it('answers 502 when PortOne cannot be reached', async () => {
    const gone = await startFakePortOne();
    await gone.close();
    const offline = await portOneApp(gone.baseUrl);
    try {
      const id = (await prepare(offline, { name: '홍길동', phoneNum: '01012345678' })).json().identityVerificationId;
      const response = await confirmIdentity(offline.app, id);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: messages.identity.error });
    } finally {
      await offline.close();
    }
  });

  it('has no sandbox window: its endpoint answers 404', async () => {
    const id = await prepared();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/identity-verifications/${id}`,
      headers: sameOrigin,
      payload: { ...hong, outcome: 'VERIFIED' },
    });
    expect(response.statusCode).toBe(404);
    expect((await verificationOf(t, id)).status).toBe('READY');
  });
});
