import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { messages, refundMessages, type AdminRefundRequestRow, type InvitationView, type PaymentReceipt } from '@ongi/shared';
import { orderNumbers, payments, refundRequests, sandboxPayments } from '@server/db/schema';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { createCampaign, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let orderNum: string;
let publicNum: string;
const wreaths: Payment[] = [];
const payer = { name: '김민수', phone: '01048273916' };

const proof = (paymentId: string, name = payer.name, phone = payer.phone) =>
  `${encodeURIComponent(paymentId)}/${encodeURIComponent(name)}/${encodeURIComponent(phone)}`;
let address = 0;
// Each call from its own address, so the per-address limit is only met where a test means to.
const nextAddress = () => `198.51.100.${++address}`;
const ask = (paymentId: string, body: unknown, name?: string, phone?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment/refund-request/${proof(paymentId, name, phone)}`,
    remoteAddress: nextAddress(),
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const receipt = async (paymentId: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/payment/receipt/${proof(paymentId)}`, remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(200);
  return response.json() as PaymentReceipt;
};
const queue = async (query = '') => {
  const response = await getAs(t.app, `/api/admin/refund-request/list${query}`, callers.admin);
  expect(response.statusCode).toBe(200);
  return response.json() as { content: AdminRefundRequestRow[]; totalElements: number };
};
const seqOf = async (payment: Payment) =>
  (await t.database.db.select().from(refundRequests).where(eq(refundRequests.paymentSeq, payment.paymentSeq))).at(-1)!.refundRequestSeq;

/** The provider's side of a paid wreath, so the cancel reaches the sandbox and succeeds. */
async function atProvider(payment: Payment) {
  await t.database.db.insert(sandboxPayments).values({
    paymentId: payment.paymentId,
    flow: 'portone',
    storeId: 'store-sandbox',
    orderName: '축하 기부화환',
    amount: payment.amount,
    status: 'PAID',
    paidAt: payment.paidAt,
  });
}

const request = { reason: '잘못 결제했습니다.', contact: '010-4827-3916' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000 });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
  orderNum = invitation.orderNum;
  const [numbers] = await db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  publicNum = numbers!.publicNum;
  for (const amount of [60000, 70001, 130000, 55555]) {
    const payment = await createPayment(db, invitation, { name: payer.name, phoneNum: payer.phone, amount });
    await atProvider(payment);
    wreaths.push(payment);
  }
});
afterAll(() => t.close());

