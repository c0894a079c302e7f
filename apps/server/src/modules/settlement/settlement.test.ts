import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  settlementStateLabels,
  type AdminSettlementDetail,
  type AdminSettlementRow,
  type DonationGroupDetail,
  type HostWreath,
  type Page,
  type PaymentReceipt,
  type SettlementPending,
  type SettlementPreview,
  type TransferRecord,
} from '@ongi/shared';
import { rowsOf } from '@server/db/client';
import { adminAudits, payments, settlementBatches, settlementLines } from '@server/db/schema';
import {
  createAccount,
  createCampaign,
  createDonationCategory,
  createDonationGroup,
  createPayment,
  createWeddingInvitation,
  tinyPng,
  type Payment,
} from '@server/seed/factories';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { postUpload } from '@server/test/admin-upload';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { expectRefusal, getAs, loginAs, postAs } from '@server/test/member-session';
import { kst } from '@server/test/time';
import { pendingByOrganisation } from './index';

// 기부금 정산 (docs/decisions/021-settlements.md): a seeded month of wreaths for
// two organisations, refunds before and after a batch, and every figure
// (public, host, payer, admin) held to a direct SQL sum, to the won.

let t: TestContext;
let callers: AdminCallers;
let hostCookie: string;
let groupA: number;
let groupB: number;
let campaignA: number;
let campaignB: number;
let orderNum: string;
const p: Record<string, Payment> = {};

const get = <T>(url: string, cookie = callers.admin) =>
  getAs(t.app, url, cookie).then((response) => ({ status: response.statusCode, body: response.json() as T }));
const close = (body: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/settlement/close', body, cookie);
const period = (donationGroupSeq: number, periodFrom: string, periodTo: string) => ({ donationGroupSeq, periodFrom, periodTo });
const query = (body: Record<string, unknown>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]))).toString();
const png = async () => ({ name: 'proof', body: await tinyPng(), filename: '이체확인증.png', contentType: 'image/png' });
const transfer = async (settlementBatchSeq: number, values: Record<string, unknown> = {}, files?: Array<{ name: string; body: Buffer; filename: string }>) =>
  postUpload(
    t,
    '/api/admin/settlement/save',
    'settlement',
    { settlementBatchSeq, transferredOn: '2026-11-10', bankReference: 'KB-20261110-0001', ...values },
    files ?? [await png()],
    callers.admin,
  );

