import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type CancelledPayment, type Page, type PaymentIntent, type PaymentIntentRequestInput, type PaymentResult, itemAt, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import type { DatabaseHandle } from '@server/db/client';
import { adminAlerts, orderNumbers, paymentIntents, payments } from '@server/db/schema';
import {
  fakePaymentChannelKey,
  fakePaymentStoreId,
  fakeWebhookSecret,
  startFakePortOnePayments,
  type FakePortOnePayments,
} from '@server/integrations/payment/testing/fake-portone';
import { newWebhookSecret } from '@server/integrations/payment/webhook-signature';
import { payerCookieName } from './failure-throttle';
import { createAccount, createCampaign, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { portOneSettings } from '@server/integrations/payment/testing/fake-portone';
import { sandboxCheckoutBody } from '@server/test/sandbox-window';
import { createTestDatabase } from '@server/test/database';
import { expectRefusal, getAs, loginAs, postAs } from '@server/test/member-session';

// The PortOne V2 gateway end to end: the real routes and the real
// @portone/server-sdk client against a fake PortOne on 127.0.0.1.

let fake: FakePortOnePayments;
let t: TestContext;
let publicNum: string;
let funeralSeq: number;
let campaignSeq: number;
// What the server logs at warn and above, to see that a mismatch is reported.
const logged: Array<{ msg: string; paymentId?: string; reason?: string }> = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-payment-'));

const portoneConfig = () =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    ...portOneSettings(fake),
  });

