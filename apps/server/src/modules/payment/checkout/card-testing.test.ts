import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type PaymentIntent } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { adminAlerts } from '@server/db/schema';
import { fakePaymentChannelKey, startFakePortOnePayments, type FakePortOnePayments } from '@server/integrations/payment/testing/fake-portone';
import { createAccount, createCampaign } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { portOneSettings } from '@server/integrations/payment/testing/fake-portone';
import { redisReachable, testRedisPrefix } from '@server/test/redis';
import { expectRefusal, getAs, loginAs } from '@server/test/member-session';
import { failedPaymentLimits, payerCookieName } from './failure-throttle';

// Issue 22, 2.5 (card testing): in production the payment test page and its
// live 1,000 won are for administrators; a paid payment whose number we never
// issued is cancelled through the provider (or raised for a person when it
// cannot be); failed payments are throttled per address and per browser.

let fake: FakePortOnePayments;
let t: TestContext;
let campaignSeq: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-card-testing-'));
const logged: Array<{ level: number; msg: string; alert?: { kind: string; paymentId: string } }> = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };

const env = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
  ...portOneSettings(fake),
  ...extra,
});

const startPayment = (app: TestContext, remoteAddress: string, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/payment/unique-payment-id',
    remoteAddress,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({
      campaignSeq,
      donationAmount: 10000,
      name: '정카드',
      phoneNum: '01045678901',
      message: '축하합니다',
      senderDisplay: 'MASKED',
      agreeTerms: true,
    }),
  });
const verify = (app: TestContext, paymentId: string, remoteAddress: string, cookie?: string) =>
  app.app.inject({ method: 'POST', url: `/api/payment/verify/${paymentId}/0`, remoteAddress, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });
const webhook = (paymentId: string) => {
  const { body, headers } = fake.webhook(paymentId);
  return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
};
const alertsOf = (paymentId: string) => t.database.db.select().from(adminAlerts).where(eq(adminAlerts.paymentId, paymentId));

beforeAll(async () => {
  fake = await startFakePortOnePayments();
  t = await createTestApp({ config: loadConfig(env()), logger });
  campaignSeq = (await createCampaign(t.database.db, { campaignName: '축하 기부화환', campaignAmount: 30000, campaignType: 'WEDDING' })).campaignSeq;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a paid payment whose number we never issued', () => {
  it('is cancelled through the provider with the reason, and needs no person', async () => {
    fake.set('P20261127CA4D7E5700AA', { status: 'PAID', amount: 1000 });
    const response = await webhook('P20261127CA4D7E5700AA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentId: 'P20261127CA4D7E5700AA', status: null });
    expect(fake.cancels).toContainEqual({
      paymentId: 'P20261127CA4D7E5700AA',
      body: expect.objectContaining({ reason: messages.payment.unknownCancelReason }),
    });
    expect(fake.get('P20261127CA4D7E5700AA')?.status).toBe('CANCELLED');
    expect(await alertsOf('P20261127CA4D7E5700AA')).toEqual([]);
    // Its webhook again finds it cancelled: nothing more to do.
    expect((await webhook('P20261127CA4D7E5700AA')).statusCode).toBe(200);
    expect(fake.cancels.filter((cancel) => cancel.paymentId === 'P20261127CA4D7E5700AA')).toHaveLength(1);
  });

  it('raises an administrator alert when the provider will not cancel it, once however often the webhook comes', async () => {
    fake.set('P20261127CA4D7E5700BB', { status: 'PAID', amount: 1000 });
    fake.refuseCancels = true;
    try {
      expect((await webhook('P20261127CA4D7E5700BB')).statusCode).toBe(200);
      expect((await webhook('P20261127CA4D7E5700BB')).statusCode).toBe(200);
    } finally {
      fake.refuseCancels = false;
    }
    expect(fake.get('P20261127CA4D7E5700BB')?.status).toBe('PAID');
    const alerts = await alertsOf('P20261127CA4D7E5700BB');
    expect(alerts).toMatchObject([
      {
        kind: 'UNKNOWN_PAYMENT_CANCEL_FAILED',
        title: messages.alert.unknownPaymentNotCancelled,
        acknowledgedAt: null,
        details: { amount: 1000, currency: 'KRW', webhook: 'Transaction.Paid', channel: { type: 'TEST', key: fakePaymentChannelKey } },
      },
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, alert: expect.objectContaining({ kind: 'UNKNOWN_PAYMENT_CANCEL_FAILED', paymentId: 'P20261127CA4D7E5700BB' }) }),
    );
  });

  it("leaves alone what is not paid, or another store's", async () => {
    fake.set('P20261127CA4D7E5700CC', { status: 'FAILED', amount: 1000 });
    fake.set('P20261127CA4D7E5700DD', { status: 'PAID', amount: 1000, storeId: 'store-someone-else' });
    for (const paymentId of ['P20261127CA4D7E5700CC', 'P20261127CA4D7E5700DD', 'P20261127CA4D7E5700EE']) {
      expect((await webhook(paymentId)).json()).toEqual({ paymentId, status: null });
      expect(fake.cancels.map((cancel) => cancel.paymentId)).not.toContain(paymentId);
      expect(await alertsOf(paymentId)).toEqual([]);
    }
  });
});

