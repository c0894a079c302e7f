import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, loggedInHintCookie, messages, type HostEvent, type HostWreath, type Page } from '@ongi/shared';
import { orderNumbers, payments } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectExcelCells, readExcel } from '@server/test/excel';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { createAccount, createCampaign, createFuneralInvitation, createPayment, createWeddingInvitation } from '@server/seed/factories';

let t: TestContext;
let weddingOrderNum: string;
let weddingPublicNum: string;
let funeralOrderNum: string;
let funeralPublicNum: string;
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;
let masked: { paymentSeq: number };
let otherOrdersWreath: { paymentSeq: number };
let cancelled: { paymentSeq: number };
const minute = (n: number) => new Date(Date.UTC(2026, 4, 1, 12, n));
const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);
const putThanked = (orderNum: string, paymentSeq: number | string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/host/event/${orderNum}/wreaths/${paymentSeq}/thanked`,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });

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
  const wedding = await createWeddingInvitation(db, {
    campaignSeq: campaign.campaignSeq,
    accountSeq: host.accountSeq,
    groomName: '김민준',
    brideName: '이서연',
  });
  const funeral = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq, nonMemberName: '김상주', nonMemberPhone: '01077778888' });
  weddingOrderNum = wedding.orderNum;
  funeralOrderNum = funeral.orderNum;
  weddingPublicNum = await publicNumOf(wedding.orderNum);
  funeralPublicNum = await publicNumOf(funeral.orderNum);

  // Three standing wreaths of different amounts (one partly refunded, one shown masked, one anonymous) and one cancelled.
  await createPayment(db, wedding, { name: '박하객', senderDisplay: 'NAME', amount: 50001, paidAt: minute(1), message: '결혼 축하해!<br>행복하게 살아' });
  masked = await createPayment(db, wedding, {
    name: '김민수',
    senderDisplay: 'MASKED',
    amount: 70000,
    paidAt: minute(2),
    message: '=HYPERLINK("http://evil.example")',
  });
  await createPayment(db, wedding, {
    name: '숨길사람',
    senderDisplay: 'ANONYMOUS',
    amount: 100003,
    cancelledAmount: 30000,
    status: 'PARTIAL_CANCELLED',
    paidAt: minute(3),
    cancelledAt: minute(4),
    message: '조용히 축하합니다',
  });
  cancelled = await createPayment(db, wedding, {
    name: '취소한사람',
    status: 'CANCELLED',
    amount: 90000,
    cancelledAmount: 90000,
    paidAt: minute(5),
    cancelledAt: minute(6),
  });
  await createPayment(db, wedding, { name: '대기한사람', status: 'READY', paidAt: null });
  otherOrdersWreath = await createPayment(db, funeral, { name: '조문객', amount: 100000, paidAt: minute(7), message: '삼가 고인의 명복을 빕니다.' });

  hostCookie = await loginAs(t.app, 'host01');
  otherCookie = await loginAs(t.app, 'other01');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '김상주', phoneNum: '01077778888', orderNum: funeral.orderNum });
});
afterAll(() => t.close());

describe('GET /api/host/event/:orderNum', () => {
  it('shows the host their event with the figures the payments make, to the won', async () => {
    const response = await get(`/api/host/event/${weddingOrderNum}`, hostCookie);
    expect(response.statusCode).toBe(200);
    const event = response.json() as HostEvent;
    expect(event).toMatchObject({
      orderNum: weddingOrderNum,
      publicNum: weddingPublicNum,
      isWedding: true,
      title: '김민준 ♥ 이서연 결혼합니다',
      useCampaign: true,
      donatedPercent: 50,
      viewCount: 0,
      thankedCount: 0,
    });
    // Reconciled with the payment rows themselves: standing wreaths, what stays paid, each one's half rounded down.
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderNum, weddingOrderNum));
    const standing = rows.filter((row) => row.purpose === 'WREATH' && (row.status === 'PAID' || row.status === 'PARTIAL_CANCELLED'));
    const totalPaid = standing.reduce((sum, row) => sum + row.amount - row.cancelledAmount, 0);
    const donatedAmount = standing.reduce((sum, row) => sum + Math.floor((row.amount - row.cancelledAmount) / 2), 0);
    expect(standing).toHaveLength(3);
    expect(totalPaid).toBe(50001 + 70000 + 70003);
    expect(donatedAmount).toBe(25000 + 35000 + 35001);
    expect(event.ledger).toEqual({ paidCount: 3, totalPaid, donatedAmount });
    // The wreath list's amounts add up to the same total.
    const list = (await get(`/api/host/event/${weddingOrderNum}/wreaths`, hostCookie)).json() as Page<HostWreath>;
    expect(list.content.reduce((sum, wreath) => sum + wreath.amount, 0)).toBe(totalPaid);
  });

  it('shows a non-member host their own order', async () => {
    const response = await get(`/api/host/event/${funeralOrderNum}`, nonMemberCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderNum: funeralOrderNum,
      publicNum: funeralPublicNum,
      isWedding: false,
      ledger: { paidCount: 1, totalPaid: 100000 },
    });
  });

  it("refuses a visitor, and answers someone else's order exactly as an unknown one", async () => {
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}`), 401, messages.common.unauthenticated);
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}`, otherCookie), 404, messages.review.orderNotFound);
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}`, nonMemberCookie), 404, messages.review.orderNotFound);
    expectRefusal(await get(`/api/host/event/${funeralOrderNum}`, hostCookie), 404, messages.review.orderNotFound);
    expectRefusal(await get(`/api/host/event/999999999999`, hostCookie), 404, messages.review.orderNotFound);
    expectRefusal(await get(`/api/host/event/12345`, hostCookie), 400, messages.review.orderNotFound);
  });
});

