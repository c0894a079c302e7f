import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AdminPaymentRow, type CampaignDetail, type Page, type PaymentIntent, type PaymentResult, only } from '@ongi/shared';
import { adminAlerts, orderNumbers, paymentIntents, payments } from '@server/db/schema';
import { createPaymentGateway } from '@server/integrations/payment';
import { fakePaymentChannelKey, type FakePortOnePayments } from '@server/integrations/payment/testing/fake-portone';
import { createAccount, createCampaign, createFuneralInvitation } from '@server/seed/factories';
import { sameOrigin } from '@server/test/app';
import { getAs, loginAs } from '@server/test/member-session';
import { createPortOneTestApp, type PortOneTestContext } from '@server/test/portone';
import { reconcileIntents } from './reconciliation';

// Issue 22, 2.1: in production only the configured live PortOne channel
// settles. A payment PortOne reports PAID, for the right amount in our store,
// but through a test channel is refused on every path (verify, webhook,
// reconciliation), recorded with its reason, never counted, and raised as
// an administrator alert.

let fake: FakePortOnePayments;
let t: PortOneTestContext;
let publicNum: string;
let campaignSeq: number;
let admin: string;
const logged: Array<{ level: number; msg: string; alert?: { kind: string; paymentId: string } }> = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };

let guests = 0;
async function newIntent(): Promise<PaymentIntent> {
  guests += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment/unique-payment-id',
    remoteAddress: `10.22.1.${guests}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify({
      publicNum,
      donationAmount: 30000,
      name: '한테스트',
      phoneNum: '01034567890',
      message: '삼가 명복을 빕니다.',
      senderDisplay: 'NAME',
      agreeTerms: true,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PaymentIntent;
}
const verify = (intent: PaymentIntent) =>
  t.app.inject({ method: 'POST', url: `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, remoteAddress: '10.22.2.1', headers: sameOrigin });
const webhook = (paymentId: string) => {
  const { body, headers } = fake.webhook(paymentId);
  return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
};
const rowOf = async (paymentId: string) => (await t.database.db.select().from(payments).where(eq(payments.paymentId, paymentId)))[0];
const intentOf = async (paymentId: string) => (await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, paymentId)))[0];
const alertsOf = (paymentId: string) => t.database.db.select().from(adminAlerts).where(eq(adminAlerts.paymentId, paymentId));

