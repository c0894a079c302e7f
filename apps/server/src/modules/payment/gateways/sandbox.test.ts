import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, type PaymentIntent, type PaymentIntentRequestInput, type SandboxCheckout, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { orderNumbers, paymentIntents, payments, sandboxPayments } from '@server/db/schema';
import { sandboxChannelKey, sandboxStoreId } from '@server/integrations/payment/sandbox';
import { createAccount, createCampaign, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { guestPoster } from '@server/test/guests';
import { sandboxApproval, sandboxCheckoutBody } from '@server/test/sandbox-window';
import { expectRefusal, getAs, loginAs, postAs } from '@server/test/member-session';

// The sandbox provider (no keys): its own records, checkout calls and signed
// webhooks, settled through the same code as PortOne.

let t: TestContext;
let publicNum: string;
let campaignSeq: number;
// Each guest from its own address: the intent routes are limited per address.
const post = guestPoster(() => t, 7);

const wreath = (overrides: Partial<PaymentIntentRequestInput> = {}): PaymentIntentRequestInput => ({
  publicNum,
  donationAmount: 30000,
  name: '이하객',
  phoneNum: '01056781234',
  message: '결혼을 진심으로 축하드립니다.',
  senderDisplay: 'MASKED',
  agreeTerms: true,
  ...overrides,
});

async function newIntent(overrides: Partial<PaymentIntentRequestInput> = {}): Promise<PaymentIntent> {
  const response = await post('/api/payment/unique-payment-id', wreath(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentIntent;
}

/** What the browser's PortOne.requestPayment stand-in sends to the sandbox. */
const requestPayment = (intent: PaymentIntent, overrides: Record<string, unknown> = {}) =>
  post('/api/sandbox/payments', sandboxCheckoutBody(intent, overrides));

const approve = (paymentId: string, webhook = true) => post(...sandboxApproval(paymentId, webhook));
const verify = (intent: PaymentIntent) => postAs(t.app, `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, undefined);
const rowsOf = (paymentId: string) => t.database.db.select().from(payments).where(eq(payments.paymentId, paymentId));
const intentStatus = async (paymentId: string) =>
  only(await t.database.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)), `intent ${paymentId}`)
    .status;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 30000, campaignType: 'WEDDING' });
  campaignSeq = campaign.campaignSeq;
  const wedding = await createWeddingInvitation(db, { campaignSeq });
  publicNum = only(
    await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, wedding.orderNum)),
    'the order number',
  ).publicNum;
  await createAccount(db, { username: 'sandadmin01', roleType: 'ADMIN' });
});
afterAll(() => t.close());

describe('the sandbox provider', () => {
  it('pays a guest page wreath the PortOne way: request, approve, the webhook settles it', async () => {
    const intent = await newIntent();
    expect(intent).toMatchObject({ gateway: 'sandbox', flow: 'portone', amount: 60000, portone: { storeId: sandboxStoreId, channelKey: sandboxChannelKey } });

    const requested = await requestPayment(intent);
    expect(requested.statusCode, requested.body).toBe(200);
    const checkout: SandboxCheckout = {
      paymentId: intent.paymentId,
      flow: 'portone',
      orderName: '축하 기부화환',
      amount: 60000,
      currency: 'KRW',
      status: 'READY',
      failReason: null,
      cardCompany: null,
      cardNumber: null,
    };
    expect(requested.json()).toEqual(checkout);
    expect((await getAs(t.app, `/api/sandbox/payments/${intent.paymentId}`)).json()).toEqual(checkout);

    const approved = await approve(intent.paymentId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ paymentId: intent.paymentId, status: 'PAID', failReason: null });
    // The webhook, signed and sent like PortOne's, settles it before the browser asks.
    await vi.waitFor(async () => expect(await intentStatus(intent.paymentId)).toBe('PAID'));
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID', amount: 60000, campaignName: '축하 기부화환' });
    expect(await rowsOf(intent.paymentId)).toMatchObject([
      { provider: 'sandbox', status: 'PAID', amount: 60000, cardCompany: '신한카드', cardNumber: '123456******3456' },
    ]);
    expectRefusal(await approve(intent.paymentId), 409, messages.payment.sandbox.alreadyDone);
    expectRefusal(await requestPayment(intent), 409, messages.payment.sandbox.alreadyDone);
  });

  it('offers the Kiwoom-style window for a campaign page wreath', async () => {
    const intent = await newIntent({ publicNum: undefined, campaignSeq });
    expect(intent).toMatchObject({ gateway: 'sandbox', flow: 'kiwoom', portone: null, invitationSeq: 0 });
  });

  it('records nothing as paid for a declined card', async () => {
    const intent = await newIntent();
    await requestPayment(intent);
    const declined = await post(`/api/sandbox/payments/${intent.paymentId}/decline`, {});
    expect(declined.json()).toMatchObject({ status: 'FAILED', failReason: messages.payment.sandbox.declinedReason });
    expect((await verify(intent)).json()).toMatchObject({ status: 'FAILED' });
    expect(await rowsOf(intent.paymentId)).toEqual([]);
    expectRefusal(await approve(intent.paymentId), 409, messages.payment.sandbox.alreadyDone);
    // The window closed by the payer says so.
    const closed = await newIntent();
    await requestPayment(closed);
    const answer = await post(`/api/sandbox/payments/${closed.paymentId}/decline`, { reason: messages.payment.sandbox.closedReason });
    expect(answer.json()).toMatchObject({ status: 'FAILED', failReason: messages.payment.sandbox.closedReason });
  });

  it('never marks PAID an amount changed in the browser', async () => {
    const intent = await newIntent();
    expect((await requestPayment(intent, { totalAmount: 1000 })).json()).toMatchObject({ amount: 1000 });
    await approve(intent.paymentId, false);
    expect((await verify(intent)).json()).toMatchObject({ status: 'FAILED' });
    expect(await rowsOf(intent.paymentId)).toEqual([]);
    // The 1,000 won taken for it is given back at once.
    expect((await getAs(t.app, `/api/sandbox/payments/${intent.paymentId}`)).json()).toMatchObject({ status: 'CANCELLED', amount: 1000 });
  });

  it('settles once with a late webhook sent three times racing verify', async () => {
    const intent = await newIntent();
    await requestPayment(intent);
    await approve(intent.paymentId, false);
    const resent = await post(`/api/sandbox/payments/${intent.paymentId}/webhook`, { delayMs: 20, times: 3 });
    expect(resent.json()).toMatchObject({ status: 'PAID' });
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });
    await t.app.background.drain();
    expect(await rowsOf(intent.paymentId)).toHaveLength(1);
  });

  it('refuses another store, unknown payments and malformed cards', async () => {
    const intent = await newIntent();
    expectRefusal(await requestPayment(intent, { storeId: 'store-other' }), 400, messages.payment.sandbox.tampered);
    expectRefusal(await requestPayment(intent, { paymentId: 'P20260101CCCCCCCCCCCC' }), 404, messages.payment.notFound);
    expectRefusal(await getAs(t.app, '/api/sandbox/payments/P20260101CCCCCCCCCCCC'), 404, messages.payment.notFound);
    await requestPayment(intent);
    expectRefusal(
      await post(`/api/sandbox/payments/${intent.paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234' }),
      400,
      messages.payment.sandbox.cardNumberInvalid,
    );
    expectRefusal(
      await post(`/api/sandbox/payments/${intent.paymentId}/approve`, { cardNumber: '1234567890123456' }),
      400,
      messages.payment.sandbox.cardCompanyRequired,
    );
  });

  it('cancels through the sandbox provider', async () => {
    const intent = await newIntent();
    await requestPayment(intent);
    await approve(intent.paymentId, false);
    expect((await verify(intent)).json()).toMatchObject({ status: 'PAID' });
    const admin = await loginAs(t.app, 'sandadmin01');
    const cancelled = await post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '테스트 취소' }, admin);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancelledAmount: 60000 });
    const record = only(await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, intent.paymentId)), 'the sandbox payment');
    expect(record.status).toBe('CANCELLED');
  });
});

describe('in production without keys', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-payment-prod-'));
  let production: TestContext;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
    production = await createTestApp({ config });
  });
  afterAll(async () => {
    await production.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns payments off and keeps the sandbox closed', async () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }).payment.gateway).toBeNull();
    const wreath = {
      campaignSeq: 1,
      donationAmount: 10000,
      name: '김온기',
      phoneNum: '01023456789',
      message: '축하합니다',
      senderDisplay: 'MASKED',
      agreeTerms: true,
    };
    expectRefusal(await postAs(production.app, '/api/payment/unique-payment-id', wreath), 503, messages.payment.off);
    // The test page's 1,000 won is for administrators in production, before anything else.
    expectRefusal(await postAs(production.app, '/api/payment/test-payment-id', undefined), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(production.app, '/api/sandbox/payments/P20260101CCCCCCCCCCCC'), 404, messages.common.notFound);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/ALLOW_SANDBOX/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), ALLOW_SANDBOX: 'true' }).payment.gateway).toBe('sandbox');
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAYMENT_GATEWAY: 'portone' })).toThrow(/PORTONE_CHANNEL_KEY/);
  });
});
