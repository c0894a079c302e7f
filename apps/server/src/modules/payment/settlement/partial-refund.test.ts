import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatWon, messages, only, type AdminPayment, type InvitationView, type KioskNameWall, type PaymentReceipt } from '@ongi/shared';
import { orderNumbers, paymentCancels, paymentIntents, payments } from '@server/db/schema';
import { fakeWebhookSecret, type FakePortOnePayments } from '@server/integrations/payment/testing/fake-portone';
import { createCampaign, createDonationCategory, createFuneralInvitation } from '@server/seed/factories';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { createPortOneTestApp, wreathGuests, type PortOneTestContext, type WreathGuests } from '@server/test/portone';

// Partial refunds through PortOne (issue 25): the real @portone/server-sdk
// client against the fake PortOne HTTP API. A part, then the rest; the bounds;
// who may; two refunds at once; a refund made in PortOne's console followed
// from its webhook; and every figure that counts the wreath (ledger, guest
// page, kiosk) equal to a direct SQL sum after each refund.

let fake: FakePortOnePayments;
let t: PortOneTestContext;
let guests: WreathGuests;
let callers: AdminCallers;
let orderNum: string;
let publicNum: string;
const payer = { name: '김온기', phone: '01023456789' };
/** A guest's wreath paid at PortOne and verified: the campaign's 50,000 plus `donationAmount`. */
const pay = (donationAmount: number) => guests.pay(donationAmount);

const refund = (paymentId: string, body: unknown) => postAs(t.app, `/api/admin/payment/refund/${paymentId}`, body, callers.admin);
const paymentRow = async (paymentId: string) => only(await t.database.db.select().from(payments).where(eq(payments.paymentId, paymentId)), 'the payment');
const historyOf = async (paymentSeq: number) =>
  t.database.db.select().from(paymentCancels).where(eq(paymentCancels.paymentSeq, paymentSeq)).orderBy(asc(paymentCancels.paymentCancelSeq));
