import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MainPagePayment } from '@ongi/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { createCampaign, createPayment, createWeddingInvitation } from '../../db/seed/factories';

let t: TestContext;
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
    await createPayment(db, invitation, { name, amount: 60000 + i * 1000, paidAt: minute(i) });
  }
  await createPayment(db, invitation, { name: null, amount: 70000, paidAt: minute(20) });
  await createPayment(db, invitation, { name: '숨긴 후원자', amount: 80000, paidAt: minute(21), campaignSeq: hidden.campaignSeq });
  await createPayment(db, invitation, { name: '실패한 결제', status: 'FAILED', paidAt: null, createDate: minute(30) });
  await createPayment(db, invitation, { name: '취소한 결제', status: 'CANCELLED', paidAt: minute(31), cancelledAt: minute(40), cancelledAmount: 60000 });
  await createPayment(db, invitation, { name: '대기 중 결제', status: 'READY', paidAt: null, createDate: minute(32) });
});
afterAll(() => t.close());

describe('GET /api/payment/getMainPageList/:status', () => {
  it('answers the latest 10 paid payments with masked names', async () => {
    const response = await get('/api/payment/getMainPageList/PAID');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const list = response.json() as MainPagePayment[];
    expect(list).toHaveLength(10);
    expect(list.slice(0, 4)).toEqual([
      { name: '숨* 후*자', campaignName: null, amount: 80000, paidAt: minute(21).toISOString() },
      { name: '익명', campaignName: '축하 기부화환', amount: 70000, paidAt: minute(20).toISOString() },
      { name: '서*훈', campaignName: '축하 기부화환', amount: 71000, paidAt: minute(11).toISOString() },
      { name: '조*별', campaignName: '축하 기부화환', amount: 70000, paidAt: minute(10).toISOString() },
    ]);
    expect(list.at(-1)!.name).toBe('대* 동* 일*');
    for (const raw of ['서지훈', '실패', '취소', '대기', '숨긴 캠페인', '010']) expect(response.body).not.toContain(raw);
  });

  it.each(['READY', 'FAILED', 'CANCELLED', 'paid', 'ALL'])('answers 400 in Korean for %s', async (status) => {
    const response = await get(`/api/payment/getMainPageList/${status}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.paymentStatus });
  });
});