// Each call from its own guest address: the intent routes are rate limited per address (tested on its own below).
let guests = 0;
const guestAddress = () => {
  guests += 1;
  return `10.9.${Math.floor(guests / 250)}.${(guests % 250) + 1}`;
};
const post = (url: string, payload?: unknown, cookie?: string, remoteAddress = guestAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const wreath = (overrides: Partial<PaymentIntentRequestInput> = {}): PaymentIntentRequestInput => ({
  publicNum,
  donationAmount: 30000,
  name: '김온기',
  phoneNum: '010-2345-6789',
  message: '삼가 고인의 명복을 빕니다.\n<b>편히 쉬세요</b>',
  senderDisplay: 'NAME',
  agreeTerms: true,
  ...overrides,
});

async function newIntent(overrides: Partial<PaymentIntentRequestInput> = {}, cookie?: string): Promise<PaymentIntent> {
  const response = await post('/api/payment/unique-payment-id', wreath(overrides), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentIntent;
}

const verify = (intent: Pick<PaymentIntent, 'paymentId' | 'invitationSeq'>, app = t.app) =>
  postAs(app, `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, { name: '김온기', phoneNum: '01023456789', message: '무시됩니다' });

const sendWebhook = (paymentId: string, secret = fakeWebhookSecret) => {
  const { body, headers } = fake.webhook(paymentId, secret);
  // No Origin: PortOne's servers are not a browser page.
  return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
};

/** The guest page's number of an invitation (its address), from its order number. */
const publicNumOf = async (db: DatabaseHandle['db'], orderNum: string) =>
  only(await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), `order number ${orderNum}`)
    .publicNum;

const rowsOf = (db: DatabaseHandle['db'], paymentId: string) => db.select().from(payments).where(eq(payments.paymentId, paymentId));
const intentOf = async (db: DatabaseHandle['db'], paymentId: string) =>
  only(await db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)), `intent ${paymentId}`);

beforeAll(async () => {
  fake = await startFakePortOnePayments();
  t = await createTestApp({ config: portoneConfig(), logger });
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: '근조 기부화환', campaignAmount: 50000, campaignType: 'FUNERAL' });
  campaignSeq = campaign.campaignSeq;
  const funeral = await createFuneralInvitation(db, { campaignSeq });
  funeralSeq = funeral.funeralInvitationSeq;
  publicNum = await publicNumOf(db, funeral.orderNum);
  await createAccount(db, { username: 'payadmin01', roleType: 'ADMIN' });
  await createAccount(db, { username: 'paymember01', name: '박회원' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a whole payment through PortOne', () => {
  it('registers the server-computed amount, verifies with PortOne and shows the receipt', async () => {
    // An amount in the request is not the browser's to decide: it is ignored.
    const intent = await newIntent({ amount: 1 } as Partial<PaymentIntentRequestInput>);
    expect(intent).toMatchObject({
      amount: 80000,
      orderName: '근조 기부화환',
      currency: 'KRW',
      payMethod: 'CARD',
      gateway: 'portone',
      flow: 'portone',
      portone: { storeId: fakePaymentStoreId, channelKey: fakePaymentChannelKey },
      invitationSeq: funeralSeq,
      customer: { fullName: '김온기', phoneNumber: '01023456789' },
    });
    expect(intent.paymentId).toMatch(/^P\d{8}[0-9A-F]{12}$/);

    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    const response = await verify(intent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentId: intent.paymentId,
      status: 'PAID',
      amount: 80000,
      paidAt: '2026-01-02T03:04:05.000Z',
      campaignName: '근조 기부화환',
    });

    const [row] = await rowsOf(t.database.db, intent.paymentId);
    expect(row).toMatchObject({
      provider: 'portone',
      status: 'PAID',
      amount: 80000,
      invitationType: 'F',
      invitationSeq: funeralSeq,
      campaignSeq,
      name: '김온기',
      phoneNum: '01023456789',
      // The payer's text is kept escaped: no HTML of theirs is ever rendered.
      message: '삼가 고인의 명복을 빕니다.<br>&lt;b&gt;편히 쉬세요&lt;/b&gt;',
      providerTxId: `tx-${intent.paymentId}`,
      cardCompany: '신한카드',
      approvalNo: '30001234',
    });

    const receipt = await getAs(t.app, `/api/payment/receipt/${intent.paymentId}/${encodeURIComponent('김온기')}/01023456789`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ paymentId: intent.paymentId, amount: 80000, status: 'PAID', campaignName: '근조 기부화환' });
    const donors = await getAs(t.app, '/api/payment/getMainPageList/PAID');
    expect(donors.json()).toContainEqual({ name: '김온기', campaignName: '근조 기부화환', amount: 80000, paidAt: '2026-01-02T03:04:05.000Z' });
  });

  it('pays from a campaign page with the campaign as target and no invitation', async () => {
    const intent = await newIntent({ publicNum: undefined, campaignSeq, donationAmount: 10000 });
    expect(intent).toMatchObject({ amount: 60000, invitationSeq: 0, flow: 'portone' });
    fake.set(intent.paymentId, { status: 'PAID', amount: 60000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID', amount: 60000 });
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ invitationSeq: null, orderNum: null, campaignSeq }]);
  });

  it('leaves a payment still open at PortOne as READY, and a declined one unpaid but retryable', async () => {
    const intent = await newIntent();
    expect((await verify(intent)).json()).toMatchObject({ status: 'READY' });
    fake.set(intent.paymentId, { status: 'READY', amount: 80000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'READY' });
    fake.set(intent.paymentId, { status: 'FAILED', amount: 80000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'FAILED', paidAt: null });
    expect(await rowsOf(t.database.db, intent.paymentId)).toEqual([]);
    // PortOne lets the same paymentId be paid on a second try.
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });
  });

  it('pays the test page 1,000 won, which never shows among donors', async () => {
    const response = await post('/api/payment/test-payment-id');
    expect(response.statusCode).toBe(200);
    const intent = response.json() as PaymentIntent;
    expect(intent).toMatchObject({
      amount: 1000,
      orderName: '결제 테스트',
      flow: 'portone',
      invitationSeq: 0,
      customer: { fullName: null, phoneNumber: null },
    });
    fake.set(intent.paymentId, { status: 'PAID', amount: 1000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID', amount: 1000, campaignName: null });
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ purpose: 'TEST', status: 'PAID' }]);
    const donors = (await getAs(t.app, '/api/payment/getMainPageList/PAID')).json() as Array<{ amount: number }>;
    expect(donors.map((donor) => donor.amount)).not.toContain(1000);
  });
});

describe('exactly once', () => {
  it('answers a second verify with the same PAID result and one row', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    const first = (await verify(intent)).json() as PaymentResult;
    const lookups = fake.lookups.length;
    const second = (await verify(intent)).json() as PaymentResult;
    expect(second).toEqual(first);
    expect(first.status).toBe('PAID');
    // A settled payment is answered from our own record, without asking PortOne again.
    expect(fake.lookups.length).toBe(lookups);
    expect(await rowsOf(t.database.db, intent.paymentId)).toHaveLength(1);
  });

  it.each([
    ['verify first, then the webhook', ['verify', 'webhook']],
    ['the webhook first, then verify', ['webhook', 'verify']],
  ] as const)('settles once when %s ask PortOne at the same moment', async (_label, order) => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    const before = fake.lookups.length;
    fake.hold();
    const calls = [];
    for (const [index, kind] of order.entries()) {
      calls.push(kind === 'verify' ? verify(intent) : sendWebhook(intent.paymentId));
      await fake.lookupsArrived(before + index + 1);
    }
    fake.release();
    const responses = await Promise.all(calls);
    const answers = Object.fromEntries(order.map((kind, index) => [kind, itemAt(responses, index, kind).json()]));
    expect(answers.verify).toMatchObject({ paymentId: intent.paymentId, status: 'PAID', amount: 80000 });
    expect(answers.webhook).toEqual({ paymentId: intent.paymentId, status: 'PAID' });
    expect(await rowsOf(t.database.db, intent.paymentId)).toHaveLength(1);
  });

  it('settles once when ten verifies race', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    const before = fake.lookups.length;
    fake.hold();
    const calls = Array.from({ length: 10 }, () => verify(intent));
    await fake.lookupsArrived(before + 10);
    fake.release();
    const answers = (await Promise.all(calls)).map((response) => response.json() as PaymentResult);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'PAID', amount: 80000 });
    expect(await rowsOf(t.database.db, intent.paymentId)).toHaveLength(1);
    expect(await intentOf(t.database.db, intent.paymentId)).toMatchObject({ status: 'PAID' });
  });
});

describe('what is never PAID', () => {
  it.each([
    ['a lower amount charged (changed in the browser)', { amount: 1000 }, true],
    ['a higher amount at the provider', { amount: 90000 }, true],
    ['another store', { amount: 80000, storeId: 'store-someone-else' }, false],
    ['another currency', { amount: 80000, currency: 'USD' }, true],
  ])('marks %s FAILED and records no payment (refunded in our store: %s)', async (_label, reported, refunded) => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', ...reported });
    const response = await verify(intent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'FAILED', paidAt: null });
    expect(await rowsOf(t.database.db, intent.paymentId)).toEqual([]);
    expect(await intentOf(t.database.db, intent.paymentId)).toMatchObject({ status: 'FAILED' });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'payment does not match its intent; marked FAILED', paymentId: intent.paymentId }));
    // What was taken in our store for another amount goes straight back; another store's payment is not ours to cancel.
    const refunds = fake.cancels.filter((cancel) => cancel.paymentId === intent.paymentId);
    expect(refunds).toEqual(
      refunded ? [{ paymentId: intent.paymentId, body: expect.objectContaining({ reason: messages.payment.mismatchCancelReason }) }] : [],
    );
    // Settled as FAILED for good: a later webhook or a corrected report does not make it PAID.
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expect((await sendWebhook(intent.paymentId)).json()).toEqual({ paymentId: intent.paymentId, status: 'FAILED' });
    expect(await rowsOf(t.database.db, intent.paymentId)).toEqual([]);
  });

  it('raises an administrator alert when a mismatched payment cannot be refunded', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 1000 });
    fake.refuseCancels = true;
    try {
      expect((await verify(intent)).json()).toMatchObject({ status: 'FAILED' });
    } finally {
      fake.refuseCancels = false;
    }
    const alerts = await t.database.db.select().from(adminAlerts).where(eq(adminAlerts.paymentId, intent.paymentId));
    expect(alerts).toMatchObject([{ kind: 'REFUND_FAILED', title: messages.alert.refundFailed, details: { reason: messages.payment.mismatchCancelReason } }]);
  });

  it('answers 404 for a paymentId the server never issued, or under another invitation', async () => {
    fake.set('P20260101FFFFFFFFFFFF', { status: 'PAID', amount: 80000 });
    expectRefusal(await verify({ paymentId: 'P20260101FFFFFFFFFFFF', invitationSeq: funeralSeq }), 404, messages.payment.notFound);
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expectRefusal(await verify({ paymentId: intent.paymentId, invitationSeq: funeralSeq + 1000 }), 404, messages.payment.notFound);
    expectRefusal(await verify({ paymentId: intent.paymentId, invitationSeq: 0 }), 404, messages.payment.notFound);
    expect(await rowsOf(t.database.db, intent.paymentId)).toEqual([]);
  });

  it('refuses a webhook with a forged, missing or stale signature and changes nothing', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expectRefusal(await sendWebhook(intent.paymentId, newWebhookSecret()), 400, messages.payment.webhookRefused);
    const { body, headers } = fake.webhook(intent.paymentId);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expectRefusal(unsigned, 400, messages.payment.webhookRefused);
    const stale = { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 3600) };
    expectRefusal(await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: stale, payload: body }), 400, messages.payment.webhookRefused);
    const altered = body.replace(intent.paymentId, 'P20260101000000000000');
    expectRefusal(await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: altered }), 400, messages.payment.webhookRefused);
    expect(await intentOf(t.database.db, intent.paymentId)).toMatchObject({ status: 'READY' });
    expect(await rowsOf(t.database.db, intent.paymentId)).toEqual([]);
  });

  it('answers a signed webhook about a payment we did not issue without retrying it', async () => {
    expect((await sendWebhook('P20260101EEEEEEEEEEEE')).json()).toEqual({ paymentId: 'P20260101EEEEEEEEEEEE', status: null });
  });

  it('answers 502 when PortOne cannot be asked, and leaves the intent READY', async () => {
    const intent = await newIntent();
    const broken = await createTestApp({
      config: { ...portoneConfig(), payment: { ...portoneConfig().payment, portone: { ...portoneConfig().payment.portone, apiSecret: 'wrong-secret' } } },
      database: t.database,
    });
    try {
      expectRefusal(await verify(intent, broken.app), 502, messages.payment.providerError);
    } finally {
      await broken.close();
    }
    expect(await intentOf(t.database.db, intent.paymentId)).toMatchObject({ status: 'READY' });
  });
});

describe('reconciliation', () => {
  it('settles after a restart an intent PortOne approved while our verify never came', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ config: portoneConfig(), database });
      // A starting server's own pass takes every READY intent however new, and pg-boss picks it up when it
      // polls: let it finish first, or on PostgreSQL it could settle the intent below before this server dies.
      expect(await first.app.jobs.runNow('payment-reconciliation')).toBe('completed');
      const campaign = await createCampaign(database.db, { campaignAmount: 40000 });
      const wedding = await createWeddingInvitation(database.db, { campaignSeq: campaign.campaignSeq });
      const response = await postAs(
        first.app,
        '/api/payment/unique-payment-id',
        wreath({ publicNum: await publicNumOf(database.db, wedding.orderNum), donationAmount: 10000 }),
      );
      const intent = response.json() as PaymentIntent;
      fake.set(intent.paymentId, { status: 'PAID', amount: 50000 });
      // The server dies before the browser's verify arrives.
      await first.close();
      expect(await intentOf(database.db, intent.paymentId)).toMatchObject({ status: 'READY', checkedAt: null });

      const second = await createTestApp({ config: portoneConfig(), database });
      try {
        await vi.waitFor(async () => expect(await intentOf(database.db, intent.paymentId)).toMatchObject({ status: 'PAID' }), { timeout: 10_000 });
        expect(await rowsOf(database.db, intent.paymentId)).toMatchObject([{ status: 'PAID', amount: 50000 }]);
        expect((await intentOf(database.db, intent.paymentId)).checkedAt).not.toBeNull();
        // The browser's late verify gets the same answer.
        expect((await verify(intent, second.app)).json()).toMatchObject({ status: 'PAID', amount: 50000 });
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('cancellation', () => {
  it('cancels the whole amount at PortOne, and the member who paid sees it in the cancel list', async () => {
    const member = await loginAs(t.app, 'paymember01');
    const intent = await newIntent({}, member);
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });

    const admin = await loginAs(t.app, 'payadmin01');
    const response = await post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '보낸 분 요청' }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ paymentId: intent.paymentId, status: 'CANCELLED', cancelledAmount: 80000, cancelledAt: '2026-01-03T00:00:00.000Z' });
    // Full amount: no amount is sent, which PortOne reads as everything.
    expect(fake.cancels.at(-1)).toMatchObject({ paymentId: intent.paymentId, body: { storeId: fakePaymentStoreId, reason: '보낸 분 요청' } });
    expect((fake.cancels.at(-1)!.body as { amount?: number }).amount).toBeUndefined();
    expect(await intentOf(t.database.db, intent.paymentId)).toMatchObject({ status: 'CANCELLED' });

    const list = (await getAs(t.app, '/api/payment/cancel-list?page=1', member)).json() as Page<CancelledPayment>;
    expect(list.content).toContainEqual(
      expect.objectContaining({ paymentId: intent.paymentId, status: 'CANCELLED', cancelledAmount: 80000, campaignName: '근조 기부화환' }),
    );
    // Verify after the cancel answers what is true now.
    expect((await verify(intent)).json()).toMatchObject({ status: 'CANCELLED' });

    expectRefusal(await post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '다시' }, admin), 409, messages.payment.alreadyCancelled);
  });

  /** A wreath paid at PortOne and settled here, ready to cancel. */
  async function paidWreath() {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });
    return intent;
  }
  const cancelsOf = (paymentId: string) => fake.cancels.filter((cancel) => cancel.paymentId === paymentId);

  it('answers the second of two cancels at once 이미 취소된 결제입니다 (409), and asks PortOne once', async () => {
    const intent = await paidWreath();
    const admin = await loginAs(t.app, 'payadmin01');
    const url = `/api/admin/payment/cancel/${intent.paymentId}`;
    const answers = await Promise.all([post(url, { reason: '중복 결제' }, admin), post(url, { reason: '중복 결제' }, admin)]);
    const [done, second] = answers[0].statusCode === 200 ? answers : [answers[1], answers[0]];
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'CANCELLED', cancelledAmount: 80000 });
    expectRefusal(second, 409, messages.payment.alreadyCancelled);
    expect(cancelsOf(intent.paymentId)).toHaveLength(1);
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ status: 'CANCELLED', cancelledAmount: 80000, cancelReason: '중복 결제' }]);
  });

  it('answers a cancel made while the first is still at PortOne 이미 취소된 결제입니다 (409)', async () => {
    const intent = await paidWreath();
    const admin = await loginAs(t.app, 'payadmin01');
    const url = `/api/admin/payment/cancel/${intent.paymentId}`;
    const held = fake.holdNextCancel();
    const first = post(url, { reason: '보낸 분 요청' }, admin);
    await held.arrived;
    expectRefusal(await post(url, { reason: '보낸 분 요청' }, admin), 409, messages.payment.alreadyCancelled);
    held.release();
    expect((await first).json()).toMatchObject({ status: 'CANCELLED' });
    expect(cancelsOf(intent.paymentId)).toHaveLength(1);
  });

  it('leaves a payment whose cancel PortOne refused cancellable again', async () => {
    const intent = await paidWreath();
    const admin = await loginAs(t.app, 'payadmin01');
    const url = `/api/admin/payment/cancel/${intent.paymentId}`;
    fake.refuseCancels = true;
    try {
      expectRefusal(await post(url, { reason: '보낸 분 요청' }, admin), 502, messages.payment.providerError);
    } finally {
      fake.refuseCancels = false;
    }
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ status: 'PAID' }]);
    expect((await post(url, { reason: '보낸 분 요청' }, admin)).json()).toMatchObject({ status: 'CANCELLED' });
  });

  it('records a payment PortOne already cancelled (in its console) and says so', async () => {
    const intent = await paidWreath();
    fake.set(intent.paymentId, { status: 'CANCELLED', amount: 80000 });
    const admin = await loginAs(t.app, 'payadmin01');
    expectRefusal(await post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '보낸 분 요청' }, admin), 409, messages.payment.alreadyCancelled);
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ status: 'CANCELLED', cancelledAmount: 80000 }]);
  });

  it('records a payment cancelled at PortOne when its Transaction.Cancelled webhook comes', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    await verify(intent);
    // A webhook saying "cancelled" is not believed until PortOne says so.
    const early = fake.webhook(intent.paymentId, fakeWebhookSecret, 'Transaction.Cancelled');
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: early.headers, payload: early.body })).json()).toMatchObject({
      status: 'PAID',
    });
    fake.set(intent.paymentId, { status: 'CANCELLED', amount: 80000 });
    const { body, headers } = fake.webhook(intent.paymentId, fakeWebhookSecret, 'Transaction.Cancelled');
    const response = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
    expect(response.json()).toEqual({ paymentId: intent.paymentId, status: 'CANCELLED' });
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ status: 'CANCELLED', cancelledAmount: 80000 }]);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'refund made at the provider recorded', paymentId: intent.paymentId, status: 'CANCELLED' }));
  });

  it('is for administrators only, and needs a reason', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    await verify(intent);
    const url = `/api/admin/payment/cancel/${intent.paymentId}`;
    expectRefusal(await post(url, { reason: '취소' }), 401, messages.common.unauthenticated);
    expectRefusal(await post(url, { reason: '취소' }, await loginAs(t.app, 'paymember01')), 403, messages.common.forbidden);
    const admin = await loginAs(t.app, 'payadmin01');
    expectRefusal(await post(url, { reason: '  ' }, admin), 400, messages.payment.cancelReasonRequired);
    expectRefusal(await post(url, { reason: '가'.repeat(201) }, admin), 400, messages.payment.cancelReasonTooLong);
    expectRefusal(await post('/api/admin/payment/cancel/P20260101DDDDDDDDDDDD', { reason: '취소' }, admin), 404, messages.payment.notFound);
    expect(await rowsOf(t.database.db, intent.paymentId)).toMatchObject([{ status: 'PAID' }]);
  });
});

describe("the administrators' detail", () => {
  it('shows what the payer never sees and the half owed, for administrators only', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000 });
    await verify(intent);
    const url = `/api/admin/payment/detail/${intent.paymentId}`;
    expectRefusal(await getAs(t.app, url), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(t.app, url, await loginAs(t.app, 'paymember01')), 403, messages.common.forbidden);
    const admin = await loginAs(t.app, 'payadmin01');
    const detail = await getAs(t.app, url, admin);
    expect(detail.statusCode).toBe(200);
    const invitation = only(
      await t.database.db.select({ orderNum: orderNumbers.orderNum }).from(orderNumbers).where(eq(orderNumbers.publicNum, publicNum)),
      'the order number',
    );
    expect(detail.json()).toMatchObject({
      paymentId: intent.paymentId,
      purpose: 'WREATH',
      provider: 'portone',
      status: 'PAID',
      amount: 80000,
      cancelledAmount: 0,
      donatedAmount: 40000,
      campaignName: '근조 기부화환',
      invitationType: 'F',
      orderNum: invitation.orderNum,
      name: '김온기',
      phoneNum: '01023456789',
      message: '삼가 고인의 명복을 빕니다.\n<b>편히 쉬세요</b>',
      providerTxId: `tx-${intent.paymentId}`,
      cancelReason: null,
      cashReceipt: null,
    });
    await post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '중복 결제' }, admin);
    expect((await getAs(t.app, url, admin)).json()).toMatchObject({ status: 'CANCELLED', cancelledAmount: 80000, donatedAmount: 0, cancelReason: '중복 결제' });
    expectRefusal(await getAs(t.app, '/api/admin/payment/detail/P20260101DDDDDDDDDDDD', admin), 404, messages.payment.notFound);
  });
});

describe('the intent request', () => {
  const long = (n: number) => '가'.repeat(n);
  it.each<[string, Partial<PaymentIntentRequestInput> & Record<string, unknown>, string]>([
    ['no target', { publicNum: undefined }, messages.payment.targetRequired],
    ['both targets', { campaignSeq: 1 }, messages.payment.targetRequired],
    ['a malformed invitation number', { publicNum: '12345' }, messages.payment.targetRequired],
    ['a campaign that is not a number', { publicNum: undefined, campaignSeq: '16' }, messages.payment.targetRequired],
    ['no donation', { donationAmount: undefined }, messages.payment.donationRequired],
    ['a donation as text', { donationAmount: '30000' }, messages.payment.donationRequired],
    ['a donation under 1,000', { donationAmount: 999 }, messages.payment.donationTooSmall],
    ['a fractional donation', { donationAmount: 1500.5 }, messages.payment.donationTooSmall],
    ['a donation over 10,000,000', { donationAmount: 10_000_001 }, messages.payment.donationTooLarge],
    ['no name', { name: '  ' }, messages.payment.nameRequired],
    ['a name over 30', { name: long(31) }, messages.payment.nameTooLong],
    ['no phone', { phoneNum: '' }, messages.payment.phoneRequired],
    ['a short phone', { phoneNum: '010123' }, messages.payment.phoneInvalid],
    ['no message', { message: ' \n ' }, messages.payment.messageRequired],
    ['a message over 100', { message: long(101) }, messages.payment.messageTooLong],
    ['an unknown name display', { senderDisplay: 'LOUD' }, messages.payment.senderDisplayRequired],
    ['terms not agreed', { agreeTerms: false }, messages.payment.termsRequired],
    ['several wrong fields (the first wins)', { name: '', phoneNum: '', agreeTerms: false }, messages.payment.nameRequired],
  ])('refuses %s with its sentence', async (_label, overrides, message) => {
    expectRefusal(await post('/api/payment/unique-payment-id', wreath(overrides)), 400, message);
  });

  it('accepts the limits themselves', async () => {
    expect((await newIntent({ donationAmount: 10_000_000, name: long(30), message: long(100) })).amount).toBe(10_050_000);
    expect((await newIntent({ donationAmount: 1000 })).amount).toBe(51000);
  });

  it('answers what the server finds about the target', async () => {
    const db = t.database.db;
    expectRefusal(await post('/api/payment/unique-payment-id', wreath({ publicNum: '999999999999' })), 404, messages.invitation.notFound);
    const bare = await createWeddingInvitation(db, { campaignSeq: null });
    expectRefusal(await post('/api/payment/unique-payment-id', wreath({ publicNum: await publicNumOf(db, bare.orderNum) })), 400, messages.payment.noCampaign);
    const ended = await createCampaign(db, { endDate: '2020-01-01' });
    expectRefusal(
      await post('/api/payment/unique-payment-id', wreath({ publicNum: undefined, campaignSeq: ended.campaignSeq })),
      400,
      messages.payment.campaignEnded,
    );
    const hidden = await createCampaign(db, { displayYn: 'N' });
    expectRefusal(
      await post('/api/payment/unique-payment-id', wreath({ publicNum: undefined, campaignSeq: hidden.campaignSeq })),
      404,
      messages.common.notFound,
    );
  });

  it('limits how many payments one browser starts a minute, not the other browsers behind its address', async () => {
    const { perGuest } = loadConfig({ NODE_ENV: 'test' }).paymentStartLimits;
    const first = await post('/api/payment/test-payment-id', undefined, undefined, '10.8.0.1');
    const payer = first.cookies.find((given) => given.name === payerCookieName(false))!;
    const cookie = `${payer.name}=${payer.value}`;
    const answers = [];
    for (let call = 0; call <= perGuest; call++) answers.push((await post('/api/payment/test-payment-id', undefined, cookie, '10.8.0.1')).statusCode);
    expect(answers.slice(0, perGuest).every((status) => status === 200)).toBe(true);
    expect(answers[perGuest]).toBe(429);
    const refused = await post('/api/payment/test-payment-id', undefined, cookie, '10.8.0.1');
    expect(refused.json()).toEqual({ message: messages.common.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The next table's guest, on the same Wi-Fi.
    expect((await post('/api/payment/test-payment-id', undefined, undefined, '10.8.0.1')).statusCode).toBe(200);
  });

  it('limits how many verify calls one browser makes a minute', async () => {
    const { perGuest } = loadConfig({ NODE_ENV: 'test' }).paymentStartLimits;
    const started = await post('/api/payment/test-payment-id', undefined, undefined, '10.6.0.1');
    const intent = started.json() as PaymentIntent;
    const payer = started.cookies.find((given) => given.name === payerCookieName(false))!;
    const headers = { ...sameOrigin, cookie: `${payer.name}=${payer.value}` };
    const answers = [];
    const url = `/api/payment/verify/${intent.paymentId}/0`;
    // A browser retries a confirmation after a failed answer: twice the starts.
    const verifiesPerGuest = perGuest * 2;
    for (let call = 0; call <= verifiesPerGuest; call++) {
      answers.push((await t.app.inject({ method: 'POST', url, headers, remoteAddress: '10.6.0.1' })).statusCode);
    }
    expect(answers.slice(0, verifiesPerGuest).every((status) => status === 200)).toBe(true);
    expect(answers[verifiesPerGuest]).toBe(429);
  });

  it('keeps the sandbox provider closed while PortOne is configured', async () => {
    const intent = await newIntent();
    const response = await post('/api/sandbox/payments', sandboxCheckoutBody(intent, { storeId: fakePaymentStoreId, channelKey: fakePaymentChannelKey }));
    expectRefusal(response, 404, messages.common.notFound);
    expectRefusal(await getAs(t.app, `/api/sandbox/payments/${intent.paymentId}`), 404, messages.common.notFound);
  });
});