/** Refused and recorded: FAILED with its reason, one alert, and none of the lists that count wreaths shows it. */
async function expectRefused(paymentId: string, refusal: 'TEST_CHANNEL' | 'OTHER_CHANNEL') {
  expect(await intentOf(paymentId)).toMatchObject({ status: 'FAILED', refusal });
  expect(await rowOf(paymentId)).toMatchObject({ status: 'FAILED', paidAt: null, failReason: messages.payment.refusedLabel[refusal], amount: 80000 });
  const alerts = await alertsOf(paymentId);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toMatchObject({
    kind: 'PAYMENT_CHANNEL_REFUSED',
    title: messages.alert.channelRefused[refusal],
    acknowledgedAt: null,
    details: { refusal, amount: 80000 },
  });
  expect(logged).toContainEqual(expect.objectContaining({ level: 50, alert: expect.objectContaining({ kind: 'PAYMENT_CHANNEL_REFUSED', paymentId }) }));

  const donors = (await getAs(t.app, '/api/payment/getMainPageList/PAID')).json() as Array<{ name: string }>;
  expect(donors.map((donor) => donor.name)).not.toContain('한테스트');
  expect((await getAs(t.app, `/api/payment/get-payment-list-for-kiosk/${publicNum}/1`)).json()).toEqual({ content: [], totalElements: 0 });
  const ledger = ((await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${campaignSeq}`)).json() as CampaignDetail).donationLedger;
  expect(ledger.paidCount).toBe(0);
  // The back office's payment list shows it, with why.
  const listed = (await getAs(t.app, `/api/admin/payment/list?searchType=orderNum&searchWord=${paymentId}`, admin)).json() as Page<AdminPaymentRow>;
  expect(listed.content).toMatchObject([{ paymentId, status: 'FAILED', failReason: messages.payment.refusedLabel[refusal], paidAt: null }]);
}

beforeAll(async () => {
  // What production has by default (NODE_ENV=production; the default itself is tested in gateway-choice.test.ts).
  t = await createPortOneTestApp({ env: { PAYMENT_REQUIRE_LIVE_CHANNEL: 'true' }, logger });
  fake = t.fake;
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: '근조 기부화환', campaignAmount: 50000, campaignType: 'FUNERAL' });
  campaignSeq = campaign.campaignSeq;
  const funeral = await createFuneralInvitation(db, { campaignSeq });
  publicNum = only(
    await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, funeral.orderNum)),
    'the order number',
  ).publicNum;
  await createAccount(db, { username: 'channeladmin', roleType: 'ADMIN' });
  admin = await loginAs(t.app, 'channeladmin');
});
afterAll(() => t.close());

describe('only the configured live channel settles', () => {
  it('refuses a test-channel payment at verify, tells the payer why, and answers the same on every later verify', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000, channel: { type: 'TEST', key: fakePaymentChannelKey } });
    const response = await verify(intent);
    expect(response.statusCode).toBe(200);
    const expected: PaymentResult = {
      paymentId: intent.paymentId,
      status: 'FAILED',
      amount: 80000,
      paidAt: null,
      campaignName: '근조 기부화환',
      notice: messages.payment.refused.TEST_CHANNEL,
    };
    expect(response.json()).toEqual(expected);
    await expectRefused(intent.paymentId, 'TEST_CHANNEL');
    // Again, and through the webhook too: the same answer, still one record and one alert, and nothing is cancelled (a test channel moved no money).
    expect((await verify(intent)).json()).toEqual(expected);
    expect((await webhook(intent.paymentId)).json()).toEqual({ paymentId: intent.paymentId, status: 'FAILED' });
    expect(await alertsOf(intent.paymentId)).toHaveLength(1);
    expect(fake.cancels.map((cancel) => cancel.paymentId)).not.toContain(intent.paymentId);
  });

  it('refuses it when the webhook comes first', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000, channel: { type: 'TEST', key: fakePaymentChannelKey } });
    const response = await webhook(intent.paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentId: intent.paymentId, status: 'FAILED' });
    await expectRefused(intent.paymentId, 'TEST_CHANNEL');
  });

  it('refuses it when reconciliation finds it', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000, channel: { type: 'TEST', key: fakePaymentChannelKey } });
    const gateway = createPaymentGateway(t.config.payment, t.database.db)!;
    const now = new Date(Date.now() + 120_000);
    await reconcileIntents({ db: t.database.db, gateway, log: t.app.log }, { createdBefore: now, checkedBefore: now, now });
    await expectRefused(intent.paymentId, 'TEST_CHANNEL');
  });

  it('refuses, and refunds, a payment through another live channel of the store', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000, channel: { type: 'LIVE', key: 'channel-key-another-live-channel' } });
    expect((await verify(intent)).json()).toMatchObject({ status: 'FAILED', notice: messages.payment.refused.OTHER_CHANNEL });
    await expectRefused(intent.paymentId, 'OTHER_CHANNEL');
    expect(fake.cancels).toContainEqual({ paymentId: intent.paymentId, body: expect.objectContaining({ reason: messages.payment.otherChannelCancelReason }) });
    expect(fake.get(intent.paymentId)?.status).toBe('CANCELLED');
  });

  it('settles a payment through the configured live channel', async () => {
    const intent = await newIntent();
    fake.set(intent.paymentId, { status: 'PAID', amount: 80000, channel: { type: 'LIVE', key: fakePaymentChannelKey } });
    const result = (await verify(intent)).json() as PaymentResult;
    expect(result).toMatchObject({ status: 'PAID', amount: 80000 });
    expect(result).not.toHaveProperty('notice');
    expect(await intentOf(intent.paymentId)).toMatchObject({ status: 'PAID', refusal: null });
    expect(await alertsOf(intent.paymentId)).toEqual([]);
    expect(((await getAs(t.app, `/api/payment/get-payment-list-for-kiosk/${publicNum}/1`)).json() as Page<unknown>).totalElements).toBe(1);
  });
});
