import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type CampaignDetail, type KiwoomWindow, type PaymentIntent, type PaymentIntentRequestInput, only } from '@ongi/shared';
import { loadConfig } from '@server/config';
import { adminAlerts, paymentIntents, payments } from '@server/db/schema';
import { fakeKiwoomAuthKey, fakeKiwoomCpid, startFakeKiwoom, type FakeKiwoom } from '@server/integrations/payment/testing/fake-kiwoom';
import { encodeEucKrForm } from '@server/integrations/payment/kiwoom';
import { createAccount, createCampaign, createDonationCategory, createPaymentIntent } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs } from '@server/test/member-session';
import { sandboxKiwoomCpid, sandboxKiwoomWindowPath } from './kiwoom-service';

// Kiwoom Pay against a fake Kiwoom on 127.0.0.1: the window form with the
// provider's KIWOOM_ENC, and its EUC-KR notification settling the payment
// once; then the same window flow through the sandbox when no keys are set.

let fake: FakeKiwoom;
let t: TestContext;
let publicUrl: string;
let baseUrl: string;
let campaignSeq: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-kiwoom-'));
// The notification address's secret segment: the current one, and the one it replaces (still accepted while listed).
const notificationToken = 'kiwoom-notify-2026-Zx8f3Qp1Lm7Vt4Rb';
const previousToken = 'kiwoom-notify-2025-Ab3d5Fg7Hj9Kl1Mn';
const notificationUrl = (token = notificationToken) => `${baseUrl}/api/payment/kiwoom-notification/${token}`;

let guests = 0;
const post = (context: TestContext, url: string, payload: unknown) => {
  guests += 1;
  return context.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.11.${Math.floor(guests / 250)}.${(guests % 250) + 1}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
};

const wreath = (overrides: Partial<PaymentIntentRequestInput> = {}): PaymentIntentRequestInput => ({
  campaignSeq,
  donationAmount: 30000,
  name: '김후원',
  phoneNum: '01048273916',
  message: '두 분의 새로운 출발을 응원합니다.',
  senderDisplay: 'MASKED',
  agreeTerms: true,
  ...overrides,
});

async function newIntent(context = t): Promise<PaymentIntent> {
  const response = await post(context, '/api/payment/unique-payment-id', wreath());
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentIntent;
}

const openWindow = (paymentId: string, type: unknown = 'P', context = t) => post(context, `/api/payment/kiwoom/${paymentId}`, { type });

/** What Kiwoom posts after approving: Korean text in EUC-KR. */
const approval = (intent: PaymentIntent, overrides: Record<string, string> = {}) => ({
  PAYMETHOD: 'CARD',
  CPID: fakeKiwoomCpid,
  DAOUTRX: `CTS${intent.paymentId.slice(-10)}`,
  ORDERNO: intent.paymentId,
  AMOUNT: String(intent.amount),
  PRODUCTNAME: intent.orderName,
  SETTDATE: '20260501123456',
  AUTHNO: '30012345',
  CARDCODE: 'CCSH',
  CARDNAME: '신한카드',
  CARDNO: '4518421234561234',
  USERNAME: '김후원',
  ...overrides,
});

