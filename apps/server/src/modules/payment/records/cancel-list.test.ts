import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type CancelledPayment } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectMembersOnly, getAs, loginAs, nonMemberSession } from '@server/test/member-session';
import { createAccount, createCampaign, createPayment, createWeddingInvitation } from '@server/seed/factories';

let t: TestContext;
let member: string;
let other: string;
let nonMember: string;
// The member's cancelled payments, oldest first.
const cancelled: number[] = [];
let orderNum: string;

const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const payer = await createAccount(db, { username: 'payer0001' });
  const someone = await createAccount(db, { username: 'payer0002' });
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', displayYn: 'N' });
  const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
  orderNum = wedding.orderNum;
  const at = (day: number) => new Date(Date.UTC(2025, 5, day, 3));
  // Eleven cancelled payments over eleven days, the 4th only partly.
  for (let day = 1; day <= 11; day += 1) {
    const status = day === 4 ? 'PARTIAL_CANCELLED' : 'CANCELLED';
    const payment = await createPayment(db, wedding, {
      accountSeq: payer.accountSeq,
      amount: 60000,
      status,
      paidAt: at(day),
      cancelledAt: new Date(at(day).getTime() + 3600_000),
      cancelledAmount: status === 'CANCELLED' ? 60000 : 30000,
      createDate: at(day),
    });
    cancelled.push(payment.paymentSeq);
  }
  // Paid, failed or someone else's payments never show.
  await createPayment(db, wedding, { accountSeq: payer.accountSeq, status: 'PAID', createDate: at(20) });
  await createPayment(db, wedding, { accountSeq: payer.accountSeq, status: 'FAILED', createDate: at(21) });
  await createPayment(db, wedding, { accountSeq: someone.accountSeq, status: 'CANCELLED', cancelledAmount: 60000, createDate: at(22) });
  await createPayment(db, wedding, { accountSeq: null, status: 'CANCELLED', cancelledAmount: 60000, createDate: at(23) });

  member = await loginAs(t.app, 'payer0001');
  other = await loginAs(t.app, 'payer0002');
  nonMember = await nonMemberSession(t);
});
afterAll(() => t.close());

describe('GET /api/payment/cancel-list', () => {
  it("lists the member's cancelled and partly cancelled payments, newest first, 10 a page", async () => {
    const response = await get('/api/payment/cancel-list', member);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { content: CancelledPayment[]; totalElements: number };
    expect(body.totalElements).toBe(11);
    expect(body.content.map((row) => row.paymentSeq)).toEqual([...cancelled].reverse().slice(0, 10));
    const partial = body.content.find((row) => row.paymentSeq === cancelled[3])!;
    expect(partial).toEqual({
      paymentSeq: cancelled[3],
      paymentId: expect.stringMatching(/^pay-/),
      // The campaign is no longer published, but it is still the member's own history.
      campaignName: '축하 기부화환',
      amount: 60000,
      cancelledAmount: 30000,
      status: 'PARTIAL_CANCELLED',
      paidAt: '2025-06-04T03:00:00.000Z',
      cancelledAt: '2025-06-04T04:00:00.000Z',
    });
    // The payer sees the payment's own number, never the host's order number (their login secret).
    expect(JSON.stringify(body)).not.toContain(orderNum);
    const page2 = (await get('/api/payment/cancel-list?page=2', member)).json() as { content: CancelledPayment[]; totalElements: number };
    expect(page2.totalElements).toBe(11);
    expect(page2.content.map((row) => row.paymentSeq)).toEqual([cancelled[0]]);
    expect((await get('/api/payment/cancel-list?page=3', member)).json()).toEqual({ content: [], totalElements: 11 });
  });

  it('shows each member only their own', async () => {
    const response = await get('/api/payment/cancel-list', other);
    expect(response.json().totalElements).toBe(1);
  });

  it('refuses a page that is not a page number', async () => {
    for (const page of ['0', 'x', '-1']) {
      const response = await get(`/api/payment/cancel-list?page=${page}`, member);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.query.page });
    }
  });

  it('is for members: 401 without a session, 403 for a non-member', async () => {
    await expectMembersOnly(t.app, '/api/payment/cancel-list', nonMember);
  });
});
