import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { messages, type AdminBatchReceipts, type AdminDonationReceiptRow, type Page } from '@ongi/shared';
import { adminAudits, donationReceiptRequests } from '@server/db/schema';
import { createCampaign, createDonationCategory, createDonationGroup, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectExcelCells, readExcel } from '@server/test/excel';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { kst } from '@server/test/time';

// 기부금 영수증 of a settlement batch (issue 25 §1, "each batch exports its
// receipt requests as an Excel per organisation"), and the requests' list as
// an Excel an office can sort and sum, which never holds a resident number.

const m = messages.donationReceipt;
let t: TestContext;
let callers: AdminCallers;
const residentNumber = '9001011234567';
let groupA: { donationGroupSeq: number; groupName: string };
let groupB: { donationGroupSeq: number; groupName: string };
let batchA: number;
let batchB: number;
const p: Record<'march' | 'marchNoRequest' | 'april' | 'other', Payment> = {} as never;

let address = 0;
// Each request from its own address, so the lookup's per-address limit is never what a test meets.
const ask = (payment: Payment, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment/donation-receipt/${[payment.paymentId, payment.name ?? '', payment.phoneNum ?? ''].map(encodeURIComponent).join('/')}`,
    remoteAddress: `198.51.100.${(++address % 250) + 1}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const person = { donorType: 'PERSON', donorName: '김민수', birthDate: '1990-01-01', address: '서울특별시 종로구 세종대로 175', phoneNum: '010-4827-3916' };
const rowOf = async (payment: Payment) =>
  (await t.database.db.select().from(donationReceiptRequests).where(eq(donationReceiptRequests.paymentSeq, payment.paymentSeq)))[0];
const waitingOf = async (seq: number) => {
  const response = await getAs(t.app, `/api/admin/donation-receipt/settlement/${seq}`, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminBatchReceipts;
};
const exportBatch = (seq: number, cookie = callers.admin) => postAs(t.app, `/api/admin/donation-receipt/settlement/${seq}/export`, {}, cookie);
const closeBatch = async (donationGroupSeq: number) => {
  const response = await postAs(t.app, '/api/admin/settlement/close', { donationGroupSeq, periodFrom: '2026-03-01', periodTo: '2026-03-31' }, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { settlementBatchSeq: number }).settlementBatchSeq;
};

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const db = t.database.db;
  const recipientA = await createDonationCategory(db, { name: '결식아동 급식' });
  const recipientB = await createDonationCategory(db, { name: '독거노인 돌봄' });
  groupA = await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipientA.categoryDonationSeq });
  await db.execute(sql`update donation_group set receipt_resident_number = true where donation_group_seq = ${groupA.donationGroupSeq}`);
  groupB = await createDonationGroup(db, { groupName: '재단법인 함께돌봄', categoryDonationSeq: recipientB.categoryDonationSeq });
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000 });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
  const paid = (categoryDonationSeq: number, amount: number, paidAt: Date) =>
    createPayment(db, invitation, { name: '김민수', phoneNum: '01048273916', amount, paidAt, categoryDonationSeq });
  p.march = await paid(recipientA.categoryDonationSeq, 60000, kst('2026-03-10'));
  p.marchNoRequest = await paid(recipientA.categoryDonationSeq, 40000, kst('2026-03-12'));
  p.april = await paid(recipientA.categoryDonationSeq, 70001, kst('2026-04-05'));
  p.other = await paid(recipientB.categoryDonationSeq, 50000, kst('2026-03-11'));
  for (const payment of [p.march, p.april]) expect((await ask(payment, { ...person, residentNumber })).statusCode).toBe(200);
  expect((await ask(p.other, person)).statusCode).toBe(200);
  batchA = await closeBatch(groupA.donationGroupSeq);
  batchB = await closeBatch(groupB.donationGroupSeq);
}, 180_000);
afterAll(() => t.close());