/** What the database says each organisation is owed now: the direct sum, for every figure to equal. */
async function owedBySql(where: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ owed: string }>(
    await t.database.db.execute(
      sql`
    select coalesce(sum(case when purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED') then donated_amount else 0 end), 0) as owed
    from payment where ${where}`,
    ),
  );
  return Number(row?.owed ?? 0);
}
async function transferredBySql(where: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ paid: string }>(
    await t.database.db.execute(
      sql`select coalesce(sum(l.amount), 0) as paid from settlement_line l join settlement_batch b using (settlement_batch_seq) join payment p using (payment_seq)
          where b.state = 'TRANSFERRED' and ${where}`,
    ),
  );
  return Number(row?.paid ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const db = t.database.db;
  const recipientA = await createDonationCategory(db, { name: '결식아동 급식' });
  const recipientB = await createDonationCategory(db, { name: '도시숲 조성' });
  groupA = (await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipientA.categoryDonationSeq })).donationGroupSeq;
  groupB = (await createDonationGroup(db, { groupName: '재단법인 푸른숲나눔', categoryDonationSeq: recipientB.categoryDonationSeq })).donationGroupSeq;
  campaignA = (await createCampaign(db, { campaignName: '따뜻한 한 끼', categoryDonationSeq: recipientA.categoryDonationSeq })).campaignSeq;
  // A campaign that gives 70 %: its payments fix 70 when paid.
  campaignB = (await createCampaign(db, { campaignName: '도시숲 한 그루', categoryDonationSeq: recipientB.categoryDonationSeq, donatedPercent: 70 }))
    .campaignSeq;
  const host = await createAccount(db, { username: 'settlehost' });
  hostCookie = await loginAs(t.app, host.username);
  const wedding = await createWeddingInvitation(db, { campaignSeq: campaignA, accountSeq: host.accountSeq, groomName: '김민준', brideName: '이서연' });
  orderNum = wedding.orderNum;
  const page = await createWeddingInvitation(db, { campaignSeq: campaignB, groomName: '이도윤', brideName: '박지우' });
  // October 2026 in Korea, both ends: the first instant and the last second are in, November's first instant is not.
  p.a1 = await createPayment(db, wedding, { name: '박하객', phoneNum: '01011112222', amount: 60000, paidAt: kst('2026-10-01', '00:00:00') });
  p.a2 = await createPayment(db, wedding, { name: '최하객', amount: 61001, paidAt: kst('2026-10-31', '23:59:59') });
  p.a3 = await createPayment(db, wedding, { name: '정하객', amount: 50000, paidAt: kst('2026-11-01', '00:00:00') });
  // Cancelled in October: never settled.
  p.a4 = await createPayment(db, wedding, { name: '취소한분', amount: 70000, status: 'CANCELLED', cancelledAmount: 70000, paidAt: kst('2026-10-10') });
  // Partly refunded before any batch: settled at what stays.
  p.a5 = await createPayment(db, wedding, { name: '부분환불', amount: 60000, status: 'PARTIAL_CANCELLED', cancelledAmount: 20000, paidAt: kst('2026-10-15') });
  p.b1 = await createPayment(db, page, { name: '숲사랑', amount: 100000, paidAt: kst('2026-10-03') });
  p.b2 = await createPayment(db, page, { name: '나무', amount: 33333, paidAt: kst('2026-10-20') });
});
afterAll(() => t.close());

describe('the organisation and the share, fixed on each payment', () => {
  it('names the organisation its recipient is and the campaign share, and the donated amount follows refunds rounded down', async () => {
    const rows = await t.database.db.select().from(payments).where(eq(payments.paymentSeq, p.b2!.paymentSeq));
    expect(rows[0]).toMatchObject({ donationGroupSeq: groupB, donatedPercent: 70, donatedAmount: Math.floor((33333 * 70) / 100) });
    expect((await t.database.db.select().from(payments).where(eq(payments.paymentSeq, p.a2!.paymentSeq)))[0]).toMatchObject({
      donationGroupSeq: groupA,
      donatedAmount: 30500,
    });
    expect((await t.database.db.select().from(payments).where(eq(payments.paymentSeq, p.a5!.paymentSeq)))[0]?.donatedAmount).toBe(20000);
  });

  it('keeps the ledger per organisation equal to the payments, and the public organisation page to it', async () => {
    for (const group of [groupA, groupB]) {
      const [ledger] = rowsOf<{ donated: string }>(
        await t.database.db.execute(sql`select coalesce(sum(donated_amount), 0) as donated from donation_ledger_month where donation_group_seq = ${group}`),
      );
      const owed = await owedBySql(sql`donation_group_seq = ${group}`);
      expect(Number(ledger?.donated)).toBe(owed);
      const page = await get<DonationGroupDetail>(`/api/donation-group/get-detail?donationGroupSeq=${group}`);
      expect(page.body.donationLedger.donatedAmount).toBe(owed);
    }
    expect(await owedBySql(sql`donation_group_seq = ${groupA}`)).toBe(30000 + 30500 + 25000 + 20000);
  });
});

