import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  gatewayCheckKindLabels,
  gatewayCheckStateLabels,
  messages,
  todayInSeoul,
  type AdminGatewayCheckRow,
  type GatewayCheckDays,
  type GatewayCheckRunResult,
} from '@ongi/shared';
import { gatewayCheckDays, gatewayCheckDifferences, payments, sandboxPayments } from '@server/db/schema';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { getAs, postAs } from '@server/test/member-session';
import { createCampaign, createPayment, createWeddingInvitation, newPaymentId, type Payment } from '@server/seed/factories';
import { yesterdayInSeoul } from './service';

// 일별 대사 on the sandbox gateway (its records are the sandbox_payment rows).
// The checked day is yesterday in Korea and every time in it is that day's
// noon, so the test means the same at any hour.

let t: TestContext;
let callers: AdminCallers;
const day = yesterdayInSeoul();
const noon = new Date(`${day}T12:00:00+09:00`);
const at = (minutes: number) => new Date(noon.getTime() + minutes * 60_000);
const paid: Payment[] = [];

const run = async (body: unknown) => postAs(t.app, '/api/admin/reconciliation/run', body, callers.admin);
const runDay = async () => {
  const response = await run({ day });
  expect(response.statusCode).toBe(200);
  return response.json() as GatewayCheckRunResult;
};
const list = async (query = '') => {
  const response = await getAs(t.app, `/api/admin/reconciliation/list${query}`, callers.admin);
  expect(response.statusCode).toBe(200);
  return response.json() as { content: AdminGatewayCheckRow[]; totalElements: number };
};
const rowsOfDay = async () => t.database.db.select().from(gatewayCheckDifferences).where(eq(gatewayCheckDifferences.day, day));

/** The sandbox's side of a payment, as its window would have written it. */
async function atGateway(payment: Payment, changes: Partial<typeof sandboxPayments.$inferInsert> = {}) {
  await t.database.db.insert(sandboxPayments).values({
    paymentId: payment.paymentId,
    flow: 'portone',
    storeId: 'store-sandbox',
    orderName: '축하 기부화환',
    amount: payment.amount,
    status: payment.status === 'CANCELLED' ? 'CANCELLED' : 'PAID',
    cancelledAmount: payment.cancelledAmount,
    paidAt: payment.paidAt,
    createDate: new Date(payment.paidAt!.getTime() - 60_000),
    ...changes,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000 });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
  for (const [minutes, amount, status] of [
    [0, 60000, 'PAID'],
    [10, 70001, 'PAID'],
    [20, 130000, 'PAID'],
    [30, 55555, 'CANCELLED'],
  ] as const) {
    const payment = await createPayment(db, invitation, {
      amount,
      status,
      paidAt: at(minutes),
      ...(status === 'CANCELLED' ? { cancelledAmount: amount, cancelledAt: at(minutes + 5) } : {}),
    });
    await atGateway(payment);
    paid.push(payment);
  }
  // Another day's payment and a payment that was never paid: not part of the day.
  await atGateway(await createPayment(db, invitation, { paidAt: at(-24 * 60) }));
  await createPayment(db, invitation, { status: 'FAILED', paidAt: null });
});
afterAll(() => t.close());