describe('GET /api/host/event/:orderNum/wreaths', () => {
  it('lists each standing wreath newest first with the name as paid, the message as text and what stays paid', async () => {
    const response = await get(`/api/host/event/${weddingOrderNum}/wreaths`, hostCookie);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page<HostWreath>;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((wreath) => [wreath.name, wreath.senderDisplay, wreath.amount, wreath.status])).toEqual([
      ['숨길사람', 'ANONYMOUS', 70003, 'PARTIAL_CANCELLED'],
      ['김민수', 'MASKED', 70000, 'PAID'],
      ['박하객', 'NAME', 50001, 'PAID'],
    ]);
    expect(page.content[2]).toMatchObject({ message: '결혼 축하해!\n행복하게 살아', paidAt: minute(1).toISOString(), thankedAt: null });
    for (const absent of ['취소한사람', '대기한사람', '조문객']) expect(response.body).not.toContain(absent);
  });

  it('finds by a word of the name or of the message, and counts what it found', async () => {
    const byName = (await get(`/api/host/event/${weddingOrderNum}/wreaths?searchWord=${encodeURIComponent('민수')}`, hostCookie)).json() as Page<HostWreath>;
    expect(byName).toMatchObject({ totalElements: 1, content: [{ name: '김민수' }] });
    const byMessage = (
      await get(`/api/host/event/${weddingOrderNum}/wreaths?searchWord=${encodeURIComponent('행복하게')}`, hostCookie)
    ).json() as Page<HostWreath>;
    expect(byMessage).toMatchObject({ totalElements: 1, content: [{ name: '박하객' }] });
    // Another order's and a cancelled wreath's words find nothing here; % is taken literally.
    for (const word of ['조문객', '취소한', '%']) {
      expect((await get(`/api/host/event/${weddingOrderNum}/wreaths?searchWord=${encodeURIComponent(word)}`, hostCookie)).json()).toEqual({
        content: [],
        totalElements: 0,
      });
    }
  });

  it('pages ten at a time and refuses a bad page or a too long word', async () => {
    expect((await get(`/api/host/event/${weddingOrderNum}/wreaths?page=2`, hostCookie)).json()).toEqual({ content: [], totalElements: 3 });
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths?page=0`, hostCookie), 400, messages.query.page);
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths?searchWord=${'가'.repeat(101)}`, hostCookie), 400, messages.query.searchWord);
  });

  it("refuses a visitor and someone else's order", async () => {
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths`), 401, messages.common.unauthenticated);
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths`, otherCookie), 404, messages.review.orderNotFound);
    expect((await get(`/api/host/event/${funeralOrderNum}/wreaths`, nonMemberCookie)).json()).toMatchObject({
      totalElements: 1,
      content: [{ name: '조문객' }],
    });
  });
});