describe('POST /api/payment/refund-request/:paymentId/:name/:phoneNum', () => {
  it('files a request with the receipt’s proof, and the receipt shows it as 요청됨', async () => {
    const wreath = wreaths[0]!;
    expect((await receipt(wreath.paymentId)).refundRequest).toBeNull();
    const filed = await ask(wreath.paymentId, request, ' 김 민수', '010-4827-3916');
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ state: 'REQUESTED', declineReason: null });
    expect((await receipt(wreath.paymentId)).refundRequest).toMatchObject({ state: 'REQUESTED', declineReason: null });
  });

  it('refuses a second open request for the same payment', async () => {
    expectRefusal(await ask(wreaths[0]!.paymentId, request), 409, refundMessages.alreadyRequested);
  });

  it('answers the receipt’s 404 to a wrong name, a wrong phone or an unknown number, and files nothing', async () => {
    const wreath = wreaths[1]!;
    expectRefusal(await ask(wreath.paymentId, request, '김민준'), 404, messages.receipt.notFound);
    expectRefusal(await ask(wreath.paymentId, request, payer.name, '01011112222'), 404, messages.receipt.notFound);
    expectRefusal(await ask('pay-none', request), 404, messages.receipt.notFound);
    expect(await t.database.db.select().from(refundRequests).where(eq(refundRequests.paymentSeq, wreath.paymentSeq))).toEqual([]);
  });

  it('says what is missing or too long', async () => {
    const id = wreaths[1]!.paymentId;
    expectRefusal(await ask(id, { ...request, reason: '  ' }), 400, refundMessages.reasonRequired);
    expectRefusal(await ask(id, { ...request, reason: '가'.repeat(501) }), 400, refundMessages.reasonTooLong);
    expectRefusal(await ask(id, { reason: request.reason }), 400, refundMessages.contactRequired);
    expectRefusal(await ask(id, { ...request, contact: '1'.repeat(101) }), 400, refundMessages.contactTooLong);
  });

  it('is refused from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payment/refund-request/${proof(wreaths[1]!.paymentId)}`,
      remoteAddress: nextAddress(),
      headers: { origin: 'https://evil.example', host: 'localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify(request),
    });
    expectRefusal(response, 403, messages.common.crossOrigin);
  });

  it('holds off an address that keeps trying', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payment/refund-request/${proof('pay-none')}`,
        remoteAddress: '203.0.113.77',
        headers: { ...sameOrigin, 'content-type': 'application/json' },
        payload: JSON.stringify(request),
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('the administrators’ queue', () => {
  it('lists the request with its payment and state, filtered by state and searched by 결제번호', async () => {
    const listed = await queue();
    expect(listed.totalElements).toBe(1);
    expect(listed.content[0]).toMatchObject({ paymentId: wreaths[0]!.paymentId, name: payer.name, amount: 60000, state: 'REQUESTED', ...request });
    expect((await queue('?state=DONE')).totalElements).toBe(0);
    expect((await queue(`?searchType=paymentId&searchWord=${wreaths[0]!.paymentId}`)).totalElements).toBe(1);
    expect((await queue('?searchType=payer&searchWord=박')).totalElements).toBe(0);
  });

  it('declines with a reason the receipt then shows; a decided request cannot be decided again', async () => {
    const seq = await seqOf(wreaths[0]!);
    const url = `/api/admin/refund-request/decline/${seq}`;
    expectRefusal(await postAs(t.app, url, { reason: ' ' }, callers.admin), 400, refundMessages.declineReasonRequired);
    expectRefusal(await postAs(t.app, url, { reason: '가'.repeat(201) }, callers.admin), 400, refundMessages.declineReasonTooLong);
    const declined = await postAs(t.app, url, { reason: '예식이 끝난 뒤의 결제는 환불되지 않습니다.' }, callers.admin);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ state: 'DECLINED', declineReason: '예식이 끝난 뒤의 결제는 환불되지 않습니다.' });
    expect((await receipt(wreaths[0]!.paymentId)).refundRequest).toMatchObject({
      state: 'DECLINED',
      declineReason: '예식이 끝난 뒤의 결제는 환불되지 않습니다.',
    });
    expectRefusal(await postAs(t.app, url, { reason: '다시' }, callers.admin), 409, refundMessages.notOpen);
    expectRefusal(await postAs(t.app, `/api/admin/refund-request/approve/${seq}`, {}, callers.admin), 409, refundMessages.notOpen);
    expect((await t.database.db.select().from(payments).where(eq(payments.paymentSeq, wreaths[0]!.paymentSeq)))[0]?.status).toBe('PAID');
  });

  it('approves through the payment’s full cancel; the receipt shows 환불 완료 and the payment is cancelled', async () => {
    const wreath = wreaths[2]!;
    expect((await ask(wreath.paymentId, request)).statusCode).toBe(200);
    const seq = await seqOf(wreath);
    const approved = await postAs(t.app, `/api/admin/refund-request/approve/${seq}`, {}, callers.admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'DONE' });
    const shown = await receipt(wreath.paymentId);
    expect(shown).toMatchObject({ status: 'CANCELLED', cancelledAmount: 130000, refundRequest: { state: 'DONE' } });
    // A cancelled payment has nothing left to refund.
    expectRefusal(await ask(wreath.paymentId, request), 409, refundMessages.notRefundable);
  });

  it('answers 404 for an unknown request', async () => {
    expectRefusal(await postAs(t.app, '/api/admin/refund-request/approve/999999', {}, callers.admin), 404, refundMessages.notFound);
    expectRefusal(await postAs(t.app, '/api/admin/refund-request/decline/999999', { reason: '없음' }, callers.admin), 404, refundMessages.notFound);
  });

  it.each([
    ['GET', '/api/admin/refund-request/list'],
    ['POST', '/api/admin/refund-request/approve/1'],
    ['POST', '/api/admin/refund-request/decline/1'],
  ] as const)('%s %s is for administrators only', async (method, url) => {
    await expectAdminOnly(t.app, callers, { method, url, payload: method === 'POST' ? { reason: '거절' } : undefined });
  });
});

describe('모인 기부금 on the guest page', () => {
  it('is the donated part of the invitation’s wreaths still paid, as a SQL sum over the payments gives it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${publicNum}` });
    expect(response.statusCode).toBe(200);
    const view = response.json() as InvitationView;
    const [sum] = await t.database.db
      .select({ donated: sql<string>`coalesce(sum(floor((${payments.amount} - ${payments.cancelledAmount}) / 2)), 0)::text` })
      .from(payments)
      .where(and(eq(payments.orderNum, orderNum), eq(payments.status, 'PAID'), eq(payments.purpose, 'WREATH')));
    // Three wreaths stay paid (60,000, 70,001 and 55,555 won), one was refunded above.
    expect(Number(sum!.donated)).toBe(30000 + 35000 + 27777);
    expect(view.campaign?.raisedAmount).toBe(Number(sum!.donated));
    expect(view.campaign?.campaignAmount).toBe(50000);
  });
});
