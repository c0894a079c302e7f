import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { messages, type AdminDonationReceiptDetail, type AdminDonationReceiptRow, type DonationReceiptSaved, type DonationReceiptView } from '@ongi/shared';
import { adminAudits, donationReceiptRequests, payments } from '@server/db/schema';
import { loadConfig } from '@server/config';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, postAs } from '@server/test/member-session';
import { createCampaign, createDonationCategory, createDonationGroup, createPayment, createWeddingInvitation, type Payment } from '@server/seed/factories';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { exportDonationReceipts } from './export';
import { organisationOfPayment } from './queries';

const m = messages.donationReceipt;
let t: TestContext;
let callers: AdminCallers;
const payer = { name: '김민수', phone: '01048273916' };
const residentNumber = '9001011234567';
// Paid on fixed days (12:00 in Korea), so the periods below hold at any hour the tests run.
const march = (day: number) => new Date(Date.UTC(2026, 2, day, 3));

let asksNumber: { donationGroupSeq: number; groupName: string };
let noNumber: { donationGroupSeq: number; groupName: string };
const wreath: Record<'asks' | 'asksToo' | 'partial' | 'plain' | 'cancelled' | 'test' | 'noOrganisation' | 'someoneElse' | 'batch', Payment> = {} as never;

const proof = (paymentId: string, name = payer.name, phone = payer.phone) =>
  `${encodeURIComponent(paymentId)}/${encodeURIComponent(name)}/${encodeURIComponent(phone)}`;
let address = 0;
// Each call from its own address, so the lookup's per-address limit is never what a test meets.
const nextAddress = () => `198.51.100.${(++address % 250) + 1}`;
const post = (url: string, body: unknown, headers: Record<string, string> = sameOrigin) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const ask = (payment: Payment, body: unknown, name?: string, phone?: string) =>
  post(`/api/payment/donation-receipt/${proof(payment.paymentId, name, phone)}`, body);