describe('POST /api/admin/reconciliation/run', () => {
  it('finds no difference on a clean day, and records the day’s totals on both sides', async () => {
    const { check, message } = await runDay();
    expect(check).toMatchObject({ day, provider: 'sandbox', supported: true, paymentsHere: 4, paymentsAtGateway: 4, differences: 0, open: 0 });
    expect(check.amountHere).toBe(60000 + 70001 + 130000);
    expect(check.amountAtGateway).toBe(check.amountHere);
    expect(message).toBe(messages.reconciliation.ran(day, 0));
    expect(await list()).toEqual({ content: [], totalElements: 0 });
    const days = (await getAs(t.app, '/api/admin/reconciliation/days', callers.admin)).json() as GatewayCheckDays;
    expect(days.content[0]).toMatchObject({ day, differences: 0 });
  });

  it('flags an amount changed, a payment missing at the gateway, one missing here and a cancel the gateway never made, once each however often it runs', async () => {
    const db = t.database.db;
    const [changed, deleted, , cancelled] = paid as [Payment, Payment, Payment, Payment];
    await db.update(sandboxPayments).set({ amount: 61000 }).where(eq(sandboxPayments.paymentId, changed.paymentId));
    await db.delete(sandboxPayments).where(eq(sandboxPayments.paymentId, deleted.paymentId));
    await db.update(sandboxPayments).set({ status: 'PAID', cancelledAmount: 0 }).where(eq(sandboxPayments.paymentId, cancelled.paymentId));
    const stranger = newPaymentId();
    await db.insert(sandboxPayments).values({
      paymentId: stranger,
      flow: 'portone',
      storeId: 'store-sandbox',
      orderName: '축하 기부화환',
      amount: 40000,
      status: 'PAID',
      paidAt: at(40),
      createDate: at(39),
    });

    const first = await runDay();
    const expected = [
      { paymentId: changed.paymentId, kind: 'AMOUNT', ourAmount: 60000, gatewayAmount: 61000 },
      { paymentId: deleted.paymentId, kind: 'MISSING_AT_GATEWAY', ourAmount: 70001, gatewayAmount: null },
      { paymentId: cancelled.paymentId, kind: 'STATUS', ourStatus: 'CANCELLED', gatewayStatus: 'PAID' },
      { paymentId: cancelled.paymentId, kind: 'CANCELLED_AMOUNT', ourCancelledAmount: 55555, gatewayCancelledAmount: 0 },
      { paymentId: stranger, kind: 'MISSING_HERE', ourStatus: null, gatewayAmount: 40000 },
    ];
    expect(first.check).toMatchObject({ differences: expected.length, open: expected.length, paymentsHere: 4, paymentsAtGateway: 4 });
    expect(first.message).toBe(messages.reconciliation.ran(day, expected.length));
    const shown = await list(`?day=${day}&state=OPEN`);
    expect(shown.totalElements).toBe(expected.length);
    for (const difference of expected) expect(shown.content).toContainEqual(expect.objectContaining({ day, resolvedAt: null, ...difference }));

    const again = await runDay();
    expect(again.check.differences).toBe(expected.length);
    expect(await rowsOfDay()).toHaveLength(expected.length);
  });

  it('closes by itself a difference that is gone on a re-run, and opens it again should it come back', async () => {
    const db = t.database.db;
    const changed = paid[0]!;
    await db.update(sandboxPayments).set({ amount: changed.amount }).where(eq(sandboxPayments.paymentId, changed.paymentId));
    const { check } = await runDay();
    expect(check).toMatchObject({ differences: 4, open: 4 });
    const [cleared] = (await rowsOfDay()).filter((row) => row.kind === 'AMOUNT');
    expect(cleared).toMatchObject({ resolutionNote: messages.reconciliation.clearedOnRecheck, resolvedByName: null });
    expect(cleared!.resolvedAt).not.toBeNull();

    await db.update(sandboxPayments).set({ amount: 62000 }).where(eq(sandboxPayments.paymentId, changed.paymentId));
    expect((await runDay()).check.open).toBe(5);
    const [back] = (await rowsOfDay()).filter((row) => row.kind === 'AMOUNT');
    expect(back).toMatchObject({ resolvedAt: null, resolutionNote: null, gatewayAmount: 62000, differenceSeq: cleared!.differenceSeq });
    await db.update(sandboxPayments).set({ amount: changed.amount }).where(eq(sandboxPayments.paymentId, changed.paymentId));
    await runDay();
  });

  it('refuses a day that is not a date, one still to come, and none', async () => {
    for (const [body, message] of [
      [{ day: '2026-02-30' }, messages.reconciliation.dayInvalid],
      [{ day: '어제' }, messages.reconciliation.dayInvalid],
      [{}, messages.reconciliation.dayRequired],
      [{ day: '' }, messages.reconciliation.dayRequired],
    ] as const) {
      const response = await run(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const future = await run({ day: `${Number(todayInSeoul().slice(0, 4)) + 1}${todayInSeoul().slice(4)}` });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: messages.reconciliation.dayInFuture });
  });
});