const detailOf = async (paymentId: string) => {
  const response = await getAs(t.app, `/api/admin/payment/detail/${paymentId}`, callers.admin);
  expect(response.statusCode).toBe(200);
  return response.json() as AdminPayment;
};
const receiptOf = async (paymentId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/payment/receipt/${paymentId}/${encodeURIComponent(payer.name)}/${payer.phone}`,
    remoteAddress: '10.13.0.1',
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PaymentReceipt;
};

type Row = Record<string, unknown>;
const rows = async (query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
  );
const standing = `purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED')`;

/** Every figure that counts this funeral's wreaths equals the direct sum over the payment table, to the won. */
async function expectFiguresFollow() {
  const [direct] = await rows(`select count(*) as n, coalesce(sum(amount - cancelled_amount), 0) as total,
      coalesce(sum(floor((amount - cancelled_amount) / 2.0)), 0) as donated from payment where order_num = '${orderNum}' and ${standing}`);
  // The kept sums (the trigger of db/sql/payment_summaries_follow.sql).
  expect(
    await rows(`select paid_count as n, total_paid as total, donated_amount as donated from payment_order_summary where order_num = '${orderNum}'`),
  ).toEqual([direct]);
  const [ledger] = await rows(
    `select coalesce(sum(paid_count), 0) as n, coalesce(sum(total_paid), 0) as total, coalesce(sum(donated_amount), 0) as donated from donation_ledger_month`,
  );
  const [all] = await rows(`select count(*) as n, coalesce(sum(amount - cancelled_amount), 0) as total,
      coalesce(sum(floor((amount - cancelled_amount) / 2.0)), 0) as donated from payment where ${standing}`);
  expect(ledger).toEqual(all);
  // The guest page's 모인 기부금 and the kiosk's running total.
  const view = (await t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${publicNum}` })).json() as InvitationView;
  expect(view.campaign?.raisedAmount).toBe(Number(direct!.donated));
  const wall = (await t.app.inject({ method: 'GET', url: `/api/kiosk/names/${publicNum}` })).json() as KioskNameWall;
  expect(wall.total).toEqual({ paidCount: Number(direct!.n), donatedAmount: Number(direct!.donated) });
  // The history adds up to what each payment says was refunded.
  expect(
    await rows(
      `select p.payment_id, p.cancelled_amount from payment p where p.cancelled_amount <> coalesce((select sum(c.amount) from payment_cancel c where c.payment_seq = p.payment_seq), 0)`,
    ),
  ).toEqual([]);
}

beforeAll(async () => {
  t = await createPortOneTestApp();
  fake = t.fake;
  const db = t.database.db;
  callers = await adminCallers(t);
  const recipient = await createDonationCategory(db, { name: '온기 나눔재단' });
  const campaign = await createCampaign(db, {
    campaignName: '근조 기부화환',
    campaignAmount: 50000,
    campaignType: 'FUNERAL',
    categoryDonationSeq: recipient.categoryDonationSeq,
  });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq, kioskShowTotal: true });
  orderNum = funeral.orderNum;
  publicNum = only(await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), 'the order').publicNum;
  guests = wreathGuests(t, { publicNum, subnet: 12, name: payer.name, phoneNum: payer.phone });
});
afterAll(() => t.close());

describe('POST /api/admin/payment/refund/:paymentId', () => {
  it('refunds a part through PortOne’s partial cancel, then the rest; the state, history, receipt and figures follow', async () => {
    const wreath = await pay(10001); // 60,001 won
    await expectFiguresFollow();

    const first = await refund(wreath.paymentId, { amount: 20000, reason: '일부 환불 요청' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 20000 });
    expect(fake.cancels.at(-1)).toEqual({ paymentId: wreath.paymentId, body: expect.objectContaining({ amount: 20000, reason: '일부 환불 요청' }) });
    expect(fake.get(wreath.paymentId)?.status).toBe('PARTIAL_CANCELLED');
    const row = await paymentRow(wreath.paymentId);
    expect(row).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 20000, cancelRequestedAt: null });
    const [intent] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.paymentId, wreath.paymentId));
    expect(intent?.status).toBe('PARTIAL_CANCELLED');
    await expectFiguresFollow();

    const second = await refund(wreath.paymentId, { amount: 40001, reason: '나머지 환불' });
    expect(second.json()).toMatchObject({ status: 'CANCELLED', cancelledAmount: 60001 });
    expect(fake.get(wreath.paymentId)?.status).toBe('CANCELLED');
    await expectFiguresFollow();

    const history = await historyOf(row.paymentSeq);
    expect(history.map(({ amount, reason, accountSeq }) => ({ amount, reason, accountSeq }))).toEqual([
      { amount: 20000, reason: '일부 환불 요청', accountSeq: callers.adminAccountSeq },
      { amount: 40001, reason: '나머지 환불', accountSeq: callers.adminAccountSeq },
    ]);
    expect(history.every((line) => line.gatewayReference?.startsWith('cancel-'))).toBe(true);

    const detail = await detailOf(wreath.paymentId);
    expect(detail).toMatchObject({ status: 'CANCELLED', cancelledAmount: 60001, remainingAmount: 0, donatedAmount: 0 });
    expect(detail.refunds).toMatchObject([
      { amount: 20000, reason: '일부 환불 요청', refundedBy: '김관리', fromRequest: false },
      { amount: 40001, reason: '나머지 환불', refundedBy: '김관리', fromRequest: false },
    ]);
    const receipt = await receiptOf(wreath.paymentId);
    expect(receipt).toMatchObject({ status: 'CANCELLED', cancelledAmount: 60001, remainingAmount: 0 });
    expect(receipt.refunds.map((line) => line.amount)).toEqual([20000, 40001]);
    // Nothing stays paid.
    expectRefusal(await refund(wreath.paymentId, { amount: 1, reason: '또' }), 409, messages.payment.alreadyCancelled);
  });

  it('takes the rest of a partly refunded payment with the full cancel', async () => {
    const wreath = await pay(1000); // 51,000 won
    expect((await refund(wreath.paymentId, { amount: 12345, reason: '일부' })).statusCode).toBe(200);
    const cancelled = await postAs(t.app, `/api/admin/payment/cancel/${wreath.paymentId}`, { reason: '나머지 전부' }, callers.admin);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancelledAmount: 51000 });
    expect(fake.cancels.at(-1)?.body).not.toHaveProperty('amount');
    expect((await historyOf((await paymentRow(wreath.paymentId)).paymentSeq)).map((line) => line.amount)).toEqual([12345, 38655]);
    await expectFiguresFollow();
  });

  it('says what is wrong with the amount or the reason, and asks PortOne nothing', async () => {
    const wreath = await pay(5000); // 55,000 won
    expect((await refund(wreath.paymentId, { amount: 5000, reason: '일부' })).statusCode).toBe(200);
    const asked = fake.cancels.length;
    expectRefusal(await refund(wreath.paymentId, { reason: '금액 없음' }), 400, messages.payment.refundAmountRequired);
    expectRefusal(await refund(wreath.paymentId, { amount: '1000', reason: '글자' }), 400, messages.payment.refundAmountRequired);
    expectRefusal(await refund(wreath.paymentId, { amount: 0, reason: '영' }), 400, messages.payment.refundAmountMin);
    expectRefusal(await refund(wreath.paymentId, { amount: -10, reason: '음수' }), 400, messages.payment.refundAmountMin);
    expectRefusal(await refund(wreath.paymentId, { amount: 2.5, reason: '소수' }), 400, messages.payment.refundAmountWhole);
    expectRefusal(await refund(wreath.paymentId, { amount: 1000, reason: ' ' }), 400, messages.payment.refundReasonRequired);
    expectRefusal(await refund(wreath.paymentId, { amount: 1000, reason: '가'.repeat(201) }), 400, messages.payment.refundReasonTooLong);
    // One won more than stays paid (55,000 − 5,000).
    expectRefusal(await refund(wreath.paymentId, { amount: 50001, reason: '초과' }), 400, messages.payment.refundAmountOver(formatWon(50000)));
    expectRefusal(await refund('pay-none', { amount: 1000, reason: '없음' }), 404, messages.payment.notFound);
    expect(fake.cancels.length).toBe(asked);
    expect(await paymentRow(wreath.paymentId)).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 5000, cancelRequestedAt: null });
  });

  it('lets the payment be refunded again when PortOne refuses a part', async () => {
    const wreath = await pay(1000);
    fake.refuseCancels = true;
    try {
      expectRefusal(await refund(wreath.paymentId, { amount: 1000, reason: '거절될 환불' }), 502, messages.payment.providerError);
    } finally {
      fake.refuseCancels = false;
    }
    expect(await paymentRow(wreath.paymentId)).toMatchObject({ status: 'PAID', cancelledAmount: 0, cancelRequestedAt: null });
    expect((await refund(wreath.paymentId, { amount: 1000, reason: '다시' })).json()).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 1000 });
  });

  it('keeps a second refund away while one is at PortOne, so two together never exceed the payment', async () => {
    const wreath = await pay(10000); // 60,000 won
    const held = fake.holdNextCancel();
    const first = refund(wreath.paymentId, { amount: 40000, reason: '첫 번째' });
    await held.arrived;
    expectRefusal(await refund(wreath.paymentId, { amount: 40000, reason: '두 번째' }), 409, messages.payment.refundInProgress);
    held.release();
    expect((await first).json()).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 40000 });
    // Afterwards the second is measured against what stays: 20,000.
    expectRefusal(await refund(wreath.paymentId, { amount: 40000, reason: '두 번째' }), 400, messages.payment.refundAmountOver(formatWon(20000)));

    // Five at once: one reaches PortOne and is held there; the other four are told to wait. A refund that came
    // after it finished would be measured against the 5,000 left (a 400), so it is released once all four answered.
    const together = fake.holdNextCancel();
    let answered = 0;
    const pending = [1, 2, 3, 4, 5].map((n) =>
      refund(wreath.paymentId, { amount: 15000, reason: `동시 ${n}` }).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    await together.arrived;
    await vi.waitFor(() => expect(answered).toBe(4), { timeout: 10_000 });
    together.release();
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) expectRefusal(answer, 409, messages.payment.refundInProgress);
    const row = await paymentRow(wreath.paymentId);
    expect(row).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 55000 });
    expect((await historyOf(row.paymentSeq)).reduce((sum, line) => sum + line.amount, 0)).toBe(55000);
    expect(fake.get(wreath.paymentId)?.cancellations?.reduce((sum, line) => sum + line.amount, 0)).toBe(55000);
    await expectFiguresFollow();
  });

  it('is for administrators only', async () => {
    const wreath = await pay(1000);
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `/api/admin/payment/refund/${wreath.paymentId}`, payload: { amount: 1000, reason: '권한' } });
    expect(await paymentRow(wreath.paymentId)).toMatchObject({ status: 'PAID', cancelledAmount: 0 });
  });
});

describe('a refund made in PortOne’s console', () => {
  const webhook = (paymentId: string, type: string) => {
    const { body, headers } = fake.webhook(paymentId, fakeWebhookSecret, type);
    return t.app.inject({ method: 'POST', url: '/api/payment/webhook', headers, payload: body });
  };

  it('is followed from Transaction.PartialCancelled, once however often the webhook comes, and the rest from Transaction.Cancelled', async () => {
    const wreath = await pay(20000); // 70,000 won
    const done = fake.refundAtConsole(wreath.paymentId, 15000, '콘솔 부분 환불');
    for (let i = 0; i < 2; i++) expect((await webhook(wreath.paymentId, 'Transaction.PartialCancelled')).statusCode).toBe(200);
    const row = await paymentRow(wreath.paymentId);
    expect(row).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 15000 });
    expect(await historyOf(row.paymentSeq)).toMatchObject([{ amount: 15000, reason: '콘솔 부분 환불', accountSeq: null, gatewayReference: done.id }]);
    await expectFiguresFollow();

    // Our own refund is also announced by PortOne's webhook: it is recorded once.
    expect((await refund(wreath.paymentId, { amount: 5000, reason: '관리자 환불' })).statusCode).toBe(200);
    expect((await webhook(wreath.paymentId, 'Transaction.PartialCancelled')).statusCode).toBe(200);
    expect((await paymentRow(wreath.paymentId)).cancelledAmount).toBe(20000);

    fake.refundAtConsole(wreath.paymentId, 50000, '콘솔 전액');
    expect((await webhook(wreath.paymentId, 'Transaction.Cancelled')).statusCode).toBe(200);
    expect(await paymentRow(wreath.paymentId)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 70000 });
    expect((await historyOf(row.paymentSeq)).map((line) => line.amount)).toEqual([15000, 5000, 50000]);
    await expectFiguresFollow();
  });
});