describe('PUT /api/host/event/:orderNum/wreaths/:paymentSeq/thanked', () => {
  it('marks a wreath thanked, keeps the first time when marked again, and clears it', async () => {
    const marked = await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }, hostCookie);
    expect(marked.statusCode).toBe(200);
    const { thankedAt } = marked.json() as { thankedAt: string };
    expect(marked.json()).toEqual({ paymentSeq: masked.paymentSeq, thankedAt: expect.any(String) });
    expect((await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }, hostCookie)).json()).toEqual({ paymentSeq: masked.paymentSeq, thankedAt });

    const list = (await get(`/api/host/event/${weddingOrderNum}/wreaths`, hostCookie)).json() as Page<HostWreath>;
    expect(list.content.map((wreath) => wreath.thankedAt !== null)).toEqual([false, true, false]);
    expect(((await get(`/api/host/event/${weddingOrderNum}`, hostCookie)).json() as HostEvent).thankedCount).toBe(1);

    expect((await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: false }, hostCookie)).json()).toEqual({
      paymentSeq: masked.paymentSeq,
      thankedAt: null,
    });
    expect(((await get(`/api/host/event/${weddingOrderNum}`, hostCookie)).json() as HostEvent).thankedCount).toBe(0);
    // Marked again for the Excel test below.
    await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }, hostCookie);
  });

  it('refuses a missing choice, another order’s or a cancelled wreath, a visitor and someone else', async () => {
    expectRefusal(await putThanked(weddingOrderNum, masked.paymentSeq, {}, hostCookie), 400, messages.host.thankedRequired);
    expectRefusal(await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: 'yes' }, hostCookie), 400, messages.host.thankedRequired);
    expectRefusal(await putThanked(weddingOrderNum, 'x', { thanked: true }, hostCookie), 400, messages.query.seq);
    expectRefusal(await putThanked(weddingOrderNum, otherOrdersWreath.paymentSeq, { thanked: true }, hostCookie), 404, messages.host.wreathNotFound);
    expectRefusal(await putThanked(weddingOrderNum, cancelled.paymentSeq, { thanked: true }, hostCookie), 404, messages.host.wreathNotFound);
    expectRefusal(await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }), 401, messages.common.unauthenticated);
    expectRefusal(await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }, otherCookie), 404, messages.review.orderNotFound);
    expectRefusal(await putThanked(weddingOrderNum, masked.paymentSeq, { thanked: true }, nonMemberCookie), 404, messages.review.orderNotFound);
  });
});