const edit = (payment: Payment, body: unknown) => post(`/api/payment/donation-receipt/${proof(payment.paymentId)}/edit`, body);
const view = async (payment: Payment) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/payment/donation-receipt/${proof(payment.paymentId)}`, remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(200);
  return response.json() as DonationReceiptView;
};
const rowOf = async (payment: Payment) =>
  (await t.database.db.select().from(donationReceiptRequests).where(eq(donationReceiptRequests.paymentSeq, payment.paymentSeq)))[0];
const exportFor = (body: unknown, cookie = callers.admin) => postAs(t.app, '/api/admin/donation-receipt/export', body, cookie);

const person = {
  donorType: 'PERSON',
  donorName: '김민수',
  birthDate: '1990-01-01',
  address: '서울특별시 종로구 세종대로 175',
  phoneNum: '010-4827-3916',
  email: '',
};
const business = {
  donorType: 'BUSINESS',
  donorName: '주식회사 온기',
  businessNumber: '123-45-67890',
  address: '서울특별시 중구 을지로 1',
  phoneNum: '',
  email: 'tax@ongi.example',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const recipientA = await createDonationCategory(db, { name: '결식아동 급식' });
  const recipientB = await createDonationCategory(db, { name: '독거노인 돌봄' });
  const groupA = await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipientA.categoryDonationSeq });
  await t.database.db.execute(sql`update donation_group set receipt_resident_number = true where donation_group_seq = ${groupA.donationGroupSeq}`);
  const groupB = await createDonationGroup(db, { groupName: '재단법인 함께돌봄', categoryDonationSeq: recipientB.categoryDonationSeq });
  asksNumber = groupA;
  noNumber = groupB;
  const campaign = await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000 });
  const invitation = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq, useCampaign: true });
  const paid = (categoryDonationSeq: number | null, input: Partial<typeof payments.$inferInsert> = {}) =>
    createPayment(db, invitation, { name: payer.name, phoneNum: payer.phone, amount: 60000, paidAt: march(10), categoryDonationSeq, ...input });
  wreath.asks = await paid(recipientA.categoryDonationSeq);
  wreath.asksToo = await paid(recipientA.categoryDonationSeq, { amount: 70001, paidAt: march(20) });
  wreath.batch = await paid(recipientA.categoryDonationSeq, { amount: 40000, paidAt: march(25) });
  wreath.partial = await paid(recipientA.categoryDonationSeq, { amount: 100000, cancelledAmount: 40000, status: 'PARTIAL_CANCELLED' });
  wreath.plain = await paid(recipientB.categoryDonationSeq);
  wreath.cancelled = await paid(recipientA.categoryDonationSeq, { status: 'CANCELLED', cancelledAmount: 60000, cancelledAt: march(11) });
  wreath.test = await paid(recipientA.categoryDonationSeq, { purpose: 'TEST', amount: 1000 });
  wreath.noOrganisation = await paid(null);
  wreath.someoneElse = await paid(recipientA.categoryDonationSeq, { name: '박지훈', phoneNum: '01099998888' });
  // Nine payments, two organisations and the administrators' logins: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the organisation of a payment', () => {
  it('is the donation group that is the payment’s recipient, none when no group is', async () => {
    expect(await organisationOfPayment(t.database.db, wreath.asks.paymentSeq)).toMatchObject({ groupName: asksNumber.groupName, receiptResidentNumber: true });
    expect(await organisationOfPayment(t.database.db, wreath.plain.paymentSeq)).toMatchObject({ groupName: noNumber.groupName, receiptResidentNumber: false });
    expect(await organisationOfPayment(t.database.db, wreath.noOrganisation.paymentSeq)).toBeUndefined();
  });

  it('is set by the administrator’s organisation form, off by default', async () => {
    const detail = async (seq: number) =>
      (await getAs(t.app, `/api/admin/donation-group/detail/${seq}`, callers.admin)).json() as { receiptResidentNumber: boolean };
    expect((await detail(asksNumber.donationGroupSeq)).receiptResidentNumber).toBe(true);
    expect((await detail(noNumber.donationGroupSeq)).receiptResidentNumber).toBe(false);
  });
});

describe('GET /api/payment/donation-receipt/:paymentId/:name/:phoneNum', () => {
  it('tells the donated part of what stays paid, the organisation and whether it needs the resident number', async () => {
    expect(await view(wreath.asks)).toEqual({
      donatedAmount: 30000,
      organisationName: asksNumber.groupName,
      residentNumberAsked: true,
      refusal: null,
      request: null,
    });
    expect(await view(wreath.partial)).toMatchObject({ donatedAmount: 30000, refusal: null });
    expect(await view(wreath.plain)).toMatchObject({ residentNumberAsked: false, organisationName: noNumber.groupName });
  });

  it('says why a payment takes no request', async () => {
    expect((await view(wreath.cancelled)).refusal).toBe(m.notStanding);
    expect((await view(wreath.test)).refusal).toBe(m.testPayment);
    expect((await view(wreath.noOrganisation)).refusal).toBe(m.noOrganisation);
  });

  it('answers the receipt’s 404 to a wrong name or someone else’s payment', async () => {
    for (const url of [proof(wreath.asks.paymentId, '이서연'), proof(wreath.someoneElse.paymentId), proof('없는번호')]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/payment/donation-receipt/${url}`, remoteAddress: nextAddress() });
      expectRefusal(response, 404, messages.receipt.notFound);
    }
  });
});

