import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type AdminPayment, type CashReceiptRequestInput } from '@ongi/shared';
import { cashReceipts } from '@server/db/schema';
import { adminCallers, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { createCampaign, createCashReceipt, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let earlier: Payment;
let paid: Payment;
let partlyRefunded: Payment;
let cancelled: Payment;
let issued: Payment;
const payer = { name: '김민수', phone: '01048273916' };

const path = (paymentId: string, name = payer.name, phone = payer.phone) =>
  `/api/payment/cash-receipt/${encodeURIComponent(paymentId)}/${encodeURIComponent(name)}/${encodeURIComponent(phone)}`;
let address = 0;
// Each test from its own address, so the per-address limit is only met where a test means to.
const nextAddress = () => `198.51.100.${++address}`;
const read = (url: string, remoteAddress = nextAddress()) => t.app.inject({ method: 'GET', url, remoteAddress });
const save = (url: string, body: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { ...sameOrigin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

const income: CashReceiptRequestInput = { usageType: 'income', identityNumber: '010-4827-3916' };
// What the older editor also took: 기부금 영수증 details, now a request of their own (donation-receipt/).
const businessDonor = { donorType: 'BUSINESS', donorName: '(주)한결상사', businessNumber: '123-45-67890', address: '서울특별시 중구 세종대로 1' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환' });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
  const common = { name: payer.name, phoneNum: payer.phone };
  paid = await createPayment(db, invitation, common);
  partlyRefunded = await createPayment(db, invitation, { ...common, status: 'PARTIAL_CANCELLED', cancelledAmount: 10000, cancelledAt: new Date() });
  cancelled = await createPayment(db, invitation, { ...common, status: 'CANCELLED', cancelledAmount: 60000, cancelledAt: new Date() });
  issued = await createPayment(db, invitation, common);
  await createCashReceipt(db, { paymentSeq: issued.paymentSeq, status: 'ISSUED', approvalNo: '123456789', issuedAt: new Date(Date.UTC(2026, 4, 2)) });
  // Saved with the older editor's 기부금 영수증 part, before requests replaced it.
  earlier = await createPayment(db, invitation, common);
  await createCashReceipt(db, {
    paymentSeq: earlier.paymentSeq,
    usageType: 'income',
    identityNumber: payer.phone,
    donorType: 'PERSON',
    donorName: '김민수',
    donorBirthDate: '1988-03-14',
    donorAddress: '서울특별시 강남구 테헤란로 123, 4층',
  });
}, 120_000);
afterAll(() => t.close());

describe('the cash receipt details of a payment', () => {
  it('answers null before the payer saves anything', async () => {
    const response = await read(path(paid.paymentId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ cashReceipt: null });
  });

  it('saves an income receipt by phone, then reads it back, with the name as typed in any spacing', async () => {
    const saved = await save(path(paid.paymentId, ' 김 민수', '010-4827-3916'), income);
    expect(saved.statusCode).toBe(200);
    const expected = { usageType: 'income', identityNumber: '01048273916', status: 'REQUESTED', approvalNo: null, issuedAt: null };
    expect(saved.json()).toEqual({ message: messages.payment.cashReceipt.saved, cashReceipt: expected });
    expect((await read(path(paid.paymentId))).json()).toEqual({ cashReceipt: expected });
  });

  it('replaces it with an expense receipt by business number, and writes no 기부금 영수증 details sent with it', async () => {
    const expense = await save(path(paid.paymentId), { usageType: 'expense', identityNumber: '123-45-67890', donationReceipt: businessDonor });
    expect(expense.statusCode).toBe(200);
    expect(expense.json().cashReceipt).toEqual({ usageType: 'expense', identityNumber: '1234567890', status: 'REQUESTED', approvalNo: null, issuedAt: null });
    const rows = await t.database.db.select().from(cashReceipts).where(eq(cashReceipts.paymentSeq, paid.paymentSeq));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ usageType: 'expense', donorType: null, donorName: null });
  });

  it('keeps the 기부금 영수증 details the older editor took when the payer saves again, for administrators only', async () => {
    expect((await save(path(earlier.paymentId), { usageType: 'expense', identityNumber: '1234567890' })).statusCode).toBe(200);
    // The payer sees the cash receipt alone: a 기부금 영수증 is the request's.
    expect((await read(path(earlier.paymentId))).json()).toEqual({
      cashReceipt: { usageType: 'expense', identityNumber: '1234567890', status: 'REQUESTED', approvalNo: null, issuedAt: null },
    });
    const detail = (await getAs(t.app, `/api/admin/payment/detail/${earlier.paymentId}`, callers.admin)).json() as AdminPayment;
    expect(detail.cashReceipt).toEqual({
      usageType: 'expense',
      identityNumber: '1234567890',
      status: 'REQUESTED',
      approvalNo: null,
      issuedAt: null,
      earlierDonationReceipt: {
        donorType: 'PERSON',
        donorName: '김민수',
        birthDate: '1988-03-14',
        businessNumber: null,
        address: '서울특별시 강남구 테헤란로 123, 4층',
      },
    });
    const fresh = (await getAs(t.app, `/api/admin/payment/detail/${paid.paymentId}`, callers.admin)).json() as AdminPayment;
    expect(fresh.cashReceipt?.earlierDonationReceipt).toBeNull();
  });

  it('accepts a partly refunded payment', async () => {
    expect((await save(path(partlyRefunded.paymentId), income)).statusCode).toBe(200);
  });

  it("shows a cancelled payment's details but refuses to save them", async () => {
    expect((await read(path(cancelled.paymentId))).json()).toEqual({ cashReceipt: null });
    expectRefusal(await save(path(cancelled.paymentId), income), 409, messages.payment.cashReceipt.notPaid);
  });

  it('keeps an issued receipt as issued', async () => {
    expectRefusal(await save(path(issued.paymentId), { usageType: 'expense', identityNumber: '1234567890' }), 409, messages.payment.cashReceipt.issuedLocked);
    expect((await read(path(issued.paymentId))).json()).toEqual({
      cashReceipt: expect.objectContaining({
        usageType: 'income',
        status: 'ISSUED',
        approvalNo: '123456789',
        issuedAt: new Date(Date.UTC(2026, 4, 2)).toISOString(),
      }),
    });
  });

  it.each([
    ['a wrong name', () => path(paid.paymentId, '다른 사람')],
    ['a wrong phone', () => path(paid.paymentId, payer.name, '01000000000')],
    ['an unknown number', () => path('pay-unknown')],
  ])("answers the receipt's 404 for %s, reading and saving", async (_label, url) => {
    expectRefusal(await read(url()), 404, messages.receipt.notFound);
    expectRefusal(await save(url(), income), 404, messages.receipt.notFound);
  });

  it.each([
    ['the name', () => path(paid.paymentId, ' '), messages.receipt.nameRequired],
    ['the phone', () => path(paid.paymentId, payer.name, '-'), messages.receipt.phoneRequired],
  ])('asks for %s in the address', async (_label, url, message) => {
    expectRefusal(await read(url()), 400, message);
    expectRefusal(await save(url(), income), 400, message);
  });

  it.each([
    ['no usage', {}, messages.payment.cashReceipt.usageRequired],
    ['an unknown usage', { usageType: 'gift', identityNumber: '01048273916' }, messages.payment.cashReceipt.usageRequired],
    ['an income receipt with a short phone number', { usageType: 'income', identityNumber: '010-123' }, messages.payment.cashReceipt.phoneInvalid],
    ['an expense receipt with 9 digits', { usageType: 'expense', identityNumber: '123-45-6789' }, messages.payment.cashReceipt.businessNumberInvalid],
    // First failure wins, in the modal's order.
    ['no usage and a short phone number', { identityNumber: '010-123' }, messages.payment.cashReceipt.usageRequired],
  ])('answers 400 for %s', async (_label, body, message) => {
    expectRefusal(await save(path(paid.paymentId), body), 400, message);
  });

  it('refuses a cross-site save', async () => {
    const response = await postAs(t.app, path(paid.paymentId), income, undefined, { origin: 'https://evil.example', host: 'localhost:80' });
    expect(response.statusCode).toBe(403);
  });

  it('is limited per address, reading and saving alike', async () => {
    const reads = [];
    for (let i = 0; i < 21; i += 1) reads.push((await read(path(`pay-guess-${i}`), '203.0.113.7')).statusCode);
    expect(reads.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(reads[20]).toBe(429);
    const saves = [];
    for (let i = 0; i < 21; i += 1) saves.push((await save(path(`pay-guess-${i}`), income, '203.0.113.8')).statusCode);
    expect(saves.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(saves[20]).toBe(429);
  });
});
