import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MainPagePayment, type WreathMessage } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCampaign, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';

let t: TestContext;
let receiptPayment: Payment;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const minute = (n: number) => new Date(Date.UTC(2026, 4, 1, 12, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const shown = await createCampaign(db, { campaignName: '축하 기부화환' });
  const hidden = await createCampaign(db, { campaignName: '숨긴 캠페인', displayYn: 'N' });
  const invitation = await createWeddingInvitation(db, { campaignSeq: shown.campaignSeq });
  const names = ['김민수', '이준', '최서연', '박영희', '대학 동기 일동', '정하늘', '한지우', '오세린', '윤도현', '강민지', '조은별', '서지훈'];
  for (const [i, name] of names.entries()) {
    await createPayment(db, invitation, { name, amount: 60000 + i * 1000, paidAt: minute(i), message: `축하 메시지 ${i}<br>둘째 줄 &amp; 끝` });
  }
  // The payer's own choices: shown by name, as 익명, and an organisation (readable when masked).
  await createPayment(db, invitation, { name: '공개할이름', senderDisplay: 'NAME', amount: 61000, paidAt: minute(13) });
  await createPayment(db, invitation, { name: '숨길사람', senderDisplay: 'ANONYMOUS', amount: 62000, paidAt: minute(14) });
  receiptPayment = await createPayment(db, invitation, {
    name: '(주)한결상사 임직원 일동',
    phoneNum: '01048273916',
    amount: 63000,
    paidAt: minute(15),
    message: '새로운 출발을 축하드립니다.',
  });
  await createPayment(db, invitation, { name: null, amount: 70000, paidAt: minute(20) });
  await createPayment(db, invitation, { name: '숨긴 후원자', amount: 80000, paidAt: minute(21), campaignSeq: hidden.campaignSeq });
  await createPayment(db, invitation, { name: '실패한 결제', status: 'FAILED', paidAt: null, createDate: minute(30) });
  await createPayment(db, invitation, { name: '취소한 결제', status: 'CANCELLED', paidAt: minute(31), cancelledAt: minute(40), cancelledAmount: 60000 });
  await createPayment(db, invitation, { name: '대기 중 결제', status: 'READY', paidAt: null, createDate: minute(32) });
});
afterAll(() => t.close());

describe('GET /api/payment/getMainPageList/:status', () => {
  it('answers the latest 10 paid payments, people masked, organisations readable, choices kept', async () => {
    const response = await get('/api/payment/getMainPageList/PAID');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const list = response.json() as MainPagePayment[];
    expect(list).toHaveLength(10);
    expect(list.slice(0, 6)).toEqual([
      { name: '숨* 후*자', campaignName: null, amount: 80000, paidAt: minute(21).toISOString() },
      { name: '익명', campaignName: '축하 기부화환', amount: 70000, paidAt: minute(20).toISOString() },
      { name: '(주)한결상사 임직원 일동', campaignName: '축하 기부화환', amount: 63000, paidAt: minute(15).toISOString() },
      { name: '익명', campaignName: '축하 기부화환', amount: 62000, paidAt: minute(14).toISOString() },
      { name: '공개할이름', campaignName: '축하 기부화환', amount: 61000, paidAt: minute(13).toISOString() },
      { name: '서*훈', campaignName: '축하 기부화환', amount: 71000, paidAt: minute(11).toISOString() },
    ]);
    for (const raw of ['서지훈', '숨길사람', '실패', '취소', '대기', '숨긴 캠페인', '010']) expect(response.body).not.toContain(raw);
  });

  it.each(['READY', 'FAILED', 'CANCELLED', 'paid', 'ALL'])('answers 400 in Korean for %s', async (status) => {
    const response = await get(`/api/payment/getMainPageList/${status}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.paymentStatus });
  });
});

describe('GET /api/payment/message-list', () => {
  it("lists paid wreaths' messages newest first, 10 a page, as plain text with senders as they chose", async () => {
    const response = await get('/api/payment/message-list');
    expect(response.statusCode).toBe(200);
    const page = response.json() as { content: WreathMessage[]; totalElements: number };
    // Every paid payment carries a message (the factory's default, or its own).
    expect(page.totalElements).toBe(17);
    expect(page.content).toHaveLength(10);
    expect(page.content[2]).toMatchObject({ senderName: '(주)한결상사 임직원 일동', message: '새로운 출발을 축하드립니다.', invitationType: 'W' });
    const eleventh = page.content.find((row) => row.message.startsWith('축하 메시지 11'))!;
    expect(eleventh).toMatchObject({ senderName: '서*훈', message: '축하 메시지 11\n둘째 줄 & 끝', campaignName: '축하 기부화환' });
    for (const raw of ['서지훈', '숨길사람', '실패한', '취소한', '대기 중', '<br>']) expect(response.body).not.toContain(raw);
    const second = (await get('/api/payment/message-list?page=2')).json() as { content: WreathMessage[] };
    expect(second.content).toHaveLength(7);
  });

  it('answers 400 for a wrong page', async () => {
    expect((await get('/api/payment/message-list?page=0')).json()).toEqual({ message: messages.query.page });
  });
});

describe('GET /api/payment/receipt/:paymentId/:name/:phoneNum', () => {
  const receipt = (paymentId: string, name: string, phone: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/payment/receipt/${encodeURIComponent(paymentId)}/${encodeURIComponent(name)}/${encodeURIComponent(phone)}`,
      remoteAddress,
    });

  it("shows the payer's receipt by the payment's own number, name and phone", async () => {
    const response = await receipt(receiptPayment.paymentId, ' (주)한결상사  임직원 일동', '010-4827-3916');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      paymentId: receiptPayment.paymentId,
      name: '(주)한결상사 임직원 일동',
      paidAt: minute(15).toISOString(),
      campaignName: '축하 기부화환',
      invitationType: 'W',
      amount: 63000,
      cancelledAmount: 0,
      status: 'PAID',
      payMethod: 'CARD',
      cardCompany: '신한카드',
      cardNumber: '4518-42**-****-1234',
    });
    // The host's order number is theirs (their login secret): never on a payer's receipt.
    expect(response.json()).not.toHaveProperty('orderNum');
    expect(response.body).not.toContain(receiptPayment.orderNum!);
  });

  it.each([
    ['a wrong name', () => receipt(receiptPayment.paymentId, '다른 사람', '01048273916')],
    ['a wrong phone', () => receipt(receiptPayment.paymentId, '(주)한결상사 임직원 일동', '01000000000')],
    ['an unknown number', () => receipt('pay-unknown', '(주)한결상사 임직원 일동', '01048273916')],
  ])('answers the same 404 for %s', async (_label, lookup) => {
    const response = await lookup();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.receipt.notFound });
  });

  it.each([
    ['the name', { paymentId: 'pay-x', name: ' ', phone: '0101234' }, messages.receipt.nameRequired],
    ['the phone', { paymentId: 'pay-x', name: '홍길동', phone: '-' }, messages.receipt.phoneRequired],
  ])('asks for %s', async (_label, { paymentId, name, phone }, message) => {
    const response = await receipt(paymentId, name, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await receipt(`pay-guess-${i}`, '홍길동', '01012345678', '198.51.100.60')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
