import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only, type AdminLedgerRow, type CampaignDetail, type DonationLedger, type PaymentIntent } from '@ongi/shared';
import { campaigns, orderNumbers, payments } from '@server/db/schema';
import { fakeWebhookSecret, type FakePortOnePayments } from '@server/integrations/payment/testing/fake-portone';
import { createAccount, createCampaign, createDonationCategory, createDonationGroup, createFuneralInvitation, createPayment } from '@server/seed/factories';
import { getAs, loginAs } from '@server/test/member-session';
import { createPortOneTestApp, wreathGuests, type PortOneTestContext, type WreathGuests } from '@server/test/portone';
import { campaignLedger, donationGroupLedger, rebuildLedgerSummary } from '../index';

// The donation ledger is kept by the database as payments change (the
// trigger of db/sql/payment_summaries_follow.sql). Whatever happens to a payment, the kept sums
// must equal what a direct SQL sum over the payment table says, to the won.

let fake: FakePortOnePayments;
let t: PortOneTestContext;
let guests: WreathGuests;
let admin: string;
let publicNum: string;
let campaignSeq: number;
let recipientSeq: number;
let groupSeq: number;
const post = (url: string, payload?: unknown, cookie?: string) => guests.post(url, payload, cookie);
const newIntent = (donationAmount: number) => guests.start(donationAmount);
const verify = (intent: PaymentIntent) => guests.verify(intent);
const pay = (donationAmount: number) => guests.pay(donationAmount);

type Row = Record<string, unknown>;
const rows = async (query: string) => ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows.map(normalise);
const normalise = (row: Row) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : String(value)]));

/** What the payments say, summed by hand in SQL: per Korean month, campaign and recipient. */
const directLedger = () =>
  rows(`select to_char(paid_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, coalesce(campaign_seq, 0) as campaign, coalesce(category_donation_seq, 0) as recipient,
          count(*) as n, sum(amount - cancelled_amount) as total, sum(floor((amount - cancelled_amount) / 2.0)) as donated
        from payment where purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED') group by 1, 2, 3 order by 1, 2, 3`);

/** What the database keeps, less the rows whose wreaths have all gone. */
const keptLedger = () =>
  rows(`select to_char(month, 'YYYY-MM') as month, campaign_seq as campaign, category_donation_seq as recipient, paid_count as n, total_paid as total, donated_amount as donated
        from donation_ledger_month where paid_count <> 0 or total_paid <> 0 or donated_amount <> 0 order by 1, 2, 3`);

const directTally = () =>
  rows(`select to_char(listed_at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day, status, purpose, coalesce(message <> '', false) as has_message, count(*) as n
        from payment group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
const keptTally = () =>
  rows(`select to_char(day, 'YYYY-MM-DD') as day, status, purpose, has_message, payments as n from payment_tally where payments <> 0 order by 1, 2, 3, 4`);
const directTotals = () =>
  rows(`select status, purpose, coalesce(message <> '', false) as has_message, count(*) as n from payment group by 1, 2, 3 order by 1, 2, 3`);
const keptTotals = () => rows(`select status, purpose, has_message, payments as n from payment_total where payments <> 0 order by 1, 2, 3`);

const standing = `purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED')`;
const directOrders = () =>
  rows(`select order_num, count(*) as payments, count(*) filter (where ${standing}) as n,
          coalesce(sum(amount - cancelled_amount) filter (where ${standing}), 0) as total,
          coalesce(sum(floor((amount - cancelled_amount) / 2.0)) filter (where ${standing}), 0) as donated
        from payment where order_num is not null group by 1 order by 1`);
const keptOrders = () =>
  rows(`select order_num, payments, paid_count as n, total_paid as total, donated_amount as donated from payment_order_summary
        where payments <> 0 order by 1`);
const directNames = () => rows(`select name, count(*) as n from payment where name is not null group by 1 order by 1`);
const keptNames = () => rows(`select name, payments as n from payment_name_tally where payments <> 0 order by 1`);

/** The campaign's figures straight from the payment table. */
async function directCampaign(seq: number): Promise<DonationLedger> {
  const [row] =
    await rows(`select count(*) as n, coalesce(sum(amount - cancelled_amount), 0) as total, coalesce(sum(floor((amount - cancelled_amount) / 2.0)), 0) as donated
    from payment where campaign_seq = ${Number(seq)} and purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED')`);
  return { paidCount: Number(row!.n), totalPaid: Number(row!.total), donatedAmount: Number(row!.donated) };
}

/** The kept ledger and counts equal the direct sums, and so do the pages that show them. */
async function expectExact() {
  const direct = await directLedger();
  expect(await keptLedger()).toEqual(direct);
  expect(await keptTally()).toEqual(await directTally());
  expect(await keptTotals()).toEqual(await directTotals());
  expect(await keptOrders()).toEqual(await directOrders());
  expect(await keptNames()).toEqual(await directNames());
  // What the campaign and donation group pages answer (read as their routes read it: some writes here bypass the app and its cache).
  expect(await campaignLedger(t.database.db, campaignSeq)).toEqual(await directCampaign(campaignSeq));
  const byRecipient = direct.filter((row) => row.recipient === String(recipientSeq));
  expect(await donationGroupLedger(t.database.db, groupSeq)).toEqual({
    paidCount: byRecipient.reduce((sum, row) => sum + Number(row.n), 0),
    totalPaid: byRecipient.reduce((sum, row) => sum + Number(row.total), 0),
    donatedAmount: byRecipient.reduce((sum, row) => sum + Number(row.donated), 0),
  });
  return direct;
}

const statusOf = async (paymentId: string) =>
  only(await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.paymentId, paymentId)), 'the payment').status;

