import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  paymentAdminMessages,
  type AdminAuditRow,
  type AdminLedgerRow,
  type AdminPaymentRow,
  type CampaignDetail,
  type DonationGroupDetail,
  type DonationLedger,
  itemAt,
} from '@ongi/shared';
import { payments, sandboxPayments } from '@server/db/schema';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { getAs, postAs } from '@server/test/member-session';
import {
  createCampaign,
  createDonationCategory,
  createDonationGroup,
  createFuneralInvitation,
  createPayment,
  createWeddingInvitation,
  type Payment,
} from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let recipientA: number;
let recipientB: number;
let groupA: number;
let groupB: number;
let celebration: number;
let condolence: number;
let weddingOrderNum: string;
const made: Payment[] = [];

type Page<Row> = { content: Row[]; totalElements: number };
const get = <Row>(url: string) => getAs(t.app, url, callers.admin).then((response) => response.json() as Page<Row>);
const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  recipientA = (await createDonationCategory(db, { name: '온기 나눔재단' })).categoryDonationSeq;
  recipientB = (await createDonationCategory(db, { name: '희망 복지회' })).categoryDonationSeq;
  groupA = (await createDonationGroup(db, { groupName: '온기 나눔재단', categoryDonationSeq: recipientA })).donationGroupSeq;
  groupB = (await createDonationGroup(db, { groupName: '희망 복지회', categoryDonationSeq: recipientB })).donationGroupSeq;
  celebration = (await createCampaign(db, { campaignName: '축하 기부화환', categoryDonationSeq: recipientA })).campaignSeq;
  condolence = (await createCampaign(db, { campaignName: '근조 기부화환', categoryDonationSeq: recipientB })).campaignSeq;
  const wedding = await createWeddingInvitation(db, { campaignSeq: celebration });
  weddingOrderNum = wedding.orderNum;
  const funeral = await createFuneralInvitation(db, { campaignSeq: condolence });
  const add = async (invitation: typeof wedding | typeof funeral, input: Parameters<typeof createPayment>[2]) => {
    made.push(await createPayment(db, invitation, input));
  };
  // September and October 2026 in Korea; odd amounts so each half rounds down.
  await add(wedding, { amount: 60001, name: '김하객', phoneNum: '01011112222', paidAt: kst('2026-09-03') });
  await add(wedding, { amount: 90000, name: '이축하', phoneNum: '01033334444', paidAt: kst('2026-09-30', '23:59') });
  // 00:30 on 1 October in Korea is still 30 September in UTC: October's.
  await add(wedding, { amount: 110003, name: '박기쁨', paidAt: kst('2026-10-01', '00:30') });
  await add(wedding, {
    amount: 70001,
    cancelledAmount: 20000,
    status: 'PARTIAL_CANCELLED',
    name: '최부분',
    paidAt: kst('2026-10-05'),
    cancelledAt: kst('2026-10-06'),
  });
  await add(wedding, { amount: 80000, cancelledAmount: 80000, status: 'CANCELLED', name: '정취소', paidAt: kst('2026-10-07'), cancelledAt: kst('2026-10-08') });
  await add(wedding, { amount: 50000, status: 'FAILED', name: '한실패', createDate: kst('2026-10-09') });
  await add(funeral, { amount: 100000, name: '강근조', paidAt: kst('2026-09-10') });
  await add(funeral, { amount: 130001, name: '조위로', paidAt: kst('2026-10-11') });
  // A condolence wreath paid while its campaign gave to recipient A: its half stays A's.
  await add(funeral, { amount: 66667, name: '윤이전', categoryDonationSeq: recipientA, paidAt: kst('2026-10-12') });
  // A wreath owed to no recipient.
  await add(funeral, { amount: 40001, name: '서미정', categoryDonationSeq: null, paidAt: kst('2026-10-13') });
  for (let i = 0; i < 3; i += 1) await add(wedding, { amount: 30000, name: `추가${i}`, paidAt: kst('2026-08-01') });
});
afterAll(() => t.close());