const verify = (context: TestContext, intent: PaymentIntent) =>
  context.app.inject({ method: 'POST', url: `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, headers: sameOrigin });
const rowsOf = (context: TestContext, paymentId: string) => context.database.db.select().from(payments).where(eq(payments.paymentId, paymentId));
const intentStatus = async (context: TestContext, paymentId: string) =>
  only(await context.database.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)), 'the intent')
    .status;

beforeAll(async () => {
  fake = await startFakeKiwoom();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    KIWOOM_CPID: fakeKiwoomCpid,
    KIWOOM_AUTH_KEY: fakeKiwoomAuthKey,
    KIWOOM_ENC_URL: fake.encUrl,
    KIWOOM_WINDOW_URL: fake.windowUrl,
    KIWOOM_NOTIFICATION_TOKEN: `${notificationToken}, ${previousToken}`,
    // The fake notifies from this machine; Kiwoom's own servers in production.
    KIWOOM_NOTIFICATION_ADDRESSES: '127.0.0.1, 198.51.100.0/24',
  });
  publicUrl = config.publicUrl;
  t = await createTestApp({ config });
  // Kiwoom reaches the server over HTTP, as it would.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const recipient = await createDonationCategory(t.database.db, { name: '온기 나눔재단' });
  const campaign = await createCampaign(t.database.db, {
    campaignName: '축하 기부화환',
    campaignAmount: 30000,
    campaignType: 'WEDDING',
    categoryDonationSeq: recipient.categoryDonationSeq,
  });
  campaignSeq = campaign.campaignSeq;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('Kiwoom Pay', () => {
  it('pays a whole wreath: the window form with the provider KIWOOM_ENC, then the EUC-KR notification settles it', async () => {
    const intent = await newIntent();
    expect(intent).toMatchObject({ gateway: 'kiwoom', flow: 'kiwoom', portone: null, amount: 60000, invitationSeq: 0 });

    const opened = await openWindow(intent.paymentId, 'M');
    expect(opened.statusCode, opened.body).toBe(200);
    const form = opened.json() as KiwoomWindow;
    const enc = { CPID: fakeKiwoomCpid, PAYMETHOD: 'CARD', ORDERNO: intent.paymentId, TYPE: 'M', AMOUNT: '60000' } as const;
    expect(fake.encRequests.at(-1)).toEqual({ authorization: fakeKiwoomAuthKey, body: enc });
    expect(form).toEqual({
      paymentId: intent.paymentId,
      status: 'READY',
      window: {
        actionUrl: fake.windowUrl,
        windowName: 'KIWOOMPAY',
        width: 468,
        height: 750,
        acceptCharset: 'EUC-KR',
        fields: {
          CPID: fakeKiwoomCpid,
          ORDERNO: intent.paymentId,
          PAYMETHOD: 'CARD',
          TYPE: 'M',
          PRODUCTTYPE: '2',
          TAXFREECD: '00',
          BILLTYPE: '1',
          AMOUNT: '60000',
          PRODUCTNAME: '축하 기부화환',
          USERID: 'guest',
          USERNAME: '김후원',
          EMAIL: '',
          TELNO2: '01048273916',
          HOMEURL: `${publicUrl}/`,
          FAILURL: `${publicUrl}/`,
          KIWOOM_ENC: fake.encOf(enc),
        },
      },
    });
    // Not paid until Kiwoom says so.
    expect((await verify(t, intent)).json()).toMatchObject({ status: 'READY' });

    const notified = await fake.notify(notificationUrl(), approval(intent));
    expect(notified.status).toBe(200);
    expect(notified.contentType).toMatch(/^text\/html/);
    expect(notified.body).toContain('<RESULT>SUCCESS</RESULT>');

    expect((await verify(t, intent)).json()).toMatchObject({ paymentId: intent.paymentId, status: 'PAID', amount: 60000, campaignName: '축하 기부화환' });
    expect(await rowsOf(t, intent.paymentId)).toMatchObject([
      {
        provider: 'kiwoom',
        status: 'PAID',
        amount: 60000,
        providerTxId: approval(intent).DAOUTRX,
        cardCompany: '신한카드',
        cardNumber: '4518-42**-****-1234',
        approvalNo: '30012345',
        paidAt: new Date('2026-05-01T12:34:56+09:00'),
        name: '김후원',
      },
    ]);
    // The button turns 확인하기 and asks again: the window is not offered for a paid order.
    expect((await openWindow(intent.paymentId)).json()).toEqual({ paymentId: intent.paymentId, status: 'PAID', window: null });
    // And the campaign's ledger counts it.
    const ledger = ((await t.app.inject({ method: 'GET', url: `/api/campaign/get-detail?campaignSeq=${campaignSeq}` })).json() as CampaignDetail)
      .donationLedger;
    expect(ledger.paidCount).toBeGreaterThanOrEqual(1);
  });

  it('settles a duplicated notification once, answering SUCCESS every time', async () => {
    const intent = await newIntent();
    await openWindow(intent.paymentId);
    const first = await fake.notify(notificationUrl(), approval(intent));
    const again = await Promise.all(Array.from({ length: 5 }, () => fake.notify(notificationUrl(), approval(intent))));
    for (const answer of [first, ...again]) expect(answer.body).toContain('<RESULT>SUCCESS</RESULT>');
    expect(await rowsOf(t, intent.paymentId)).toHaveLength(1);
    expect(await intentStatus(t, intent.paymentId)).toBe('PAID');
  });

  it('never marks PAID a notification with another amount', async () => {
    const intent = await newIntent();
    await openWindow(intent.paymentId);
    const answer = await fake.notify(notificationUrl(), approval(intent, { AMOUNT: '1000' }));
    expect(answer.body).toContain('<RESULT>SUCCESS</RESULT>');
    expect(await intentStatus(t, intent.paymentId)).toBe('FAILED');
    expect(await rowsOf(t, intent.paymentId)).toEqual([]);
    expect((await verify(t, intent)).json()).toMatchObject({ status: 'FAILED' });
    // A right amount afterwards changes nothing: the intent is settled.
    await fake.notify(notificationUrl(), approval(intent));
    expect(await rowsOf(t, intent.paymentId)).toEqual([]);
  });

  it('refuses a notification at the wrong address or for another store, and one for an order it never issued', async () => {
    const intent = await newIntent();
    const wrongToken = await fake.notify(notificationUrl('not-the-secret'), approval(intent));
    expect(wrongToken.status).toBe(403);
    expect(JSON.parse(wrongToken.body)).toEqual({ message: messages.payment.notificationRefused });
    const otherStore = await fake.notify(notificationUrl(), approval(intent, { CPID: 'CPID-SOMEONE-ELSE' }));
    expect(otherStore.status).toBe(403);
    expect(await intentStatus(t, intent.paymentId)).toBe('READY');
    const unknown = await fake.notify(notificationUrl(), approval(intent, { ORDERNO: 'P20260501UNKNOWN00000' }));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ message: messages.payment.notFound });
  });

  it('answers the window route: unknown payment, wrong device type, another flow, the provider down', async () => {
    expectRefusal(await openWindow('P20260501UNKNOWN00000'), 404, messages.payment.notFound);
    const intent = await newIntent();
    expectRefusal(await openWindow(intent.paymentId, 'X'), 400, messages.payment.deviceType);
    expectRefusal(await post(t, `/api/payment/kiwoom/${intent.paymentId}`, {}), 400, messages.payment.deviceType);
    const portoneIntent = await createPaymentIntent(
      t.database.db,
      { weddingInvitationSeq: 0, orderNum: '', campaignSeq },
      {
        provider: 'portone',
        flow: 'portone',
        invitationType: null,
        invitationSeq: null,
        orderNum: null,
      },
    );
    expectRefusal(await openWindow(portoneIntent.paymentId), 400, messages.payment.wrongFlow);
    fake.failing = true;
    try {
      expectRefusal(await openWindow(intent.paymentId), 502, messages.payment.providerError);
    } finally {
      fake.failing = false;
    }
    expect((await openWindow(intent.paymentId)).statusCode).toBe(200);
  });

  it('tells administrators only the notification address to register with Kiwoom', async () => {
    await createAccount(t.database.db, { username: 'kiwoomadmin', roleType: 'ADMIN' });
    await createAccount(t.database.db, { username: 'kiwoommember' });
    const address = '/api/payment/kiwoom/notification-address';
    // The site's own address (PUBLIC_URL, here the default for HOST and PORT), whatever Host the request names.
    const answer = await getAs(t.app, address, await loginAs(t.app, 'kiwoomadmin'), { host: 'evil.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ address: `${publicUrl}/api/payment/kiwoom-notification/${notificationToken}` });
    expect(answer.json().address).not.toContain('evil.example');
    expectRefusal(await getAs(t.app, address), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(t.app, address, await loginAs(t.app, 'kiwoommember')), 403, messages.common.forbidden);
  });

  it('sends the window home to PUBLIC_URL, never to the Host the request names', async () => {
    const intent = await newIntent();
    // A request that names another host (and an Origin to match it, as a script can send).
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/payment/kiwoom/${intent.paymentId}`,
      headers: { origin: 'http://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'M' }),
    });
    expect(forged.statusCode, forged.body).toBe(200);
    const fields = (forged.json() as KiwoomWindow).window!.fields;
    expect(fields.HOMEURL).toBe(`${publicUrl}/`);
    expect(fields.FAILURL).toBe(`${publicUrl}/`);
    expect(JSON.stringify(fields)).not.toContain('evil.example');
  });

  it('accepts the previous notification secret while it is listed, and no secret that is not', async () => {
    const intent = await newIntent();
    await openWindow(intent.paymentId);
    expect((await fake.notify(notificationUrl('kiwoom-notify-guess-0000000000000000'), approval(intent))).status).toBe(403);
    expect(await intentStatus(t, intent.paymentId)).toBe('READY');
    const answer = await fake.notify(notificationUrl(previousToken), approval(intent));
    expect(answer.body).toContain('<RESULT>SUCCESS</RESULT>');
    expect(await intentStatus(t, intent.paymentId)).toBe('PAID');
  });

  /** A notification as it arrives from `remoteAddress` (what the socket says; no proxy is trusted here). */
  const notifyFrom = (remoteAddress: string, fields: Record<string, string>, headers: Record<string, string> = {}, token = notificationToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/kiwoom-notification/${token}`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=euc-kr', ...headers },
      payload: encodeEucKrForm(fields),
    });
  const alertsOf = (paymentId: string) => t.database.db.select().from(adminAlerts).where(eq(adminAlerts.paymentId, paymentId));

  it('refuses the right secret from an address Kiwoom does not notify from, and raises an administrator alert', async () => {
    const intent = await newIntent();
    await openWindow(intent.paymentId);
    // X-Forwarded-For is not believed: TRUST_PROXY is off, so the address is the socket's.
    const forged = await notifyFrom('203.0.113.66', approval(intent), { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: messages.payment.notificationRefused });
    expect(await intentStatus(t, intent.paymentId)).toBe('READY');
    expect(await rowsOf(t, intent.paymentId)).toEqual([]);
    expect(await alertsOf(intent.paymentId)).toMatchObject([
      {
        kind: 'KIWOOM_NOTIFICATION_REFUSED',
        title: messages.alert.kiwoomAddressRefused,
        acknowledgedAt: null,
        details: { address: '203.0.113.66', amount: '60000' },
      },
    ]);
    // A wrong secret from such an address is a scanner: refused, no alert.
    const stranger = await newIntent();
    expect((await notifyFrom('203.0.113.66', approval(stranger), {}, 'kiwoom-notify-guess-0000000000000000')).statusCode).toBe(403);
    expect(await alertsOf(stranger.paymentId)).toEqual([]);
    // A listed range is Kiwoom.
    expect((await notifyFrom('198.51.100.23', approval(intent))).statusCode).toBe(200);
    expect(await intentStatus(t, intent.paymentId)).toBe('PAID');
  });

  it('settles a notification for an order whose window never opened, and raises an administrator alert', async () => {
    const intent = await newIntent();
    const answer = await fake.notify(notificationUrl(), approval(intent));
    expect(answer.body).toContain('<RESULT>SUCCESS</RESULT>');
    expect(await intentStatus(t, intent.paymentId)).toBe('PAID');
    const alerts = await alertsOf(intent.paymentId);
    expect(alerts).toMatchObject([
      { kind: 'KIWOOM_WINDOW_NEVER_OPENED', title: messages.alert.kiwoomWindowNeverOpened, details: { amount: 60000, address: '127.0.0.1' } },
    ]);
    // Told once: the same notification again changes nothing.
    await fake.notify(notificationUrl(), approval(intent));
    expect(await alertsOf(intent.paymentId)).toHaveLength(1);

    // An order whose window opened settles without one.
    const opened = await newIntent();
    await openWindow(opened.paymentId);
    expect(
      only(
        await t.database.db.select({ at: paymentIntents.windowOpenedAt }).from(paymentIntents).where(eq(paymentIntents.paymentId, opened.paymentId)),
        'the opened intent',
      ).at,
    ).toBeInstanceOf(Date);
    await fake.notify(notificationUrl(), approval(opened));
    expect(await intentStatus(t, opened.paymentId)).toBe('PAID');
    expect(await alertsOf(opened.paymentId)).toEqual([]);
  });

  it('refuses a cross-site window request', async () => {
    const intent = await newIntent();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/kiwoom/${intent.paymentId}`,
      headers: { origin: 'https://evil.example', host: 'localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'P' }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the Kiwoom window in the sandbox (no keys)', () => {
  let sandbox: TestContext;
  beforeAll(async () => {
    sandbox = await createTestApp();
    const campaign = await createCampaign(sandbox.database.db, { campaignName: '근조 기부화환', campaignAmount: 30000, campaignType: 'FUNERAL' });
    campaignSeq = campaign.campaignSeq;
  });
  afterAll(() => sandbox.close());

  const postForm = (fields: Record<string, string>) =>
    sandbox.app.inject({
      method: 'POST',
      url: sandboxKiwoomWindowPath,
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeEucKrForm(fields),
    });

  it('posts the form to the sandbox window, which records the order and opens its checkout page; approving settles it', async () => {
    const intent = await newIntent(sandbox);
    expect(intent).toMatchObject({ gateway: 'sandbox', flow: 'kiwoom' });
    const form = (await openWindow(intent.paymentId, 'P', sandbox)).json() as KiwoomWindow;
    expect(form.window).toMatchObject({ actionUrl: sandboxKiwoomWindowPath, windowName: 'KIWOOMPAY', acceptCharset: 'EUC-KR' });
    expect(form.window!.fields).toMatchObject({ CPID: sandboxKiwoomCpid, AMOUNT: '60000', PRODUCTNAME: '근조 기부화환', USERNAME: '김후원' });

    const landed = await postForm(form.window!.fields);
    expect(landed.statusCode, landed.body).toBe(303);
    expect(landed.headers.location).toBe(`/sandbox/payment/${intent.paymentId}`);
    expect((await sandbox.app.inject({ method: 'GET', url: `/api/sandbox/payments/${intent.paymentId}` })).json()).toMatchObject({
      flow: 'kiwoom',
      orderName: '근조 기부화환',
      amount: 60000,
      status: 'READY',
    });
    const approved = await post(sandbox, `/api/sandbox/payments/${intent.paymentId}/approve`, {
      cardCompany: '삼성카드',
      cardNumber: '1234-5678-9012-3456',
      webhook: false,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await verify(sandbox, intent)).json()).toMatchObject({ status: 'PAID', amount: 60000 });
    expect(await rowsOf(sandbox, intent.paymentId)).toHaveLength(1);
  });

  it('refuses a form whose amount was changed in the browser, and answers 404 where Kiwoom itself is not configured', async () => {
    const intent = await newIntent(sandbox);
    const form = (await openWindow(intent.paymentId, 'P', sandbox)).json() as KiwoomWindow;
    expectRefusal(await postForm({ ...form.window!.fields, AMOUNT: '1000' }), 400, messages.payment.sandbox.tampered);
    expectRefusal(await postForm({ ...form.window!.fields, ORDERNO: 'P20260501UNKNOWN00000' }), 404, messages.payment.notFound);
    const notification = await sandbox.app.inject({
      method: 'POST',
      url: `/api/payment/kiwoom-notification/${notificationToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeEucKrForm({ CPID: sandboxKiwoomCpid, ORDERNO: intent.paymentId, AMOUNT: '60000' }),
    });
    expect(notification.statusCode).toBe(404);
    await createAccount(sandbox.database.db, { username: 'sandboxadmin', roleType: 'ADMIN' });
    expectRefusal(
      await getAs(sandbox.app, '/api/payment/kiwoom/notification-address', await loginAs(sandbox.app, 'sandboxadmin')),
      404,
      messages.common.notFound,
    );
  });
});