describe('failed payments', () => {
  /** A payment started from `address` (as `cookie`'s browser), declined at the provider, and its verify. */
  async function declined(address: string, cookie?: string) {
    const started = await startPayment(t, address, cookie);
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json() as PaymentIntent;
    fake.set(intent.paymentId, { status: 'FAILED', amount: intent.amount });
    // A browser without a login is given its payer cookie with its first payment, and sends it from then on.
    const payer = started.cookies.find((given) => given.name === payerCookieName(false));
    const sent = cookie ?? (payer ? `${payer.name}=${payer.value}` : undefined);
    expect((await verify(t, intent.paymentId, address, sent)).json()).toMatchObject({ status: 'FAILED' });
    return { started, cookie: sent };
  }

  it('stop one browser after a few, with a Korean sentence, while others behind the same address pay on', async () => {
    const hall = '10.30.0.1';
    const first = await declined(hall);
    expect(first.started.cookies.find((given) => given.name === payerCookieName(false))).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookie = first.cookie!;
    for (let failure = 1; failure < failedPaymentLimits.perSession; failure += 1) await declined(hall, cookie);
    expectRefusal(await startPayment(t, hall, cookie), 429, messages.payment.tooManyFailures);
    // The guest at the next table, on the same Wi-Fi, is not this browser.
    expect((await startPayment(t, hall)).statusCode).toBe(200);
  });

  it('stop one address after many, counting payment numbers that are not ours too', async () => {
    const address = '10.30.0.2';
    for (let failure = 0; failure < failedPaymentLimits.perAddress - 1; failure += 1) {
      expectRefusal(await verify(t, `P20261127000000${String(failure).padStart(6, '0')}`, address), 404, messages.payment.notFound);
    }
    expect((await startPayment(t, address)).statusCode).toBe(200);
    expect((await verify(t, 'P20261127999999999999', address)).statusCode).toBe(404);
    expectRefusal(await startPayment(t, address), 429, messages.payment.tooManyFailures);
    expect((await startPayment(t, '10.30.0.3')).statusCode).toBe(200);
  });

  it('count a logged-in member by their session', async () => {
    await createAccount(t.database.db, { username: 'cardtester01' });
    const member = await loginAs(t.app, 'cardtester01');
    for (let failure = 0; failure < failedPaymentLimits.perSession; failure += 1) await declined(`10.31.0.${failure + 1}`, member);
    expectRefusal(await startPayment(t, '10.31.1.1', member), 429, messages.payment.tooManyFailures);
  });

  it('leave paid and still-open payments alone', async () => {
    const address = '10.30.0.4';
    for (let call = 0; call < failedPaymentLimits.perSession + 2; call += 1) {
      const intent = (await startPayment(t, address)).json() as PaymentIntent;
      expect((await verify(t, intent.paymentId, address)).json()).toMatchObject({ status: 'READY' });
    }
    expect((await startPayment(t, address)).statusCode).toBe(200);
  });
});

describe.runIf(redisReachable)('failed payments counted in Redis', () => {
  const keys = testRedisPrefix('card-testing');
  afterAll(() => keys.flush());

  it('are counted by every instance alike', async () => {
    const [one, two] = [await createTestApp({ config: loadConfig(env(keys.env)) }), await createTestApp({ config: loadConfig(env(keys.env)) })];
    try {
      await createCampaign(two.database.db, { campaignName: '축하 기부화환', campaignAmount: 30000, campaignType: 'WEDDING' });
      const address = '10.32.0.1';
      for (let failure = 0; failure < failedPaymentLimits.perAddress; failure += 1) {
        expect((await verify(one, `P20261127100000${String(failure).padStart(6, '0')}`, address)).statusCode).toBe(404);
      }
      expectRefusal(await startPayment(two, address), 429, messages.payment.tooManyFailures);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('the payment test page in production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestApp({ config: loadConfig(env({ NODE_ENV: 'production' })) });
    await createAccount(production.database.db, { username: 'testpageadmin', roleType: 'ADMIN' });
    await createAccount(production.database.db, { username: 'testpagemember' });
  });
  afterAll(() => production.close());

  const startTest = (cookie?: string) =>
    production.app.inject({
      method: 'POST',
      url: '/api/payment/test-payment-id',
      remoteAddress: '10.33.0.1',
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    });

  it('is for administrators only, and so is its 1,000 won', async () => {
    expectRefusal(await startTest(), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(production.app, '/api/payment/test-page'), 401, messages.common.unauthenticated);
    const member = await loginAs(production.app, 'testpagemember');
    expectRefusal(await startTest(member), 403, messages.common.forbidden);
    expectRefusal(await getAs(production.app, '/api/payment/test-page', member), 403, messages.common.forbidden);
    const admin = await loginAs(production.app, 'testpageadmin');
    expect((await getAs(production.app, '/api/payment/test-page', admin)).json()).toEqual({ amount: 1000 });
    const started = await startTest(admin);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: 1000, orderName: '결제 테스트' });
  });

  it('stays open to everyone outside production', async () => {
    expect((await getAs(t.app, '/api/payment/test-page')).json()).toEqual({ amount: 1000 });
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/test-payment-id', remoteAddress: '10.33.0.2', headers: sameOrigin })).statusCode).toBe(200);
  });
});