describe('GET /api/admin/payment/list', () => {
  it('lists every payment newest first, 10 a page, with its campaign, payer and status', async () => {
    const first = await get<AdminPaymentRow>('/api/admin/payment/list');
    expect(first.totalElements).toBe(13);
    expect(first.content).toHaveLength(10);
    const newest = itemAt(made, 9, "서미정's payment");
    expect(first.content[0]).toEqual({
      paymentSeq: newest.paymentSeq,
      paymentId: newest.paymentId,
      orderNum: newest.orderNum,
      campaignName: '근조 기부화환',
      name: '서미정',
      phoneNum: '01056789012',
      amount: 40001,
      cancelledAmount: 0,
      status: 'PAID',
      provider: 'sandbox',
      paidAt: kst('2026-10-13').toISOString(),
      cancelledAt: null,
      cancelReason: null,
      failReason: null,
    });
    expect((await get<AdminPaymentRow>('/api/admin/payment/list?page=2')).content.map((row) => row.name)).toEqual(['추가2', '추가1', '추가0']);
  });

  it.each([
    ['orderNum', () => weddingOrderNum, 9],
    ['orderNum', () => itemAt(made, 2, "박기쁨's payment").paymentId, 1],
    ['payer', () => '이축하', 1],
    ['payer', () => '010-3333-4444', 1],
    ['all', () => '김하객', 1],
    ['all', () => '없는 이름', 0],
  ])('searches by %s', async (searchType, word, count) => {
    const page = await get<AdminPaymentRow>(`/api/admin/payment/list?searchType=${searchType}&searchWord=${encodeURIComponent(word())}`);
    expect(page.totalElements).toBe(count);
  });

  it('filters by status and by a period of Korean days', async () => {
    const cancelled = await get<AdminPaymentRow>('/api/admin/payment/list?status=CANCELLED');
    expect(cancelled.content.map((row) => row.name)).toEqual(['정취소']);
    const october = await get<AdminPaymentRow>('/api/admin/payment/list?from=2026-10-01&to=2026-10-07');
    expect(october.content.map((row) => row.name)).toEqual(['정취소', '최부분', '박기쁨']);
    const fromOnly = await get<AdminPaymentRow>('/api/admin/payment/list?from=2026-10-12');
    expect(fromOnly.content.map((row) => row.name)).toEqual(['서미정', '윤이전']);
    const toOnly = await get<AdminPaymentRow>('/api/admin/payment/list?to=2026-08-31&status=PAID');
    expect(toOnly.totalElements).toBe(3);
  });

  it.each([
    ['?status=DONE', messages.query.paymentStatus],
    ['?from=2026-1-1', paymentAdminMessages.periodInvalid],
    ['?to=2026-02-30', paymentAdminMessages.periodInvalid],
    ['?from=2026-10-02&to=2026-10-01', paymentAdminMessages.periodReversed],
    ['?searchType=amount', messages.query.searchType],
    ['?page=-1', messages.query.page],
  ])('refuses %s', async (query, message) => {
    const response = await getAs(t.app, `/api/admin/payment/list${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an impossible day before the Excel file starts', async () => {
    const response = await getAs(t.app, '/api/admin/payment/excel?from=2026-02-30', callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: paymentAdminMessages.periodInvalid });
  });

  it('downloads the searched payments as Excel', async () => {
    const file = await readExcel(await getAs(t.app, '/api/admin/payment/excel?status=PARTIAL_CANCELLED', callers.admin));
    expect(file.fileName).toBe('결제목록_전체.xlsx');
    expect(file.lines.slice(0, 3)).toEqual(['결제', '검색 조건: 상태 부분 환불', '기간: 전체']);
    expect(file.lines[3]).toMatch(/^내려받은 시각: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(한국 시간\)$/);
    expect(file.header).toEqual([
      '결제번호',
      '주문번호',
      '캠페인',
      '결제자',
      '연락처',
      '결제 금액',
      '취소 금액',
      '상태',
      '결제 일시',
      '취소 일시',
      '취소 사유',
      '실패 사유',
    ]);
    const row = itemAt(file.rows, 0, 'the partly cancelled payment');
    expect(file.rows).toHaveLength(1);
    expect(row.slice(0, 8)).toEqual([
      itemAt(made, 3, "최부분's payment").paymentId,
      weddingOrderNum,
      '축하 기부화환',
      '최부분',
      '010-5678-9012',
      70001,
      20000,
      '부분 환불',
    ]);
    // Dates in the Korean wall clock, which Excel shows and sorts as dates.
    expect(wallClockOf(row[8] ?? null)).toMatch(/^2026-10-05 /);
    expect(wallClockOf(row[9] ?? null)).toMatch(/^2026-10-06 /);
    expect(file.total?.slice(5, 7)).toEqual([70001, 20000]);
  });

  it('downloads a period with its total equal to the database, named for the period and the search', async () => {
    const search = '?from=2026-10-01&to=2026-10-31';
    const file = await readExcel(await getAs(t.app, `/api/admin/payment/excel${search}`, callers.admin));
    expect(file.fileName).toBe('결제목록_2026-10-01~2026-10-31.xlsx');
    expect(file.lines.slice(1, 3)).toEqual(['검색 조건: 없음 (전체 목록)', '기간: 결제일 2026-10-01 ~ 2026-10-31']);
    const [sums] = await t.database.db
      .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int`, cancelled: sql<number>`coalesce(sum(${payments.cancelledAmount}), 0)::int` })
      .from(payments)
      .where(and(gte(payments.listedAt, kst('2026-10-01', '00:00')), lt(payments.listedAt, kst('2026-11-01', '00:00'))));
    expectExcelCells(file, {
      header: file.header,
      count: (await get(`/api/admin/payment/list${search}`)).totalElements,
      dates: ['결제 일시', '취소 일시'],
      numbers: ['결제 금액', '취소 금액'],
      texts: ['결제번호', '상태'],
      totals: { '결제 금액': sums?.amount ?? -1, '취소 금액': sums?.cancelled ?? -1 },
    });
    expect(file.rows.length).toBeGreaterThan(1);
    const searched = await readExcel(
      await getAs(t.app, `/api/admin/payment/excel${search}&searchType=payer&searchWord=${encodeURIComponent('최부분')}`, callers.admin),
    );
    expect(searched.fileName).toBe('결제목록_2026-10-01~2026-10-31_최부분.xlsx');
    expect(searched.lines[1]).toBe('검색 조건: 검색어 "최부분"(결제자)');
  });
});