describe('closing a period', () => {
  it('previews exactly the standing wreaths of the period no batch holds, cancelled ones left out', async () => {
    const preview = await get<SettlementPreview>(`/api/admin/settlement/preview?${query(period(groupA, '2026-10-01', '2026-10-31'))}`);
    expect(preview.status).toBe(200);
    expect(preview.body.groupName).toBe('사단법인 따뜻한밥상나눔');
    expect(preview.body.lines.map((line) => [line.paymentId, line.kind, line.lineAmount])).toEqual([
      [p.a1!.paymentId, 'WREATH', 30000],
      [p.a5!.paymentId, 'WREATH', 20000],
      [p.a2!.paymentId, 'WREATH', 30500],
    ]);
    expect(preview.body.amount).toBe(80500);
  });

  it('closes once: the amount is the server’s, the audit trail has it, and a second close finds nothing', async () => {
    const closed = await close(period(groupA, '2026-10-01', '2026-10-31'));
    expect(closed.statusCode).toBe(200);
    const body = closed.json() as { settlementBatchSeq: number; amount: number; message: string };
    expect(body).toEqual({ settlementBatchSeq: expect.any(Number), amount: 80500, message: messages.settlement.closed('사단법인 따뜻한밥상나눔', '80,500원') });
    expectRefusal(await close(period(groupA, '2026-10-01', '2026-10-31')), 409, messages.settlement.nothingToSettle);
    const audit = await t.database.db.select().from(adminAudits).where(eq(adminAudits.resource, 'settlement'));
    expect(audit.map((line) => [line.action, line.targetSeqs])).toEqual([['create', [body.settlementBatchSeq]]]);
    const detail = await get<AdminSettlementDetail>(`/api/admin/settlement/detail/${body.settlementBatchSeq}`);
    expect(detail.body).toMatchObject({ state: 'CLOSED', amount: 80500, lineCount: 3, groupName: '사단법인 따뜻한밥상나눔' });
    expect(detail.body.lines.reduce((sum, line) => sum + line.lineAmount, 0)).toBe(detail.body.amount);
  });

  it('lets the database refuse a wreath settled twice, whatever code tries', async () => {
    const [batch] = await t.database.db.select().from(settlementBatches).where(eq(settlementBatches.donationGroupSeq, groupA));
    await expect(
      t.database.db.insert(settlementLines).values({ settlementBatchSeq: batch!.settlementBatchSeq, paymentSeq: p.a1!.paymentSeq, kind: 'WREATH', amount: 1 }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(settlementLines)
        .values({ settlementBatchSeq: batch!.settlementBatchSeq, paymentSeq: p.a1!.paymentSeq, kind: 'ADJUSTMENT', amount: 5 }),
    ).rejects.toThrow();
  });

  it('counts concurrent closes of one organisation once', async () => {
    const answers = await Promise.all([close(period(groupB, '2026-10-01', '2026-10-31')), close(period(groupB, '2026-10-01', '2026-10-31'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [lines] = rowsOf<{ n: string; total: string }>(
      await t.database.db.execute(
        sql`select count(*) as n, sum(l.amount) as total from settlement_line l join settlement_batch b using (settlement_batch_seq) where b.donation_group_seq = ${groupB}`,
      ),
    );
    expect(Number(lines?.n)).toBe(2);
    expect(Number(lines?.total)).toBe(70000 + 23333);
  });

  it('refuses each bad period with its sentence, and an unknown organisation', async () => {
    expectRefusal(await close({ periodFrom: '2026-10-01', periodTo: '2026-10-31' }), 400, messages.settlement.groupRequired);
    expectRefusal(await close({ donationGroupSeq: groupA, periodTo: '2026-10-31' }), 400, messages.settlement.fromRequired);
    expectRefusal(await close({ donationGroupSeq: groupA, periodFrom: '2026-10-01', periodTo: '' }), 400, messages.settlement.toRequired);
    expectRefusal(await close(period(groupA, '2026-02-30', '2026-10-31')), 400, messages.settlement.dayInvalid);
    expectRefusal(await close(period(groupA, '2026-10-31', '2026-10-01')), 400, messages.settlement.toBeforeFrom);
    expectRefusal(await close(period(999999, '2026-10-01', '2026-10-31')), 404, messages.settlement.groupNotFound);
    const preview = await getAs(t.app, `/api/admin/settlement/preview?${query(period(999999, '2026-10-01', '2026-10-31'))}`, callers.admin);
    expectRefusal(preview, 404, messages.settlement.groupNotFound);
  });
});

describe('recording the transfer', () => {
  let batchA: number;
  beforeAll(async () => {
    const [batch] = await t.database.db.select().from(settlementBatches).where(eq(settlementBatches.donationGroupSeq, groupA));
    batchA = batch!.settlementBatchSeq;
  });

  it('refuses each missing or bad field and a proof that is neither an image nor a PDF', async () => {
    expectRefusal(await transfer(batchA, { transferredOn: '' }), 400, messages.settlement.transferredOnRequired);
    expectRefusal(await transfer(batchA, { transferredOn: '2026-13-01' }), 400, messages.settlement.dayInvalid);
    expectRefusal(await transfer(batchA, { bankReference: ' ' }), 400, messages.settlement.bankReferenceRequired);
    expectRefusal(await transfer(batchA, { bankReference: 'x'.repeat(101) }), 400, messages.settlement.bankReferenceTooLong);
    expectRefusal(await transfer(batchA, {}, []), 400, messages.settlement.proofRequired);
    // An empty zip: a document the file module accepts, but not a proof.
    const zip = Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]);
    expectRefusal(await transfer(batchA, {}, [{ name: 'proof', body: zip, filename: '증빙.zip' }]), 400, messages.settlement.proofType);
    expectRefusal(await transfer(999999), 404, messages.settlement.notFound);
    const [batch] = await t.database.db.select().from(settlementBatches).where(eq(settlementBatches.settlementBatchSeq, batchA));
    expect(batch?.state).toBe('CLOSED');
  });

  it('records it once, with the proof, and refuses a second record', async () => {
    const saved = await transfer(batchA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ seq: batchA, message: messages.settlement.transferred });
    expectRefusal(await transfer(batchA, { bankReference: 'KB-OTHER' }), 409, messages.settlement.alreadyTransferred);
    const detail = await get<AdminSettlementDetail>(`/api/admin/settlement/detail/${batchA}`);
    expect(detail.body).toMatchObject({ state: 'TRANSFERRED', transferredOn: '2026-11-10', bankReference: 'KB-20261110-0001', proofName: '이체확인증.png' });
    const proof = await t.app.inject({ method: 'GET', url: `/api/file/image?path=${encodeURIComponent(detail.body.proofPath ?? '')}` });
    expect(proof.statusCode).toBe(200);
  });

  it('lists batches by organisation and state', async () => {
    const all = await get<Page<AdminSettlementRow>>('/api/admin/settlement/list');
    expect(all.body.totalElements).toBe(2);
    const transferred = await get<Page<AdminSettlementRow>>('/api/admin/settlement/list?state=TRANSFERRED');
    expect(transferred.body.content.map((row) => row.settlementBatchSeq)).toEqual([batchA]);
    const ofB = await get<Page<AdminSettlementRow>>(`/api/admin/settlement/list?donationGroupSeq=${groupB}`);
    expect(ofB.body.content.map((row) => [row.groupName, row.state, row.amount])).toEqual([['재단법인 푸른숲나눔', 'CLOSED', 93333]]);
    const byName = await get<Page<AdminSettlementRow>>(`/api/admin/settlement/list?searchWord=${encodeURIComponent('푸른숲')}`);
    expect(byName.body.content.map((row) => row.donationGroupSeq)).toEqual([groupB]);
  });

  it('downloads the batches as an Excel with the search above them, days as dates, amounts as numbers and a total row', async () => {
    const all = await get<Page<AdminSettlementRow>>('/api/admin/settlement/list');
    const file = await readExcel(await getAs(t.app, '/api/admin/settlement/excel', callers.admin));
    expect(file.fileName).toBe('기부금전달정산_전체.xlsx');
    expect(file.lines.slice(0, 3)).toEqual(['기부금 전달 정산', '검색 조건: 없음 (전체 목록)', '기간: 전체']);
    expectExcelCells(file, {
      header: ['정산 번호', '기부후원 단체', '정산 시작일', '정산 종료일', '건수', '전달 금액', '상태', '이체일', '마감 일시'],
      count: all.body.totalElements,
      dates: ['정산 시작일', '정산 종료일', '이체일', '마감 일시'],
      numbers: ['정산 번호', '건수', '전달 금액'],
      totals: {
        건수: all.body.content.reduce((sum, row) => sum + row.lineCount, 0),
        '전달 금액': all.body.content.reduce((sum, row) => sum + row.amount, 0),
      },
    });
    expect(file.column('정산 번호')).toEqual(all.body.content.map((row) => row.settlementBatchSeq));
    expect(file.column('상태')).toEqual(all.body.content.map((row) => settlementStateLabels[row.state]));
    expect(wallClockOf(file.column('이체일')[all.body.content.findIndex((row) => row.settlementBatchSeq === batchA)] ?? null)).toBe('2026-11-10 00:00');

    const ofB = await readExcel(
      await getAs(t.app, `/api/admin/settlement/excel?donationGroupSeq=${groupB}&state=CLOSED&searchWord=${encodeURIComponent('푸른숲')}`, callers.admin),
    );
    expect(ofB.fileName).toBe('기부금전달정산_전체_푸른숲.xlsx');
    expect(ofB.lines[1]).toBe('검색 조건: 검색어 "푸른숲", 단체 재단법인 푸른숲나눔, 상태 이체 대기');
    expect(ofB.rows.map((row) => row[1])).toEqual(['재단법인 푸른숲나눔']);
    expect(ofB.total?.[ofB.header.indexOf('전달 금액')]).toBe(93333);
  });

  it('shows 기부처 전달 완료 on the payer’s receipt and on the host’s page, and not for what is not transferred', async () => {
    const receipt = await get<PaymentReceipt>(`/api/payment/receipt/${p.a1!.paymentId}/박하객/01011112222`, '');
    expect(receipt.body).toMatchObject({ donatedAmount: 30000, transfer: { transferredOn: '2026-11-10', groupName: '사단법인 따뜻한밥상나눔' } });
    const wreaths = await get<Page<HostWreath>>(`/api/host/event/${orderNum}/wreaths`, hostCookie);
    const states = Object.fromEntries(wreaths.body.content.map((wreath) => [wreath.paymentSeq, wreath.transfer]));
    expect(states[p.a1!.paymentSeq]).toEqual({ transferredOn: '2026-11-10', groupName: '사단법인 따뜻한밥상나눔' });
    expect(states[p.a3!.paymentSeq]).toBeNull();
  });
});

describe('a refund after the transfer', () => {
  it('becomes negative lines in the next batch, the transferred batch untouched, and every figure reconciles', async () => {
    const db = t.database.db;
    const [before] = await db.select().from(settlementBatches).where(eq(settlementBatches.donationGroupSeq, groupA));
    // A partial refund of a1 (30,000 left: donated 15,000) and a2 cancelled whole, by whatever code refunds.
    await db.update(payments).set({ status: 'PARTIAL_CANCELLED', cancelledAmount: 30000 }).where(eq(payments.paymentSeq, p.a1!.paymentSeq));
    await db.update(payments).set({ status: 'CANCELLED', cancelledAmount: 61001 }).where(eq(payments.paymentSeq, p.a2!.paymentSeq));

    const preview = await get<SettlementPreview>(`/api/admin/settlement/preview?${query(period(groupA, '2026-11-01', '2026-11-30'))}`);
    expect(preview.body.lines.map((line) => [line.paymentId, line.kind, line.lineAmount])).toEqual([
      [p.a3!.paymentId, 'WREATH', 25000],
      [p.a1!.paymentId, 'ADJUSTMENT', -15000],
      [p.a2!.paymentId, 'ADJUSTMENT', -30500],
    ]);
    const next = await close(period(groupA, '2026-11-01', '2026-11-30'));
    expect((next.json() as { amount: number }).amount).toBe(25000 - 15000 - 30500);
    const [after] = await db.select().from(settlementBatches).where(eq(settlementBatches.settlementBatchSeq, before!.settlementBatchSeq));
    expect(after).toMatchObject({ amount: 80500, state: 'TRANSFERRED', lineCount: 3 });
    // Every settled payment's lines add up to what it owes now.
    const off = await db.execute(sql`
      select l.payment_seq from settlement_line l join payment p using (payment_seq) group by l.payment_seq, p.purpose, p.status, p.donated_amount
      having sum(l.amount) <> case when p.purpose = 'WREATH' and p.status in ('PAID', 'PARTIAL_CANCELLED') then p.donated_amount else 0 end`);
    expect(rowsOf(off)).toEqual([]);
    // Nothing left to adjust.
    expectRefusal(await close(period(groupA, '2026-11-01', '2026-11-30')), 409, messages.settlement.nothingToSettle);
  });

  it('keeps the public records equal to the ledger: transferred plus pending is what is owed', async () => {
    const scopes = [
      [`/api/settlement/donation-group/${groupA}`, sql`p.donation_group_seq = ${groupA}`, sql`donation_group_seq = ${groupA}`],
      [`/api/settlement/donation-group/${groupB}`, sql`p.donation_group_seq = ${groupB}`, sql`donation_group_seq = ${groupB}`],
      [`/api/settlement/campaign/${campaignA}`, sql`p.campaign_seq = ${campaignA}`, sql`campaign_seq = ${campaignA}`],
      [`/api/settlement/campaign/${campaignB}`, sql`p.campaign_seq = ${campaignB}`, sql`campaign_seq = ${campaignB}`],
    ] as const;
    for (const [url, settled, owedWhere] of scopes) {
      const record = await get<TransferRecord>(url, '');
      expect(record.status).toBe(200);
      const transferred = record.body.transfers.reduce((sum, row) => sum + row.amount, 0);
      expect(transferred).toBe(await transferredBySql(settled));
      expect(transferred + record.body.pendingAmount).toBe(await owedBySql(owedWhere));
    }
    const recordA = await get<TransferRecord>(`/api/settlement/donation-group/${groupA}`, '');
    expect(recordA.body.transfers).toEqual([
      expect.objectContaining({ groupName: '사단법인 따뜻한밥상나눔', transferredOn: '2026-11-10', amount: 80500, wreaths: 3, proofName: '이체확인증.png' }),
    ]);
    expect(recordA.body.pendingAmount + 80500).toBe(await owedBySql(sql`donation_group_seq = ${groupA}`));
    const recordB = await get<TransferRecord>(`/api/settlement/donation-group/${groupB}`, '');
    expect(recordB.body).toEqual({ transfers: [], pendingAmount: 93333, pendingWreaths: 2 });
    expectRefusal(await getAs(t.app, '/api/settlement/donation-group/999999'), 404, messages.common.notFound);
    expectRefusal(await getAs(t.app, '/api/settlement/campaign/999999'), 404, messages.common.notFound);
  });

  it('answers the pending amounts per organisation as a direct sum of wreaths no batch holds', async () => {
    const direct = rowsOf<{ donation_group_seq: number; amount: string }>(
      await t.database.db.execute(sql`
      select p.donation_group_seq, sum(p.donated_amount) as amount from payment p
      where p.purpose = 'WREATH' and p.status in ('PAID', 'PARTIAL_CANCELLED')
        and not exists (select 1 from settlement_line l where l.payment_seq = p.payment_seq and l.kind = 'WREATH')
      group by 1`),
    );
    const pending = await pendingByOrganisation(t.database.db);
    for (const row of direct) expect(pending.find((entry) => entry.donationGroupSeq === row.donation_group_seq)?.amount).toBe(Number(row.amount));
    const viaRoute = await get<SettlementPending>('/api/admin/settlement/pending');
    expect(viaRoute.body).toEqual(pending);
  });
});

describe('access', () => {
  it('keeps every admin route to administrators', async () => {
    const q = query(period(groupA, '2026-10-01', '2026-10-31'));
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/settlement/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/settlement/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `/api/admin/settlement/preview?${q}` });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/settlement/pending' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/settlement/excel' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/settlement/close', payload: period(groupA, '2026-10-01', '2026-10-31') });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/settlement/save', payload: {} });
  });
});
