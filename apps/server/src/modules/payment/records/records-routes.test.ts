import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kioskPaymentPageSize, messages, type KioskPayment, type ReceivedWreathPage } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { createAccount, createCampaign, createFuneralInvitation, createPayment, createWeddingInvitation } from '@server/seed/factories';
import { receivedListsPerMinute } from './records-routes';

let t: TestContext;
let weddingOrderNum: string;
let weddingPublicNum: string;
let funeralOrderNum: string;
let funeralPublicNum: string;
let quietPublicNum: string;
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;
const minute = (n: number) => new Date(Date.UTC(2026, 4, 1, 12, n));
const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);

async function publicNumOf(orderNum: string): Promise<string> {
  const [row] = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return row!.publicNum;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await createAccount(db, { username: 'host01' });
  await createAccount(db, { username: 'other01' });
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환' });
  const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, accountSeq: host.accountSeq });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq, nonMemberName: '김상주', nonMemberPhone: '01077778888' });
  const quiet = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
  weddingOrderNum = wedding.orderNum;
  funeralOrderNum = funeral.orderNum;
  weddingPublicNum = await publicNumOf(wedding.orderNum);
  funeralPublicNum = await publicNumOf(funeral.orderNum);
  quietPublicNum = await publicNumOf(quiet.orderNum);

  // 55 standing wreaths for the wedding: more than one kiosk page.
  for (let i = 0; i < 53; i += 1) await createPayment(db, wedding, { name: `하객${i}`, amount: 60000, paidAt: minute(i), message: `축하해요 ${i}` });
  await createPayment(db, wedding, {
    name: '김민수',
    senderDisplay: 'MASKED',
    amount: 70000,
    paidAt: minute(100),
    message: '<script>alert(1)</script>&lt;b&gt;행복하세요&lt;/b&gt;<br>둘째 줄',
  });
  await createPayment(db, wedding, {
    name: '숨길사람',
    senderDisplay: 'ANONYMOUS',
    amount: 80001,
    cancelledAmount: 20000,
    status: 'PARTIAL_CANCELLED',
    paidAt: minute(101),
    cancelledAt: minute(102),
  });
  // Never on a kiosk: cancelled, failed, waiting, and another invitation's.
  await createPayment(db, wedding, { name: '취소한사람', status: 'CANCELLED', cancelledAmount: 60000, paidAt: minute(103), cancelledAt: minute(104) });
  await createPayment(db, wedding, { name: '실패한사람', status: 'FAILED', paidAt: null });
  await createPayment(db, wedding, { name: '대기한사람', status: 'READY', paidAt: null });
  await createPayment(db, funeral, { name: '조문객', senderDisplay: 'NAME', amount: 100000, paidAt: minute(5), message: '삼가 고인의 명복을 빕니다.' });

  hostCookie = await loginAs(t.app, 'host01');
  otherCookie = await loginAs(t.app, 'other01');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '김상주', phoneNum: '01077778888', orderNum: funeral.orderNum });
});
afterAll(() => t.close());

describe('GET /api/payment/get-payment-list-for-kiosk/:publicNum/:page', () => {
  const kiosk = (publicNum: string, page: number | string) => get(`/api/payment/get-payment-list-for-kiosk/${publicNum}/${page}`);

  it("answers the invitation's standing wreaths newest first, senders as they chose, messages as plain text", async () => {
    const response = await kiosk(weddingPublicNum, 1);
    expect(response.statusCode).toBe(200);
    // A kiosk polls: every cache must ask again (a paid wreath empties the server's own, see plugins/public-cache.test.ts).
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const page = response.json() as { content: KioskPayment[]; totalElements: number };
    expect(page.totalElements).toBe(55);
    expect(page.content).toHaveLength(kioskPaymentPageSize);
    expect(page.content[0]).toMatchObject({ name: '익명', message: '진심으로 축하드립니다.', paidAt: minute(101).toISOString() });
    expect(page.content[1]).toMatchObject({
      name: '김*수',
      message: '<script>alert(1)</script><b>행복하세요</b>\n둘째 줄',
      paidAt: minute(100).toISOString(),
    });
    expect(page.content[2]).toMatchObject({ name: '하**2', message: '축하해요 52' });
    for (const raw of ['김민수', '숨길사람', '취소한', '실패한', '대기한', '조문객', '010', '<br>']) expect(response.body).not.toContain(raw);
    const second = (await kiosk(weddingPublicNum, 2)).json() as { content: KioskPayment[] };
    expect(second.content.map((row) => row.message)).toEqual(['축하해요 4', '축하해요 3', '축하해요 2', '축하해요 1', '축하해요 0']);
  });

  it("lists a funeral's messages on its own kiosk and nothing for an invitation without wreaths", async () => {
    const funeral = (await kiosk(funeralPublicNum, 1)).json() as { content: KioskPayment[]; totalElements: number };
    expect(funeral).toEqual({ totalElements: 1, content: [expect.objectContaining({ name: '조문객', message: '삼가 고인의 명복을 빕니다.' })] });
    expect((await kiosk(quietPublicNum, 1)).json()).toEqual({ content: [], totalElements: 0 });
  });

  it('answers 404 for an unknown number, and for the host order number (never a guest-facing key)', async () => {
    expectRefusal(await kiosk('999999999999', 1), 404, messages.invitation.notFound);
    expectRefusal(await kiosk(weddingOrderNum, 1), 404, messages.invitation.notFound);
  });

  it.each([
    ['a malformed number', 'abc', 1, messages.invitation.notFound],
    ['page 0', '123456789012', 0, messages.query.page],
    ['a page that is no number', '123456789012', 'x', messages.query.page],
  ])('answers 400 for %s', async (_label, publicNum, page, message) => {
    expectRefusal(await kiosk(publicNum, page), 400, message);
  });
});