describe('POST /api/admin/payment/cancel/:paymentId', () => {
  it('cancels a paid wreath at the provider, keeps the reason and writes the audit trail', async () => {
    const db = t.database.db;
    const wedding = await createWeddingInvitation(db, { campaignSeq: celebration });
    const payment = await createPayment(db, wedding, { amount: 50000, name: '취소대상', paidAt: kst('2026-11-01') });
    await db.insert(sandboxPayments).values({
      paymentId: payment.paymentId,
      flow: 'portone',
      storeId: 'store-sandbox',
      orderName: '축하 기부화환',
      amount: 50000,
      status: 'PAID',
      paidAt: payment.paidAt,
    });

    const url = `/api/admin/payment/cancel/${payment.paymentId}`;
    for (const [reason, message] of [
      ['   ', messages.payment.cancelReasonRequired],
      ['가'.repeat(201), messages.payment.cancelReasonTooLong],
    ]) {
      const refused = await postAs(t.app, url, { reason }, callers.admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    const missing = await postAs(t.app, url, {}, callers.admin);
    expect(missing.json()).toEqual({ message: messages.payment.cancelReasonRequired });

    const cancelled = await postAs(t.app, url, { reason: '보내는 분 요청으로 취소' }, callers.admin);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ paymentId: payment.paymentId, status: 'CANCELLED', cancelledAmount: 50000 });
    const [row] = await db.select().from(payments).where(eq(payments.paymentId, payment.paymentId));
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: '보내는 분 요청으로 취소' });
    const listed = await get<AdminPaymentRow>(`/api/admin/payment/list?searchType=orderNum&searchWord=${payment.paymentId}`);
    expect(listed.content[0]).toMatchObject({ status: 'CANCELLED', cancelReason: '보내는 분 요청으로 취소', cancelledAmount: 50000 });

    const audit = await get<AdminAuditRow>('/api/admin/audit/list?action=cancel');
    expect(audit.content[0]).toMatchObject({
      action: 'cancel',
      resource: 'payment',
      targetSeqs: [payment.paymentSeq],
      summary: `${payment.paymentId} 취소: 보내는 분 요청으로 취소`,
    });
    expect(itemAt(audit.content, 0, 'the cancel in the audit').adminUsername).toMatch(/^boadmin/);

    const again = await postAs(t.app, url, { reason: '다시' }, callers.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.payment.alreadyCancelled });
    expect((await get<AdminAuditRow>('/api/admin/audit/list?action=cancel')).totalElements).toBe(1);
  });

  it('answers 404 for a payment that does not exist', async () => {
    const response = await postAs(t.app, '/api/admin/payment/cancel/pay-none', { reason: '없음' }, callers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.payment.notFound });
  });
});

