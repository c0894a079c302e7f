import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AdminGatewayCheckRow, type GatewayCheckRunResult } from '@ongi/shared';
import { fakePaymentStoreId, type FakePortOnePayments } from '@server/integrations/payment/testing/fake-portone';
import { adminCallers, type AdminCallers } from '@server/test/admin';
import { getAs, postAs } from '@server/test/member-session';
import { createPortOneTestApp, type PortOneTestContext } from '@server/test/portone';
import { createCampaign, createPayment, createWeddingInvitation, newPaymentId, type Payment } from '@server/seed/factories';
import { yesterdayInSeoul } from './service';

// 일별 대사 through the real @portone/server-sdk client against a fake of
// PortOne's HTTP API (GET /payments-by-cursor, GET /payments/{id}).

let fake: FakePortOnePayments;
let t: PortOneTestContext;
let callers: AdminCallers;
const day = yesterdayInSeoul();
const noon = new Date(`${day}T12:00:00+09:00`);
const at = (minutes: number) => new Date(noon.getTime() + minutes * 60_000);
const paid: Payment[] = [];

const runDay = async () => {
  const response = await postAs(t.app, '/api/admin/reconciliation/run', { day }, callers.admin);
  expect(response.statusCode).toBe(200);
  return response.json() as GatewayCheckRunResult;
};

beforeAll(async () => {
  t = await createPortOneTestApp();
  fake = t.fake;
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000 });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
  // A thousand windows opened that morning and never paid fill PortOne's first page, so the check must read the next.
  for (let i = 0; i < 1000; i += 1) {
    fake.set(`filler-${String(i).padStart(4, '0')}`, { status: 'FAILED', amount: 50000, requestedAt: at(-120).toISOString() });
  }
  for (const [minutes, amount] of [
    [0, 60000],
    [15, 80000],
  ] as const) {
    const payment = await createPayment(db, invitation, { provider: 'portone', amount, paidAt: at(minutes) });
    fake.set(payment.paymentId, { status: 'PAID', amount, requestedAt: at(minutes - 1).toISOString(), paidAt: at(minutes).toISOString() });
    paid.push(payment);
  }
  // Partly refunded here and there alike.
  const partial = await createPayment(db, invitation, {
    provider: 'portone',
    amount: 100000,
    status: 'PARTIAL_CANCELLED',
    cancelledAmount: 30000,
    paidAt: at(30),
  });
  fake.set(partial.paymentId, {
    status: 'PARTIAL_CANCELLED',
    amount: 100000,
    cancellations: [{ id: 'cancel-partial', amount: 30000, reason: '부분 환불', cancelledAt: at(45).toISOString() }],
    requestedAt: at(29).toISOString(),
    paidAt: at(30).toISOString(),
  });
  // Opened the evening before, paid on the day.
  const early = await createPayment(db, invitation, { provider: 'portone', amount: 50000, paidAt: at(-11 * 60 - 59) });
  fake.set(early.paymentId, { status: 'PAID', amount: 50000, requestedAt: at(-12 * 60 - 30).toISOString(), paidAt: at(-11 * 60 - 59).toISOString() });
});
afterAll(() => t.close());

describe('the daily check against PortOne', () => {
  it('pages through PortOne’s list of the day and finds a clean day clean', async () => {
    const { check } = await runDay();
    expect(check).toMatchObject({ day, provider: 'portone', supported: true, paymentsHere: 4, paymentsAtGateway: 4, differences: 0 });
    expect(check.amountHere).toBe(60000 + 80000 + 70000 + 50000);
    expect(check.amountAtGateway).toBe(check.amountHere);
    expect(fake.listRequests).toHaveLength(2);
    expect(fake.listRequests[0]).toMatchObject({ storeId: fakePaymentStoreId, size: 1000 });
    // The first page ends with the thousand-and-first window in creation order (the evening-before one came first).
    expect(fake.listRequests[1]!.cursor).toBe('filler-0998');
  });

  it('flags an amount PortOne charged differently and a payment it never had', async () => {
    const [changed] = paid as [Payment];
    fake.set(changed.paymentId, { status: 'PAID', amount: 65000, requestedAt: at(-1).toISOString(), paidAt: at(0).toISOString() });
    const stranger = newPaymentId();
    fake.set(stranger, { status: 'PAID', amount: 30000, requestedAt: at(44).toISOString(), paidAt: at(45).toISOString() });
    const { check, message } = await runDay();
    expect(check).toMatchObject({ differences: 2, open: 2 });
    expect(message).toBe(messages.reconciliation.ran(day, 2));
    const response = await getAs(t.app, `/api/admin/reconciliation/list?day=${day}`, callers.admin);
    const rows = (response.json() as { content: AdminGatewayCheckRow[] }).content;
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(expect.objectContaining({ paymentId: changed.paymentId, kind: 'AMOUNT', ourAmount: 60000, gatewayAmount: 65000 }));
    expect(rows).toContainEqual(expect.objectContaining({ paymentId: stranger, kind: 'MISSING_HERE', ourAmount: null, gatewayAmount: 30000 }));
    // Run again: the same two rows.
    expect((await runDay()).check.differences).toBe(2);
    const again = (await getAs(t.app, `/api/admin/reconciliation/list?day=${day}`, callers.admin)).json() as { totalElements: number };
    expect(again.totalElements).toBe(2);
  });
});
