import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatWon, messages, refundMessages, type AdminRefundRequestRow, type InvitationView, type PaymentReceipt } from '@ongi/shared';
import { outboundMessages, orderNumbers, paymentCancels, payments, refundRequests, sandboxPayments } from '@server/db/schema';
import { createKiwoomGateway } from '@server/integrations/payment/kiwoom';
import { refundPayment } from '../settlement/cancel';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { createCampaign, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let orderNum: string;
let invitation: Awaited<ReturnType<typeof createWeddingInvitation>>;
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
  invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
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
    // The reason goes to the phone the request gave, once (알림톡, SMS when it cannot go: modules/message).
    expect(declined.json()).toMatchObject({ sentBy: 'phone' });
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.dedupeKey, `REFUND_DECLINED:${seq}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: 'REFUND_DECLINED', recipientPhone: '01048273916' });
    expect(sent[0]!.variables).toMatchObject({ '#{사유}': '예식이 끝난 뒤의 결제는 환불되지 않습니다.', '#{결제번호}': wreaths[0]!.paymentId });
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

describe('a part approved, and the rest', () => {
  it('approves a part through the sandbox’s partial cancel; its own record keeps the amount and the receipt shows each refund', async () => {
    const wreath = wreaths[3]!; // 55,555 won
    expect((await ask(wreath.paymentId, request)).statusCode).toBe(200);
    const seq = await seqOf(wreath);
    const url = `/api/admin/refund-request/approve/${seq}`;
    expectRefusal(await postAs(t.app, url, { amount: 55556 }, callers.admin), 400, messages.payment.refundAmountOver(formatWon(55555)));
    expectRefusal(await postAs(t.app, url, { amount: 0.5 }, callers.admin), 400, messages.payment.refundAmountWhole);
    const approved = await postAs(t.app, url, { amount: 5555 }, callers.admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'DONE' });

    const [provider] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, wreath.paymentId));
    expect(provider).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 5555 });
    expect(provider!.cancellations).toMatchObject([{ amount: 5555 }]);
    const history = await t.database.db.select().from(paymentCancels).where(eq(paymentCancels.paymentSeq, wreath.paymentSeq));
    expect(history).toMatchObject([
      { amount: 5555, refundRequestSeq: seq, accountSeq: callers.adminAccountSeq, gatewayReference: provider!.cancellations[0]!.id },
    ]);

    const shown = await receipt(wreath.paymentId);
    expect(shown).toMatchObject({ status: 'PARTIAL_CANCELLED', cancelledAmount: 5555, remainingAmount: 50000, refundRequest: { state: 'DONE' } });
    expect(shown.refunds).toEqual([{ amount: 5555, refundedAt: expect.any(String) }]);
    const [row] = (await queue(`?searchType=paymentId&searchWord=${wreath.paymentId}`)).content;
    expect(row).toMatchObject({ amount: 55555, cancelledAmount: 5555, paymentStatus: 'PARTIAL_CANCELLED' });

    // Something stays paid: the payer may ask for the rest, and approving without an amount refunds all of it.
    expect((await ask(wreath.paymentId, request)).statusCode).toBe(200);
    expect((await postAs(t.app, `/api/admin/refund-request/approve/${await seqOf(wreath)}`, {}, callers.admin)).statusCode).toBe(200);
    expect(await receipt(wreath.paymentId)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 55555, remainingAmount: 0 });
    const [after] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, wreath.paymentId));
    expect(after).toMatchObject({ status: 'CANCELLED', cancelledAmount: 55555 });
  });

  it('declines to an e-mail contact by mail', async () => {
    const wreath = wreaths[1]!;
    expect((await ask(wreath.paymentId, { ...request, contact: 'minsu@example.com' })).statusCode).toBe(200);
    const declined = await postAs(t.app, `/api/admin/refund-request/decline/${await seqOf(wreath)}`, { reason: '이미 전달된 기부금입니다.' }, callers.admin);
    expect(declined.json()).toMatchObject({ state: 'DECLINED', sentBy: 'email' });
    const outbox = path.join(t.dataDir, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []);
    // Sent after the answer (the app's background work): waited for, not slept on; read once the file is whole.
    const written = () => mails().map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
    await expect.poll(() => written().join('')).toContain('minsu@example.com');
    expect(mails()).toHaveLength(1);
    expect(written()[0]).toContain('Subject:');
  });

  it('refuses a partial refund of a Kiwoom Pay payment with a clear message (Kiwoom documents no cancel request)', async () => {
    const kiwoom = createKiwoomGateway({ cpid: 'CP1', authKey: 'key', encUrl: 'http://127.0.0.1:9/enc', windowUrl: 'http://127.0.0.1:9/window' });
    const payment = await createPayment(t.database.db, invitation, { provider: 'kiwoom', amount: 30000 });
    const deps = { db: t.database.db, gateway: kiwoom, log: t.app.log };
    await expect(refundPayment(deps, payment.paymentId, { amount: 1000, reason: '일부' })).rejects.toMatchObject({
      statusCode: 409,
      message: messages.payment.partialNotSupported,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.paymentSeq, payment.paymentSeq));
    expect(row).toMatchObject({ status: 'PAID', cancelledAmount: 0, cancelRequestedAt: null });
  });
});