describe('POST /api/payment/donation-receipt/:paymentId/:name/:phoneNum', () => {
  it('refuses each bad field with its sentence, in the form’s order', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...person, donorType: undefined }, m.donorTypeRequired],
      [{ ...person, donorName: ' ' }, m.donorNameRequired],
      [{ ...person, donorName: '가'.repeat(31) }, m.donorNameTooLong],
      [{ ...person, birthDate: '1990-02-30' }, m.birthDateInvalid],
      [{ ...business, businessNumber: '123' }, m.businessNumberInvalid],
      [{ ...person, address: '' }, m.addressRequired],
      [{ ...person, address: '가'.repeat(201) }, m.addressTooLong],
      [{ ...person, phoneNum: '', email: '' }, m.deliveryRequired],
      [{ ...person, phoneNum: '010123' }, m.phoneInvalid],
      [{ ...person, email: 'tax@' }, m.emailInvalid],
      [{ ...person, residentNumber: '900101-123456' }, m.residentNumberInvalid],
      [{ ...person, residentNumber: '900101-12345a7' }, m.residentNumberInvalid],
    ];
    for (const [body, message] of cases) expectRefusal(await ask(wreath.asks, body), 400, message);
    // The organisation's setting decides the rest: required where asked, refused where not.
    expectRefusal(await ask(wreath.asks, person), 400, m.residentNumberRequired);
    expectRefusal(await ask(wreath.plain, { ...person, residentNumber }), 400, m.residentNumberNotAsked);
    expect(await rowOf(wreath.asks)).toBeUndefined();
  });

  it('refuses a payment that is not standing, a test payment and one without an organisation', async () => {
    expectRefusal(await ask(wreath.cancelled, { ...person, residentNumber }), 409, m.notStanding);
    expectRefusal(await ask(wreath.test, { ...person, residentNumber }), 409, m.testPayment);
    expectRefusal(await ask(wreath.noOrganisation, person), 409, m.noOrganisation);
  });

  it('answers the receipt’s 404 to a wrong proof or someone else’s payment, and a cross-site form 403', async () => {
    expectRefusal(await ask(wreath.asks, person, payer.name, '01000000000'), 404, messages.receipt.notFound);
    expectRefusal(await ask(wreath.someoneElse, person), 404, messages.receipt.notFound);
    const crossSite = await post(`/api/payment/donation-receipt/${proof(wreath.asks.paymentId)}`, person, {
      origin: 'https://evil.example',
      host: 'localhost:80',
    });
    expectRefusal(crossSite, 403, messages.common.crossOrigin);
  });

  it('keeps the request with the resident number sealed: the raw row holds no plaintext, the answer never the number', async () => {
    const response = await ask(wreath.asks, { ...person, residentNumber: '900101-1234567' });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as DonationReceiptSaved;
    expect(saved).toMatchObject({
      message: m.requested,
      request: { state: 'REQUESTED', donorType: 'PERSON', hasResidentNumber: true, phoneNum: '01048273916' },
    });
    expect(response.body).not.toContain('1234567');

    const row = await rowOf(wreath.asks);
    expect(row).toMatchObject({ donationGroupSeq: asksNumber.donationGroupSeq, residentNumberKeyId: expect.any(String) });
    expect(row!.residentNumberIv).toHaveLength(12);
    expect(row!.residentNumberTag).toHaveLength(16);
    expect(row!.residentNumberCipher).toHaveLength(13);
    for (const bytes of [row!.residentNumberCipher!, row!.residentNumberIv!, row!.residentNumberTag!]) {
      expect(bytes.toString('latin1')).not.toContain(residentNumber);
      expect(bytes.toString('hex')).not.toContain(Buffer.from(residentNumber).toString('hex'));
    }
    // The whole row as the database prints it, every column.
    const raw = (await t.database.db.execute(
      sql`select r::text as line from donation_receipt_request r where payment_seq = ${wreath.asks.paymentSeq}`,
    )) as unknown as {
      rows: Array<{ line: string }>;
    };
    const line = String(raw.rows[0]?.line);
    expect(line).toContain(person.address);
    expect(line).not.toContain(residentNumber);
    expect(line).not.toContain('900101');
  });

  it('refuses a second request, and shows the one there is', async () => {
    expectRefusal(await ask(wreath.asks, { ...person, residentNumber }), 409, m.alreadyRequested);
    expect((await view(wreath.asks)).request).toMatchObject({ state: 'REQUESTED', hasResidentNumber: true, address: person.address });
  });

  it('takes a business’s request by its number, with no resident number, delivered by e-mail', async () => {
    const response = await ask(wreath.plain, business);
    expect(response.statusCode).toBe(200);
    expect((response.json() as DonationReceiptSaved).request).toMatchObject({
      donorType: 'BUSINESS',
      businessNumber: '1234567890',
      birthDate: null,
      email: 'tax@ongi.example',
      phoneNum: null,
    });
  });
});

