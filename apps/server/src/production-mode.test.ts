import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, siteSettingsSchema } from '@ongi/shared';
import { loadConfig } from './config';
import { createAccount } from './seed/factories';
import { createTestApp, sameOrigin, type TestContext } from './test/app';
import { createTestDatabase } from './test/database';
import type { DatabaseHandle } from './db/client';
import { expectRefusal, getAs, loginAs, postAs } from './test/member-session';

// The local stand-ins (identity verification, Naver and Kakao consent pages)
// let anyone pass identity checks and log into any e-mail's account. They are
// the default for `npm start` and the tests, and off in production unless
// ALLOW_SANDBOX=true.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await createAccount(database.db, { username: 'prod_admin', roleType: 'ADMIN' });
  await createAccount(database.db, { username: 'prod_member' });
});
afterAll(() => database.close());

const productionApp = (env: Record<string, string> = {}) =>
  createTestApp({ database, config: loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/ongi-production', SESSION_SECRET: 's'.repeat(40), ...env }) });

describe('in production without provider keys', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await productionApp();
  });
  afterAll(() => t.close());

  it('turns identity verification off instead of running the sandbox', async () => {
    expectRefusal(await postAs(t.app, '/api/identity/prepare', { name: '홍길동', phoneNum: '01012345678' }), 503, messages.common.serviceOff);
    expectRefusal(await postAs(t.app, '/api/identity/confirm', { identityVerificationId: 'identity-verification-x' }), 503, messages.common.serviceOff);
    const answer = await postAs(t.app, '/api/sandbox/identity-verifications/identity-verification-x', {
      name: '홍길동',
      phoneNum: '01012345678',
      outcome: 'VERIFIED',
    });
    expect(answer.statusCode).toBe(404);
  });

  it('turns Naver and Kakao login off, with no sandbox consent page', async () => {
    for (const provider of ['naver', 'kakao']) {
      expectRefusal(await getAs(t.app, `/api/oauth/${provider}`), 503, messages.common.serviceOff);
      const consent = await postAs(t.app, `/api/sandbox/oauth/${provider}/authorize`, {
        name: '아무개',
        email: 'member@example.com',
        state: 's',
        redirectUri: `http://localhost:3000/login/oauth2/code/${provider}`,
      });
      expect(consent.statusCode).toBe(404);
    }
  });

  it('tells the web app which services are off', async () => {
    const settings = siteSettingsSchema.parse((await getAs(t.app, '/api/site/settings')).json());
    expect(settings.services).toEqual({ identityVerification: 'off', naver: 'off', kakao: 'off' });
  });

  it('shows the API map to administrators only', async () => {
    expectRefusal(await getAs(t.app, '/api/docs/json'), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(t.app, '/api/docs/json', await loginAs(t.app, 'prod_member')), 403, messages.common.forbidden);
    const forAdmin = await getAs(t.app, '/api/docs/json', await loginAs(t.app, 'prod_admin'));
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().paths['/api/account/login']).toBeDefined();
  });
});

describe('in production with ALLOW_SANDBOX=true', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await productionApp({ ALLOW_SANDBOX: 'true' });
  });
  afterAll(() => t.close());

  it('runs the sandboxes, and says so', async () => {
    const prepared = await postAs(t.app, '/api/identity/prepare', { name: '홍길동', phoneNum: '01012345678' });
    expect(prepared.json().provider).toBe('sandbox');
    expect((await getAs(t.app, '/api/oauth/naver')).statusCode).toBe(200);
    const settings = siteSettingsSchema.parse((await getAs(t.app, '/api/site/settings')).json());
    expect(settings.services).toEqual({ identityVerification: 'sandbox', naver: 'sandbox', kakao: 'sandbox' });
  });
});

describe('outside production (npm start, tests)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('runs the sandboxes by default and leaves the API map open', async () => {
    expect((await postAs(t.app, '/api/identity/prepare', { name: '홍길동', phoneNum: '01012345678' }, undefined, sameOrigin)).json().provider).toBe('sandbox');
    expect((await getAs(t.app, '/api/docs/json')).statusCode).toBe(200);
  });
});