describe('GET /api/payment/received-list', () => {
  const received = (orderNum: string, cookie?: string, page = 1) => get(`/api/payment/received-list?orderNum=${orderNum}&page=${page}`, cookie);

  it("shows a member host their invitation's wreaths with full names, amounts and the whole invitation's figures", async () => {
    const response = await received(weddingOrderNum, hostCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json() as ReceivedWreathPage;
    expect(page.totalElements).toBe(55);
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({ name: '익명', amount: 80001, status: 'PARTIAL_CANCELLED', paidAt: minute(101).toISOString() });
    expect(page.content[1]).toMatchObject({ name: '김민수', amount: 70000, status: 'PAID', message: '<script>alert(1)</script><b>행복하세요</b>\n둘째 줄' });
    // 53 x 60,000 + 70,000 + (80,001 - 20,000); halves 53 x 30,000 + 35,000 + 30,000.
    expect(page.summary).toEqual({ paidCount: 55, totalPaid: 3_310_001, donatedAmount: 1_655_000 });
    expect(response.body).not.toContain('숨길사람');
    const last = (await received(weddingOrderNum, hostCookie, 6)).json() as ReceivedWreathPage;
    expect(last.content.map((row) => row.name)).toEqual(['하객4', '하객3', '하객2', '하객1', '하객0']);
  });

  it('shows a non-member host the order they logged in with', async () => {
    const response = await received(funeralOrderNum, nonMemberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalElements: 1,
      content: [{ name: '조문객', amount: 100000, status: 'PAID', message: '삼가 고인의 명복을 빕니다.' }],
      summary: { paidCount: 1, totalPaid: 100000, donatedAmount: 50000 },
    });
  });

  it('asks for a login', async () => {
    expectRefusal(await received(weddingOrderNum), 401, messages.common.unauthenticated);
  });

  it("answers someone else's invitation exactly as one that does not exist, so it tells which order numbers exist", async () => {
    const unknown = await received('999999999999', otherCookie);
    for (const [orderNum, cookie] of [
      [weddingOrderNum, otherCookie],
      [weddingOrderNum, nonMemberCookie],
      [funeralOrderNum, hostCookie],
    ] as const) {
      const response = await received(orderNum, cookie);
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.body).toBe(unknown.body);
    }
    expectRefusal(unknown, 404, messages.review.orderNotFound);
  });

  it('limits how many lists one account reads a minute, whatever address it comes from', async () => {
    await createAccount(t.database.db, { username: 'prober01' });
    const prober = await loginAs(t.app, 'prober01');
    const answers: number[] = [];
    for (let call = 0; call <= receivedListsPerMinute; call += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/payment/received-list?orderNum=${String(482739160000 + call)}&page=1`,
        remoteAddress: `10.40.0.${call + 1}`,
        headers: { cookie: prober },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, receivedListsPerMinute).every((status) => status === 404)).toBe(true);
    expect(answers[receivedListsPerMinute]).toBe(429);
    // Another account is not held up by it.
    expect((await received(weddingOrderNum, hostCookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed one or a wrong page', async () => {
    expectRefusal(await received('999999999999', hostCookie), 404, messages.review.orderNotFound);
    expectRefusal(await received('12ab', hostCookie), 400, messages.review.orderNotFound);
    expectRefusal(await received(weddingOrderNum, hostCookie, 0), 400, messages.query.page);
  });
});