describe('GET /api/admin/donation-receipt/excel: the requests as an office’s list', () => {
  it('holds the list’s rows with its search and period above them, dates as dates, amounts as numbers with a total, and no resident number', async () => {
    const search = `?donationGroupSeq=${groupA.donationGroupSeq}&state=REQUESTED&from=2026-03-01&to=2026-04-30`;
    const list = (await getAs(t.app, `/api/admin/donation-receipt/list${search}`, callers.admin)).json() as Page<AdminDonationReceiptRow>;
    expect(list.totalElements).toBe(2);
    const file = await readExcel(await getAs(t.app, `/api/admin/donation-receipt/excel${search}`, callers.admin));
    expect(file.fileName).toBe('기부금영수증신청목록_2026-03-01~2026-04-30.xlsx');
    expect(file.lines.slice(0, 3)).toEqual([
      '기부금 영수증 신청',
      `검색 조건: 기부단체 ${groupA.groupName}, 상태 신청됨`,
      '기간: 결제일 2026-03-01 ~ 2026-04-30',
    ]);
    expectExcelCells(file, {
      header: ['결제번호', '결제 일시', '기부단체', '구분', '받는 분', '기부금액', '주민등록번호 보관', '상태', '신청 일시', '전달 일시'],
      count: list.totalElements,
      dates: ['결제 일시', '신청 일시'],
      numbers: ['기부금액'],
      texts: ['결제번호', '받는 분'],
      totals: { 기부금액: 30000 + 35000 },
    });
    expect(file.column('결제번호')).toEqual(list.content.map((row) => row.paymentId));
    expect(file.column('주민등록번호 보관')).toEqual(['보관 중', '보관 중']);
    // The sealed numbers are still kept, and no cell holds one.
    expect((await rowOf(p.march))!.residentNumberCipher).not.toBeNull();
    for (const row of [...file.rows, file.total ?? []]) for (const cell of row) expect(String(cell)).not.toContain('1234567');
  });

  it('is for administrators only, and is written to the trail', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/donation-receipt/excel' });
    const audits = await t.database.db
      .select()
      .from(adminAudits)
      .where(and(eq(adminAudits.resource, 'donationReceipt'), eq(adminAudits.action, 'excel')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.summary).toMatch(/^기부금 영수증 신청 엑셀 다운로드 \(/);
    expect(audits[0]?.summary).toContain(`donationGroupSeq=${groupA.donationGroupSeq}`);
  });
});

describe('/api/admin/donation-receipt/settlement/:seq: a settlement batch’s requests', () => {
  it('counts the requests of the batch’s own wreaths that wait', async () => {
    // March's request of the organisation; April's is another period's, the other organisation's another batch's.
    expect(await waitingOf(batchA)).toEqual({ settlementBatchSeq: batchA, groupName: groupA.groupName, waiting: 1 });
    expect(await waitingOf(batchB)).toEqual({ settlementBatchSeq: batchB, groupName: groupB.groupName, waiting: 1 });
  });

  it('is for administrators only, from this site; no refusal exports anything', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: `/api/admin/donation-receipt/settlement/${batchB}` });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: `/api/admin/donation-receipt/settlement/${batchB}/export` });
    expect((await rowOf(p.other))!.state).toBe('REQUESTED');
  });

  it('answers 404 for a batch that does not exist', async () => {
    expectRefusal(await getAs(t.app, '/api/admin/donation-receipt/settlement/999999', callers.admin), 404, m.batchNotFound);
    expectRefusal(await exportBatch(999999), 404, m.batchNotFound);
  });

  it('exports the batch’s requests alone as the organisation’s Excel, marks them exported, deletes their numbers and writes the trail', async () => {
    const response = await exportBatch(batchA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`기부금영수증_${groupA.groupName}_2026-03-01_2026-03-31.xlsx`);

    const file = await readExcel(response);
    expect(file.lines.slice(0, 3)).toEqual([
      `기부금 영수증 신청 · ${groupA.groupName}`,
      `검색 조건: 기부단체 ${groupA.groupName}, 내보내지 않은 신청 1건`,
      '기간: 결제일 2026-03-01 ~ 2026-03-31',
    ]);
    expectExcelCells(file, { header: file.header, count: 1, dates: ['결제일시', '생년월일', '신청일시'], numbers: ['기부금액'], totals: { 기부금액: 30000 } });
    expect(file.column('결제번호')).toEqual([p.march.paymentId]);
    expect(file.column('주민등록번호')).toEqual([residentNumber]);

    expect(await rowOf(p.march)).toMatchObject({ state: 'EXPORTED', residentNumberCipher: null, residentNumberKeyId: null });
    // April's request is not this batch's: it waits with its number; the other organisation's batch is untouched.
    expect(await rowOf(p.april)).toMatchObject({ state: 'REQUESTED', residentNumberKeyId: expect.any(String) });
    expect((await rowOf(p.other))!.state).toBe('REQUESTED');

    const [audit] = await t.database.db
      .select()
      .from(adminAudits)
      .where(and(eq(adminAudits.resource, 'settlement'), eq(adminAudits.action, 'excel')));
    expect(audit).toMatchObject({ accountSeq: callers.adminAccountSeq, targetSeqs: [batchA] });
    expect(audit?.summary).toBe(`정산 ${batchA} (${groupA.groupName} 2026-03-01 ~ 2026-03-31) 기부금 영수증 신청 1건 내보내기, 주민등록번호 삭제`);
    expect(JSON.stringify(audit)).not.toContain(residentNumber);
  });

  it('says so when none of the batch’s requests wait', async () => {
    expect((await waitingOf(batchA)).waiting).toBe(0);
    expectRefusal(await exportBatch(batchA), 409, m.nothingInBatch);
  });
});