describe('GET /api/host/event/:orderNum/wreaths/excel', () => {
  it('downloads every wreath the search finds, names as paid, amounts as numbers, typed text never a formula', async () => {
    const response = await get(`/api/host/event/${weddingOrderNum}/wreaths/excel`, hostCookie);
    const file = await readExcel(response);
    expect(file.fileName).toBe(`보내주신분_${weddingOrderNum}_전체.xlsx`);
    expect(file.lines.slice(0, 3)).toEqual([`보내주신 분 (주문번호 ${weddingOrderNum})`, '검색 조건: 없음 (전체 목록)', '기간: 전체']);
    // The total is what stands of the order's wreaths in the database, to the won.
    const [standing] = await t.database.db
      .select({ won: sql<number>`coalesce(sum(${payments.amount} - ${payments.cancelledAmount}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.orderNum, weddingOrderNum), inArray(payments.status, ['PAID', 'PARTIAL_CANCELLED'])));
    const page = (await get(`/api/host/event/${weddingOrderNum}/wreaths`, hostCookie)).json() as Page<HostWreath>;
    expectExcelCells(file, {
      header: ['보내신 분', '하객 화면 표시', '메시지', '금액(원)', '부분취소', '보낸 시간', '감사 인사'],
      count: page.totalElements,
      dates: ['보낸 시간'],
      numbers: ['금액(원)'],
      totals: { '금액(원)': standing?.won ?? -1 },
    });
    // An empty cell is not written at all.
    expect(file.rows.map((row) => [row[0], row[1], row[3], row[4], row[6]])).toEqual([
      ['숨길사람', '익명', 70003, '부분취소', null],
      ['김민수', '일부 가림', 70000, null, '보냄'],
      ['박하객', '이름 그대로', 50001, null, null],
    ]);
    expect(file.rows[2]?.[2]).toBe('결혼 축하해!\n행복하게 살아');
    expect(file.rows[1]?.[2]).toBe('=HYPERLINK("http://evil.example")');

    // The Text format that keeps it text when edited is a style, which only the writer's own reader shows.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = itemAt(workbook.worksheets, 0, 'the sheet');
    const header = 6;
    expect(sheet.getRow(header + 2).getCell(3).numFmt).toBe('@');
    expect(sheet.getRow(header + 1).getCell(4).numFmt).toBe('#,##0');

    const searched = await readExcel(await get(`/api/host/event/${weddingOrderNum}/wreaths/excel?searchWord=${encodeURIComponent('박하')}`, hostCookie));
    expect(searched.fileName).toBe(`보내주신분_${weddingOrderNum}_전체_박하.xlsx`);
    expect(searched.lines[1]).toBe('검색 조건: 검색어 "박하"');
    expect(searched.column('보내신 분')).toEqual(['박하객']);
    expect(searched.total?.[3]).toBe(50001);
  });

  it("refuses a visitor and someone else's order", async () => {
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths/excel`), 401, messages.common.unauthenticated);
    expectRefusal(await get(`/api/host/event/${weddingOrderNum}/wreaths/excel`, otherCookie), 404, messages.review.orderNotFound);
  });
});

describe('GET /api/host/manage/:publicNum (the guest page manage bar)', () => {
  it("answers the invitation's host with the order number, anyone else with 404", async () => {
    expect((await get(`/api/host/manage/${weddingPublicNum}`, hostCookie)).json()).toEqual({ orderNum: weddingOrderNum });
    expect((await get(`/api/host/manage/${funeralPublicNum}`, nonMemberCookie)).json()).toEqual({ orderNum: funeralOrderNum });
    expectRefusal(await get(`/api/host/manage/${weddingPublicNum}`, otherCookie), 404, messages.invitation.notFound);
    expectRefusal(await get(`/api/host/manage/${funeralPublicNum}`, hostCookie), 404, messages.invitation.notFound);
    expectRefusal(await get(`/api/host/manage/${weddingOrderNum}`, hostCookie), 404, messages.invitation.notFound);
    expectRefusal(await get(`/api/host/manage/${weddingPublicNum}`), 401, messages.common.unauthenticated);
  });

  it('sets a readable logged-in hint with the session and clears it at logout', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: sameOrigin, payload: { username: 'other01', pwd: 'Passw0rd!' } });
    const hint = login.cookies.find((cookie) => cookie.name === loggedInHintCookie);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = login.cookies.find((cookie) => cookie.name === 'ongi_sid')!;
    const logout = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: { ...sameOrigin, cookie: `ongi_sid=${session.value}` } });
    expect(logout.cookies.find((cookie) => cookie.name === loggedInHintCookie)).toMatchObject({ value: '' });
  });
});