describe('GET /api/admin/donation-ledger/list', () => {
  const ledger = (query: string) => get<AdminLedgerRow>(`/api/admin/donation-ledger/list${query}`);
  const figures = (row: AdminLedgerRow | undefined): DonationLedger => ({
    paidCount: row?.paidCount ?? 0,
    totalPaid: row?.totalPaid ?? 0,
    donatedAmount: row?.donatedAmount ?? 0,
  });
  const add = (a: DonationLedger, b: DonationLedger): DonationLedger => ({
    paidCount: a.paidCount + b.paidCount,
    totalPaid: a.totalPaid + b.totalPaid,
    donatedAmount: a.donatedAmount + b.donatedAmount,
  });

  it('sums a month per recipient: standing wreaths, what they paid less refunds, and the half owed', async () => {
    const october = await ledger('?month=2026-10');
    // A: 110,003 + 50,001 + 66,667 (halves 55,001 + 25,000 + 33,333); B: 130,001 (65,000); none: 40,001 (20,000).
    expect(october).toEqual({
      totalElements: 3,
      content: [
        { seq: recipientA, name: '온기 나눔재단', paidCount: 3, totalPaid: 226671, donatedAmount: 113334 },
        { seq: recipientB, name: '희망 복지회', paidCount: 1, totalPaid: 130001, donatedAmount: 65000 },
        { seq: 0, name: '지정 없음', paidCount: 1, totalPaid: 40001, donatedAmount: 20000 },
      ],
    });
    const september = await ledger('?month=2026-09&by=recipient');
    expect(september.content).toEqual([
      { seq: recipientA, name: '온기 나눔재단', paidCount: 2, totalPaid: 150001, donatedAmount: 75000 },
      { seq: recipientB, name: '희망 복지회', paidCount: 1, totalPaid: 100000, donatedAmount: 50000 },
    ]);
    expect(await ledger('?month=2025-01')).toEqual({ content: [], totalElements: 0 });
  });

  it('sums per campaign and searches by name', async () => {
    const byCampaign = await ledger('?month=2026-10&by=campaign');
    expect(byCampaign.content.map((row) => [row.name, row.paidCount, row.totalPaid])).toEqual([
      ['근조 기부화환', 3, 236669],
      ['축하 기부화환', 2, 160004],
    ]);
    expect((await ledger(`?by=campaign&searchWord=${encodeURIComponent('근조')}`)).content.map((row) => row.name)).toEqual(['근조 기부화환']);
  });

  it('equals the public pages to the won, for all time and as the sum of its months', async () => {
    const allTime = await ledger('');
    for (const [recipient, group] of [
      [recipientA, groupA],
      [recipientB, groupB],
    ]) {
      const page = (await getAs(t.app, `/api/donation-group/get-detail?donationGroupSeq=${group}`)).json() as DonationGroupDetail;
      const row = allTime.content.find((entry) => entry.seq === recipient);
      expect(figures(row)).toEqual(page.donationLedger);
      let months: DonationLedger = { paidCount: 0, totalPaid: 0, donatedAmount: 0 };
      for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) {
        months = add(months, figures((await ledger(`?month=${month}`)).content.find((entry) => entry.seq === recipient)));
      }
      expect(months).toEqual(page.donationLedger);
    }
    const byCampaign = await ledger('?by=campaign');
    for (const campaign of [celebration, condolence]) {
      const page = (await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${campaign}`)).json() as CampaignDetail;
      expect(figures(byCampaign.content.find((entry) => entry.seq === campaign))).toEqual(page.donationLedger);
    }
  });

  it.each([
    ['?month=2026-13', paymentAdminMessages.monthInvalid],
    ['?month=202610', paymentAdminMessages.monthInvalid],
    ['?by=partner', paymentAdminMessages.ledgerByInvalid],
  ])('refuses %s', async (query, message) => {
    const response = await getAs(t.app, `/api/admin/donation-ledger/list${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('downloads the month as Excel with the same figures', async () => {
    const file = await readExcel(await getAs(t.app, '/api/admin/donation-ledger/excel?month=2026-10', callers.admin));
    expect(file.fileName).toBe('기부금정산_2026-10.xlsx');
    expect(file.lines.slice(1, 3)).toEqual(['검색 조건: 기준 기부처별', '기간: 정산 월 2026-10']);
    expectExcelCells(file, {
      header: ['이름', '화환 수', '결제 합계', '전달할 금액'],
      count: (await ledger('?month=2026-10')).totalElements,
      numbers: ['화환 수', '결제 합계', '전달할 금액'],
      totals: { '화환 수': 5, '결제 합계': 396673, '전달할 금액': 198334 },
    });
    expect(file.rows).toEqual([
      ['온기 나눔재단', 3, 226671, 113334],
      ['희망 복지회', 1, 130001, 65000],
      ['지정 없음', 1, 40001, 20000],
    ]);
    // The same won as the database: what stands of each paid wreath of October (Korean days), less refunds.
    const [sums] = await t.database.db
      .select({ paid: sql<number>`coalesce(sum(${payments.amount} - ${payments.cancelledAmount}), 0)::int` })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['PAID', 'PARTIAL_CANCELLED']),
          gte(payments.paidAt, kst('2026-10-01', '00:00')),
          lt(payments.paidAt, kst('2026-11-01', '00:00')),
        ),
      );
    expect(file.total?.[2]).toBe(sums?.paid);
  });
});

describe('administrators only', () => {
  it.each([
    ['GET', '/api/admin/payment/list'],
    ['GET', '/api/admin/payment/excel'],
    ['POST', '/api/admin/payment/cancel/pay-none'],
    ['GET', '/api/admin/donation-ledger/list'],
    ['GET', '/api/admin/donation-ledger/excel'],
  ] as const)('%s %s', async (method, url) => {
    await expectAdminOnly(t.app, callers, { method, url, payload: method === 'POST' ? { reason: '취소' } : undefined });
  });
});