describe('POST /api/admin/reconciliation/resolve/:seq', () => {
  it('closes an open difference with the administrator’s note, once', async () => {
    const open = await list('?state=OPEN');
    const target = open.content.find((row) => row.kind === 'MISSING_HERE')!;
    const resolve = (body: unknown, seq = target.differenceSeq) => postAs(t.app, `/api/admin/reconciliation/resolve/${seq}`, body, callers.admin);

    const blank = await resolve({ note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.reconciliation.noteRequired });
    const long = await resolve({ note: '가'.repeat(501) });
    expect(long.json()).toEqual({ message: messages.reconciliation.noteTooLong });

    const done = await resolve({ note: '결제사 테스트 결제, 확인함' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ differenceSeq: target.differenceSeq, message: messages.reconciliation.resolved });
    const resolved = (await list('?state=RESOLVED')).content.find((row) => row.differenceSeq === target.differenceSeq);
    expect(resolved).toMatchObject({ resolutionNote: '결제사 테스트 결제, 확인함', resolvedByName: expect.stringMatching(/^boadmin/) });

    const twice = await resolve({ note: '다시' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: messages.reconciliation.alreadyResolved });
    const unknown = await resolve({ note: '없음' }, 987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.reconciliation.notFound });

    // A re-run keeps an administrator's resolution even though the difference is still there.
    await runDay();
    const [still] = await t.database.db.select().from(gatewayCheckDifferences).where(eq(gatewayCheckDifferences.differenceSeq, target.differenceSeq));
    expect(still).toMatchObject({ resolutionNote: '결제사 테스트 결제, 확인함' });
    expect(still!.resolvedAt).not.toBeNull();
  });

  it('searches by payment id and refuses a state that is not one', async () => {
    const some = (await list()).content[0]!;
    const found = await list(`?searchType=paymentId&searchWord=${some.paymentId.slice(4, 14)}`);
    expect(found.content.every((row) => row.paymentId === some.paymentId)).toBe(true);
    const bad = await getAs(t.app, '/api/admin/reconciliation/list?state=DONE', callers.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.reconciliation.stateInvalid });
  });

  it('downloads the day’s differences as an Excel with the day above them, dates as dates, amounts as numbers and a total row', async () => {
    const shown = await list(`?day=${day}`);
    const file = await readExcel(await getAs(t.app, `/api/admin/reconciliation/excel?day=${day}`, callers.admin));
    expect(file.fileName).toBe(`대사차이목록_${day}.xlsx`);
    expect(file.lines.slice(0, 3)).toEqual(['일별 대사 차이', '검색 조건: 없음 (전체 목록)', `기간: 결제일 ${day}`]);
    const sum = (pick: (row: AdminGatewayCheckRow) => number | null) => shown.content.reduce((all, row) => all + (pick(row) ?? 0), 0);
    expectExcelCells(file, {
      header: [
        '결제일',
        '결제번호',
        '차이',
        '온기 상태',
        '온기 금액',
        '온기 취소 금액',
        '결제사 상태',
        '결제사 금액',
        '결제사 취소 금액',
        '마지막 확인',
        '처리',
        '처리 일시',
        '처리한 관리자',
        '처리 내용',
      ],
      count: shown.totalElements,
      dates: ['결제일', '마지막 확인', '처리 일시'],
      numbers: ['온기 금액', '온기 취소 금액', '결제사 금액', '결제사 취소 금액'],
      texts: ['결제번호', '차이', '처리'],
      totals: {
        '온기 금액': sum((row) => row.ourAmount),
        '온기 취소 금액': sum((row) => row.ourCancelledAmount),
        '결제사 금액': sum((row) => row.gatewayAmount),
        '결제사 취소 금액': sum((row) => row.gatewayCancelledAmount),
      },
    });
    expect(file.column('결제번호')).toEqual(shown.content.map((row) => row.paymentId));
    expect(file.column('차이')).toEqual(shown.content.map((row) => gatewayCheckKindLabels[row.kind]));
    // The payment the gateway alone knows reads as no record here, as the screen says.
    expect(file.column('온기 상태')).toContain('기록 없음');
    expect(wallClockOf(file.column('결제일')[0] ?? null)).toBe(`${day} 00:00`);

    const resolved = await readExcel(await getAs(t.app, `/api/admin/reconciliation/excel?state=RESOLVED`, callers.admin));
    expect(resolved.lines[1]).toBe(`검색 조건: 상태 ${gatewayCheckStateLabels.RESOLVED}`);
    expect(resolved.rows).toHaveLength((await list('?state=RESOLVED')).totalElements);
    expect(resolved.column('처리 내용')).toContain('결제사 테스트 결제, 확인함');
  });
});

describe('the daily job and access', () => {
  it('checks yesterday in Korea when the scheduled job runs', async () => {
    await t.database.db.delete(gatewayCheckDays).where(eq(gatewayCheckDays.day, day));
    expect(await t.app.jobs.runNow('daily-gateway-check')).toBe('completed');
    const [row] = await t.database.db.select().from(gatewayCheckDays).where(eq(gatewayCheckDays.day, day));
    expect(row).toMatchObject({ provider: 'sandbox', paymentsHere: 4 });
    const [open] = await t.database.db
      .select({ n: count() })
      .from(gatewayCheckDifferences)
      .where(and(eq(gatewayCheckDifferences.day, day), isNull(gatewayCheckDifferences.resolvedAt)));
    expect(open!.n).toBe(3);
  });

  it('answers administrators only', async () => {
    const seq = (await list()).content[0]!.differenceSeq;
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/reconciliation/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/reconciliation/days' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/reconciliation/excel' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/reconciliation/run', payload: { day } });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `/api/admin/reconciliation/resolve/${seq}`, payload: { note: '확인' } });
    // Our own payments are untouched by any of it.
    const [ours] = await t.database.db.select({ amount: payments.amount }).from(payments).where(eq(payments.paymentId, paid[0]!.paymentId));
    expect(ours!.amount).toBe(60000);
  });
});