beforeAll(async () => {
  t = await createPortOneTestApp();
  fake = t.fake;
  const db = t.database.db;
  recipientSeq = (await createDonationCategory(db, { name: '온기 나눔재단' })).categoryDonationSeq;
  groupSeq = (await createDonationGroup(db, { groupName: '온기 나눔재단', categoryDonationSeq: recipientSeq })).donationGroupSeq;
  campaignSeq = (await createCampaign(db, { campaignName: '근조 기부화환', campaignAmount: 50000, campaignType: 'FUNERAL', categoryDonationSeq: recipientSeq }))
    .campaignSeq;
  const funeral = await createFuneralInvitation(db, { campaignSeq });
  publicNum = only(
    await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, funeral.orderNum)),
    'the funeral order',
  ).publicNum;
  guests = wreathGuests(t, { publicNum, subnet: 11 });
  await createAccount(db, { username: 'ledgeradmin01', roleType: 'ADMIN' });
  admin = await loginAs(t.app, 'ledgeradmin01');
});
afterAll(() => t.close());

describe('the ledger kept as payments change', () => {
  it('follows payments paid, cancelled by an administrator, cancelled at the provider and partly refunded, to the won', async () => {
    expect(await expectExact()).toEqual([]);
    // Odd amounts, so that each half rounds down before it is added.
    const first = await pay(30001);
    const second = await pay(10003);
    const third = await pay(20005);
    expect(await expectExact()).toEqual([
      {
        month: '2026-01',
        campaign: String(campaignSeq),
        recipient: String(recipientSeq),
        n: '3',
        total: String(80001 + 60003 + 70005),
        donated: String(40000 + 30001 + 35002),
      },
    ]);
    const detail = (await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${campaignSeq}`)).json() as CampaignDetail;
    expect(detail.donationLedger).toEqual({ paidCount: 3, totalPaid: 80001 + 60003 + 70005, donatedAmount: 40000 + 30001 + 35002 });

    const cancelled = await post(`/api/admin/payment/cancel/${first.paymentId}`, { reason: '보낸 분 요청' }, admin);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    await expectExact();

    // Cancelled in PortOne's console: its webhook is followed.
    fake.set(second.paymentId, { status: 'CANCELLED', amount: second.amount });
    const { body, headers } = fake.webhook(second.paymentId, fakeWebhookSecret, 'Transaction.Cancelled');
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body })).json()).toMatchObject({ status: 'CANCELLED' });
    await expectExact();

    // A partial refund as it is recorded (the product does not take one from the provider yet; the seed writes them so):
    // what stays paid is 70,005 - 20,000 = 50,005, its half 25,002.
    await t.database.db
      .update(payments)
      .set({ status: 'PARTIAL_CANCELLED', cancelledAmount: 20000, cancelledAt: new Date() })
      .where(eq(payments.paymentId, third.paymentId));
    expect(await expectExact()).toEqual([
      { month: '2026-01', campaign: String(campaignSeq), recipient: String(recipientSeq), n: '1', total: '50005', donated: '25002' },
    ]);

    // The back office's month row says the same.
    const month = (await getAs(t.app, '/api/admin/donation-ledger/list?by=campaign&month=2026-01', admin)).json() as { content: AdminLedgerRow[] };
    expect(month.content).toEqual([{ seq: campaignSeq, name: '근조 기부화환', paidCount: 1, totalPaid: 50005, donatedAmount: 25002 }]);
  });

  it('counts each wreath in its Korean month; a campaign with wreaths cannot be removed, and wreaths of none are under 지정 없음', async () => {
    const db = t.database.db;
    const funeral = await createFuneralInvitation(db, { campaignSeq });
    const gone = await createCampaign(db, { campaignName: '곧 지울 캠페인', categoryDonationSeq: recipientSeq });
    // 00:30 on 1 March in Korea is still February in UTC: March's.
    await createPayment(db, funeral, { amount: 41001, campaignSeq: gone.campaignSeq, paidAt: new Date('2026-03-01T00:30:00+09:00') });
    await createPayment(db, funeral, { amount: 33333, campaignSeq: gone.campaignSeq, paidAt: new Date('2026-02-28T23:30:00+09:00') });
    await expectExact();
    const march = (await getAs(t.app, '/api/admin/donation-ledger/list?by=campaign&month=2026-03', admin)).json() as { content: AdminLedgerRow[] };
    expect(march.content).toEqual([{ seq: gone.campaignSeq, name: '곧 지울 캠페인', paidCount: 1, totalPaid: 41001, donatedAmount: 20500 }]);

    // The campaign cannot be removed under its payments (the foreign key restricts): the ledger keeps its name.
    await expect(db.delete(campaigns).where(eq(campaigns.campaignSeq, gone.campaignSeq))).rejects.toThrow();
    await expectExact();
    const kept = (await getAs(t.app, '/api/admin/donation-ledger/list?by=campaign&month=2026-03', admin)).json() as { content: AdminLedgerRow[] };
    expect(kept.content).toEqual(march.content);
    // A payment of no campaign (the payment test page's, or one made before a campaign was set) is under 지정 없음, and the trigger follows the change.
    await db.update(payments).set({ campaignSeq: null }).where(eq(payments.campaignSeq, gone.campaignSeq));
    await expectExact();
    const after = (await getAs(t.app, '/api/admin/donation-ledger/list?by=campaign&month=2026-03', admin)).json() as { content: AdminLedgerRow[] };
    expect(after.content).toEqual([{ seq: 0, name: '지정 없음', paidCount: 1, totalPaid: 41001, donatedAmount: 20500 }]);
  });

  it('stays exact when settlements and cancellations of different payments on one campaign run at once', async () => {
    const before = await directCampaign(campaignSeq);
    const intents = [];
    for (let i = 0; i < 12; i += 1) intents.push(await newIntent(1000 + 2 * i + 1));
    for (const intent of intents) fake.set(intent.paymentId, { status: 'PAID', amount: intent.amount });
    const settled = await Promise.all(intents.map((intent) => verify(intent)));
    expect(settled.map((response) => response.json().status)).toEqual(intents.map(() => 'PAID'));
    const paid = intents.reduce((sum, intent) => sum + intent.amount, 0);
    expect(await directCampaign(campaignSeq)).toEqual({
      paidCount: before.paidCount + 12,
      totalPaid: before.totalPaid + paid,
      donatedAmount: before.donatedAmount + intents.reduce((sum, intent) => sum + Math.floor(intent.amount / 2), 0),
    });
    await expectExact();

    // Half of them cancelled while six more are settled, all at once.
    const more = [];
    for (let i = 0; i < 6; i += 1) more.push(await newIntent(3000 + 2 * i + 1));
    for (const intent of more) fake.set(intent.paymentId, { status: 'PAID', amount: intent.amount });
    const answers = await Promise.all([
      ...intents.slice(0, 6).map((intent) => post(`/api/admin/payment/cancel/${intent.paymentId}`, { reason: '중복 결제' }, admin)),
      ...more.map((intent) => verify(intent)),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 200));
    for (const intent of intents.slice(0, 6)) expect(await statusOf(intent.paymentId)).toBe('CANCELLED');
    await expectExact();
  });
});

describe('rebuildLedgerSummary', () => {
  it('recomputes the ledger and the day totals from the payments after they went wrong', async () => {
    const expected = await directLedger();
    expect(expected.length).toBeGreaterThan(0);
    await t.database.db.execute(sql`update donation_ledger_month set total_paid = total_paid + 1, paid_count = paid_count + 7`);
    await t.database.db.execute(sql`delete from payment_tally where status = 'PAID'`);
    await t.database.db.execute(sql`update payment_total set payments = payments - 1`);
    await t.database.db.execute(sql`delete from payment_order_summary`);
    await t.database.db.execute(sql`update payment_name_tally set payments = payments + 2`);
    expect(await keptLedger()).not.toEqual(expected);

    await rebuildLedgerSummary(t.database.db);
    expect(await keptLedger()).toEqual(expected);
    await expectExact();
  });
});