describe('POST /api/payment/donation-receipt/:paymentId/:name/:phoneNum/edit', () => {
  it('changes a waiting request and keeps the sealed number when none is typed again', async () => {
    const before = await rowOf(wreath.asks);
    const response = await edit(wreath.asks, { ...person, address: '서울특별시 마포구 월드컵로 1' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as DonationReceiptSaved).request).toMatchObject({ address: '서울특별시 마포구 월드컵로 1', hasResidentNumber: true });
    expect((await rowOf(wreath.asks))!.residentNumberCipher).toEqual(before!.residentNumberCipher);
    // A new number is sealed afresh (a new IV).
    expect((await edit(wreath.asks, { ...person, residentNumber: '8505052345678' })).statusCode).toBe(200);
    expect((await rowOf(wreath.asks))!.residentNumberIv).not.toEqual(before!.residentNumberIv);
  });

  it('refuses an edit of no request, and bad fields as the request does', async () => {
    expectRefusal(await edit(wreath.partial, person), 404, m.notRequested);
    expectRefusal(await edit(wreath.asks, { ...person, email: 'nope' }), 400, m.emailInvalid);
  });
});

describe('the back office: /api/admin/donation-receipt', () => {
  const list = async (query = '') => {
    const response = await getAs(t.app, `/api/admin/donation-receipt/list${query}`, callers.admin);
    expect(response.statusCode).toBe(200);
    return response.json() as { content: AdminDonationReceiptRow[]; totalElements: number };
  };
  const seqOf = async (payment: Payment) => (await rowOf(payment))!.donationReceiptSeq;

  it('lists the requests, filtered by organisation, state and the payment’s days, and never with the number', async () => {
    await ask(wreath.asksToo, { ...person, residentNumber });
    await ask(wreath.batch, { ...person, residentNumber });
    const all = await list();
    expect(all.totalElements).toBe(4);
    const ofA = await list(`?donationGroupSeq=${asksNumber.donationGroupSeq}`);
    expect(ofA.content.map((row) => row.paymentId).sort()).toEqual([wreath.asks, wreath.asksToo, wreath.batch].map((p) => p.paymentId).sort());
    expect(ofA.content.find((row) => row.paymentId === wreath.asksToo.paymentId)).toMatchObject({
      donatedAmount: 35000,
      hasResidentNumber: true,
      state: 'REQUESTED',
    });
    expect((await list('?from=2026-03-15&to=2026-03-21')).content.map((row) => row.paymentId)).toEqual([wreath.asksToo.paymentId]);
    expect((await list('?state=EXPORTED')).totalElements).toBe(0);
    expect((await list(`?searchType=paymentId&searchWord=${wreath.plain.paymentId}`)).content).toHaveLength(1);
    expectRefusal(
      await getAs(t.app, '/api/admin/donation-receipt/list?from=2026-03-21&to=2026-03-15', callers.admin),
      400,
      '기간의 시작일이 종료일보다 늦습니다.',
    );
  });

  it('shows one request without the number, and reveals it only on request, writing the reveal (not the digits) to the trail', async () => {
    const seq = await seqOf(wreath.asksToo);
    const detail = await getAs(t.app, `/api/admin/donation-receipt/detail/${seq}`, callers.admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json() as AdminDonationReceiptDetail).toMatchObject({
      paymentId: wreath.asksToo.paymentId,
      residentNumberAsked: true,
      hasResidentNumber: true,
    });
    expect(detail.body).not.toContain('1234567');

    const revealed = await postAs(t.app, `/api/admin/donation-receipt/reveal/${seq}`, {}, callers.admin);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ residentNumber });
    const [line] = await t.database.db.select().from(adminAudits).where(eq(adminAudits.resource, 'donationReceipt'));
    expect(line).toMatchObject({ action: 'view', targetSeqs: [seq] });
    expect(JSON.stringify(line)).not.toContain('1234567');

    expectRefusal(await postAs(t.app, `/api/admin/donation-receipt/reveal/${await seqOf(wreath.plain)}`, {}, callers.admin), 409, m.noResidentNumber);
    expectRefusal(await postAs(t.app, '/api/admin/donation-receipt/reveal/999999', {}, callers.admin), 404, m.notFound);
  });

  it('lists the organisations (the shared options) with what waits for each', async () => {
    const response = await getAs(t.app, '/api/admin/donation-group/options', callers.admin);
    expect(response.statusCode).toBe(200);
    const organisations = response.json() as Array<{ donationGroupSeq: number; waiting: number; residentNumberAsked: boolean }>;
    expect(organisations.find((row) => row.donationGroupSeq === asksNumber.donationGroupSeq)).toMatchObject({ waiting: 3, residentNumberAsked: true });
    expect(organisations.find((row) => row.donationGroupSeq === noNumber.donationGroupSeq)).toMatchObject({ waiting: 1, residentNumberAsked: false });
  });

  it('is for administrators only', async () => {
    const seq = await seqOf(wreath.asks);
    for (const route of [
      { method: 'GET', url: '/api/admin/donation-receipt/list' },
      { method: 'GET', url: `/api/admin/donation-receipt/detail/${seq}` },
      { method: 'POST', url: `/api/admin/donation-receipt/reveal/${seq}` },
      {
        method: 'POST',
        url: '/api/admin/donation-receipt/export',
        payload: { donationGroupSeq: asksNumber.donationGroupSeq, from: '2026-03-01', to: '2026-03-31' },
      },
    ] as const) {
      await expectAdminOnly(t.app, callers, route);
    }
    // None of those refusals exported anything.
    expect((await rowOf(wreath.asks))!.state).toBe('REQUESTED');
  });

  it('refuses an export without an organisation or a period, of an unknown organisation, or of nothing', async () => {
    expectRefusal(await exportFor({ from: '2026-03-01', to: '2026-03-31' }), 400, m.organisationRequired);
    expectRefusal(await exportFor({ donationGroupSeq: asksNumber.donationGroupSeq, from: '2026-03-01' }), 400, m.periodRequired);
    expectRefusal(
      await exportFor({ donationGroupSeq: asksNumber.donationGroupSeq, from: '2026-03-31', to: '2026-03-01' }),
      400,
      '기간의 시작일이 종료일보다 늦습니다.',
    );
    expectRefusal(await exportFor({ donationGroupSeq: 999999, from: '2026-03-01', to: '2026-03-31' }), 404, m.organisationNotFound);
    expectRefusal(await exportFor({ donationGroupSeq: asksNumber.donationGroupSeq, from: '2025-01-01', to: '2025-01-31' }), 409, m.nothingToExport);
  });

  it('exports a settlement batch’s payments alone, as the integrator will call it', async () => {
    // The key the app made for itself in its data folder (a test runs outside production).
    const deps = { db: t.database.db, receiptDataKeys: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).receiptDataKeys };
    const period = { from: '2026-03-25', to: '2026-03-25' };
    // Another organisation's payment is not this one's to export.
    expect(await exportDonationReceipts(deps, asksNumber.donationGroupSeq, { paymentSeqs: [wreath.plain.paymentSeq] }, period)).toBeNull();
    expect((await rowOf(wreath.plain))!.state).toBe('REQUESTED');
    const batch = await exportDonationReceipts(deps, asksNumber.donationGroupSeq, { paymentSeqs: [wreath.batch.paymentSeq] }, period);
    expect(batch).toMatchObject({ count: 1, groupName: asksNumber.groupName, fileName: `기부금영수증_${asksNumber.groupName}_2026-03-25_2026-03-25.xlsx` });
    const rows = await readSheet(batch!.workbook);
    expect(rows.filter((row) => row[1] === wreath.batch.paymentId)).toHaveLength(1);
    expect(await rowOf(wreath.batch)).toMatchObject({ state: 'EXPORTED', residentNumberCipher: null });
    // The rest of the organisation's requests still wait, their numbers sealed.
    expect(await rowOf(wreath.asksToo)).toMatchObject({ state: 'REQUESTED', residentNumberKeyId: expect.any(String) });
  });

  it('exports an organisation’s period as an Excel another reader opens, then marks it exported and deletes the numbers', async () => {
    const response = await exportFor({ donationGroupSeq: asksNumber.donationGroupSeq, from: '2026-03-01', to: '2026-03-21' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`기부금영수증_${asksNumber.groupName}_2026-03-01_2026-03-21.xlsx`);

    const file = await readExcel(response);
    expect(file.fileName).toBe(`기부금영수증_${asksNumber.groupName}_2026-03-01_2026-03-21.xlsx`);
    expect(file.lines.slice(0, 3)).toEqual([
      `기부금 영수증 신청 · ${asksNumber.groupName}`,
      `검색 조건: 기부단체 ${asksNumber.groupName}, 내보내지 않은 신청 2건`,
      '기간: 결제일 2026-03-01 ~ 2026-03-21',
    ]);
    // Dates are date cells, at the Korean wall clock; amounts are numbers, summed under the rows.
    expectExcelCells(file, {
      header: [
        '번호',
        '결제번호',
        '결제일시',
        '구분',
        '이름(상호)',
        '생년월일',
        '사업자 번호',
        '주민등록번호',
        '주소',
        '휴대폰',
        '이메일',
        '기부금액',
        '신청일시',
      ],
      count: 2,
      dates: ['결제일시', '생년월일', '신청일시'],
      numbers: ['번호', '기부금액'],
      texts: ['결제번호', '주민등록번호', '주소'],
      totals: { 기부금액: 30000 + 35000 },
    });
    expect(file.column('결제번호')).toEqual([wreath.asks.paymentId, wreath.asksToo.paymentId]);
    expect(wallClockOf(file.column('결제일시')[0] ?? null)).toBe('2026-03-10 12:00');
    expect((file.column('생년월일')[0] as Date).toISOString().slice(0, 10)).toBe('1990-01-01');
    // The numbers as typed (the second one's changed by its edit), as text: a leading zero would survive.
    expect(file.column('주민등록번호')).toEqual(['8505052345678', residentNumber]);
    expect(file.column('번호')).toEqual([1, 2]);

    for (const payment of [wreath.asks, wreath.asksToo]) {
      const row = await rowOf(payment);
      expect(row).toMatchObject({ state: 'EXPORTED', residentNumberCipher: null, residentNumberIv: null, residentNumberTag: null, residentNumberKeyId: null });
      expect(row!.exportedAt).toBeInstanceOf(Date);
    }

    // Once exported it is locked, its number gone, and not exported twice.
    expectRefusal(await edit(wreath.asks, person), 409, m.exportedLocked);
    expect((await view(wreath.asks)).request).toMatchObject({ state: 'EXPORTED', hasResidentNumber: false });
    expectRefusal(
      await postAs(t.app, `/api/admin/donation-receipt/reveal/${(await rowOf(wreath.asks))!.donationReceiptSeq}`, {}, callers.admin),
      409,
      m.noResidentNumber,
    );
    expectRefusal(await exportFor({ donationGroupSeq: asksNumber.donationGroupSeq, from: '2026-03-01', to: '2026-03-21' }), 409, m.nothingToExport);
    expect((await list('?state=EXPORTED')).totalElements).toBe(3);
    const [audit] = await t.database.db.select().from(adminAudits).where(eq(adminAudits.action, 'excel'));
    expect(audit?.summary).toContain('2건 내보내기');
  });
});
