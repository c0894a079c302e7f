import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLedgerSorts,
  adminPaymentSorts,
  messages,
  type AdminLedgerRow,
  type AdminLedgerTotals,
  type AdminOrganisationOption,
  type AdminPaymentFilterOptions,
  type AdminPaymentRow,
  type AdminPaymentTotals,
} from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { getAs } from '@server/test/member-session';
import {
  createCampaign,
  createDonationCategory,
  createDonationGroup,
  createFuneralInvitation,
  createPayment,
  createWeddingInvitation,
} from '@server/seed/factories';

// Issue 25 §2 "Lists": the payment list and the donation ledger sorted by
// their main columns, payments filtered by campaign and organisation, and
// both lists' total rows equal to the database's own sums.

let t: TestContext;
let callers: AdminCallers;
let groupA: number;
let groupB: number;
let celebration: number;
let condolence: number;

type Page<Row> = { content: Row[]; totalElements: number };
const get = async <T>(url: string) => {
  const response = await getAs(t.app, url, callers.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers = await adminCallers(t);
  const recipientA = (await createDonationCategory(db, { name: '온기 나눔재단' })).categoryDonationSeq;
  const recipientB = (await createDonationCategory(db, { name: '희망 복지회' })).categoryDonationSeq;
  groupA = (await createDonationGroup(db, { groupName: '사단법인 따뜻한밥상나눔', categoryDonationSeq: recipientA })).donationGroupSeq;
  groupB = (await createDonationGroup(db, { groupName: '희망 복지회', categoryDonationSeq: recipientB })).donationGroupSeq;
  celebration = (await createCampaign(db, { campaignName: '축하 기부화환', categoryDonationSeq: recipientA })).campaignSeq;
  condolence = (await createCampaign(db, { campaignName: '근조 기부화환', categoryDonationSeq: recipientB })).campaignSeq;
  const wedding = await createWeddingInvitation(db, { campaignSeq: celebration });
  const funeral = await createFuneralInvitation(db, { campaignSeq: condolence });
  // Odd amounts, so each half rounds down; every state, so the totals must tell them apart.
  await createPayment(db, wedding, { amount: 60001, name: '가나다', paidAt: kst('2026-09-03') });
  await createPayment(db, wedding, { amount: 90000, name: '하객', paidAt: kst('2026-09-30', '23:59') });
  await createPayment(db, wedding, {
    amount: 70001,
    cancelledAmount: 20000,
    status: 'PARTIAL_CANCELLED',
    name: '나부분',
    paidAt: kst('2026-10-05'),
    cancelledAt: kst('2026-10-06'),
  });
  await createPayment(db, wedding, { amount: 80000, cancelledAmount: 80000, status: 'CANCELLED', name: '라취소', paidAt: kst('2026-10-07') });
  await createPayment(db, wedding, { amount: 50000, status: 'FAILED', name: '마실패', createDate: kst('2026-10-09') });
  await createPayment(db, funeral, { amount: 100000, name: '바근조', paidAt: kst('2026-09-10') });
  await createPayment(db, funeral, { amount: 130001, name: '사위로', paidAt: kst('2026-10-11') });
  // A condolence wreath whose half goes to recipient A (organisation A), not its campaign's.
  await createPayment(db, funeral, { amount: 66667, name: '아이전', categoryDonationSeq: recipientA, paidAt: kst('2026-10-12') });
});
afterAll(() => t.close());

const payments = (query = '') => get<Page<AdminPaymentRow>>(`/api/admin/payment/list${query}`);
const names = (page: Page<{ name: string | null }>) => page.content.map((row) => row.name);

/** The same figures straight from the payments, with the ledger's rule for the half. */
async function directSums(where: string) {
  const result = (await t.database.db.execute(
    sql.raw(`select coalesce(sum(amount) filter (where status in ('PAID','PARTIAL_CANCELLED','CANCELLED')), 0)::bigint as amount,
                    coalesce(sum(cancelled_amount) filter (where status in ('PAID','PARTIAL_CANCELLED','CANCELLED')), 0)::bigint as refunded,
                    coalesce(sum((amount - cancelled_amount) / 2) filter (where purpose = 'WREATH' and status in ('PAID','PARTIAL_CANCELLED')), 0)::bigint as donated
             from payment where ${where}`),
  )) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0]!;
  const amount = Number(row.amount);
  const refunded = Number(row.refunded);
  return { amount, refunded, remaining: amount - refunded, donated: Number(row.donated) };
}

describe('payment list: sorting', () => {
  it.each([
    ['amount', 'asc', ['마실패', '가나다', '아이전', '나부분', '라취소', '하객', '바근조', '사위로']],
    ['amount', 'desc', ['사위로', '바근조', '하객', '라취소', '나부분', '아이전', '가나다', '마실패']],
    ['name', 'asc', ['가나다', '나부분', '라취소', '마실패', '바근조', '사위로', '아이전', '하객']],
    ['paidAt', 'asc', ['가나다', '바근조', '하객', '나부분', '라취소', '마실패', '사위로', '아이전']],
    ['paidAt', 'desc', ['아이전', '사위로', '마실패', '라취소', '나부분', '하객', '바근조', '가나다']],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    const first = await payments(`?sort=${sort}&direction=${direction}`);
    const second = await payments(`?sort=${sort}&direction=${direction}&page=2`);
    expect([...names(first), ...names(second)]).toEqual(expected);
    expect(first.totalElements).toBe(8);
  });

  it('sorts by state and by campaign name, the payment number breaking ties', async () => {
    const byStatus = await payments('?sort=status&direction=asc');
    const statuses = byStatus.content.map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort());
    const byCampaign = await payments('?sort=campaign&direction=asc');
    expect(byCampaign.content.slice(0, 3).map((row) => row.campaignName)).toEqual(['근조 기부화환', '근조 기부화환', '근조 기부화환']);
    const ties = byCampaign.content.filter((row) => row.campaignName === '근조 기부화환').map((row) => row.paymentSeq);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
  });

  it('sorts a search and a filter too', async () => {
    expect(names(await payments(`?searchType=payer&searchWord=${encodeURIComponent('나')}&sort=amount&direction=desc`))).toEqual(['나부분', '가나다']);
    expect(names(await payments(`?campaignSeq=${condolence}&sort=name&direction=desc`))).toEqual(['아이전', '사위로', '바근조']);
  });

  it.each(adminPaymentSorts)('accepts sort=%s', async (sort) => {
    expect((await payments(`?sort=${sort}`)).totalElements).toBe(8);
  });

  it.each([
    ['?sort=phoneNum', messages.adminList.sortInvalid],
    [`?sort=${encodeURIComponent('amount; drop table payment')}`, messages.adminList.sortInvalid],
    ['?sort=amount&direction=up', messages.adminList.directionInvalid],
  ])('refuses %s with its Korean sentence', async (query, message) => {
    for (const path of ['list', 'totals', 'excel']) {
      const response = await getAs(t.app, `/api/admin/payment/${path}${query}`, callers.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe('payment list: campaign and organisation', () => {
  it('filters by campaign', async () => {
    const page = await payments(`?campaignSeq=${celebration}`);
    expect(page.totalElements).toBe(5);
    expect(new Set(page.content.map((row) => row.campaignName))).toEqual(new Set(['축하 기부화환']));
  });

  it('filters by organisation: the payments whose donation goes to its recipient, whatever the campaign', async () => {
    expect(names(await payments(`?donationGroupSeq=${groupA}`))).toEqual(['아이전', '마실패', '라취소', '나부분', '하객', '가나다']);
    expect(names(await payments(`?donationGroupSeq=${groupB}`))).toEqual(['사위로', '바근조']);
    expect(names(await payments(`?donationGroupSeq=${groupA}&campaignSeq=${condolence}`))).toEqual(['아이전']);
  });

  it('combines with the search, state and period, and answers an unknown one with nothing', async () => {
    expect(names(await payments(`?donationGroupSeq=${groupA}&status=PAID&from=2026-09-01&to=2026-09-30`))).toEqual(['하객', '가나다']);
    expect(names(await payments(`?campaignSeq=${celebration}&searchType=payer&searchWord=${encodeURIComponent('하객')}`))).toEqual(['하객']);
    expect((await payments('?campaignSeq=999999')).totalElements).toBe(0);
  });

  it.each(['?campaignSeq=abc', '?donationGroupSeq=0', '?donationGroupSeq=-3'])('refuses %s', async (query) => {
    const response = await getAs(t.app, `/api/admin/payment/list${query}`, callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.seq });
  });

  it('offers every campaign (ended ones marked) and, through the shared organisation options, every organisation for the filters', async () => {
    const options = await get<AdminPaymentFilterOptions>('/api/admin/payment/filter-options');
    expect(options.campaigns.map((campaign) => campaign.name)).toEqual(expect.arrayContaining(['근조 기부화환', '축하 기부화환']));
    const organisations = await get<AdminOrganisationOption[]>('/api/admin/donation-group/options');
    expect(organisations.map((group) => group.groupName)).toEqual(expect.arrayContaining(['사단법인 따뜻한밥상나눔', '희망 복지회']));
  });
});

describe('payment list: the total row', () => {
  it.each([
    ['', 'true'],
    ['?status=PAID', `status = 'PAID'`],
    ['?from=2026-10-01&to=2026-10-31', `listed_at >= '2026-10-01T00:00:00+09:00' and listed_at < '2026-11-01T00:00:00+09:00'`],
    [() => `?campaignSeq=${celebration}`, () => `campaign_seq = ${celebration}`],
    [
      () => `?donationGroupSeq=${groupA}`,
      () => `category_donation_seq = (select category_donation_seq from donation_group where donation_group_seq = ${groupA})`,
    ],
    ['?searchType=payer&searchWord=%EB%82%98', `name like '%나%'`],
  ])('equals the direct SQL sums for %s', async (query, where) => {
    const q = typeof query === 'function' ? query() : query;
    const w = typeof where === 'function' ? where() : where;
    const totals = await get<AdminPaymentTotals>(`/api/admin/payment/totals${q}`);
    expect(totals).toEqual(await directSums(w));
  });

  it('is the whole search, not the page: the same on every page and sort', async () => {
    const all = await get<AdminPaymentTotals>('/api/admin/payment/totals');
    expect(all).toEqual({ amount: 596670, refunded: 100000, remaining: 496670, donated: 248333 });
    expect(await get<AdminPaymentTotals>('/api/admin/payment/totals?page=2&sort=amount&direction=desc')).toEqual(all);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/payment/totals' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/payment/filter-options' });
  });
});

describe('donation ledger: sorting and the total row', () => {
  const ledger = (query = '') => get<Page<AdminLedgerRow>>(`/api/admin/donation-ledger/list${query}`);

  it.each(adminLedgerSorts)('sorts by %s either way', async (sort) => {
    const up = (await ledger(`?sort=${sort}&direction=asc`)).content;
    const down = (await ledger(`?sort=${sort}&direction=desc`)).content;
    const key = (row: AdminLedgerRow) => row[sort];
    const ascending = [...up].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.seq - b.seq));
    expect(up).toEqual(ascending);
    expect(down.map(key)).toEqual([...up].reverse().map(key));
  });

  it('refuses a sort it does not have', async () => {
    const response = await getAs(t.app, '/api/admin/donation-ledger/list?sort=seq', callers.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.adminList.sortInvalid });
  });

  it.each([
    ['', 'true'],
    ['?month=2026-10', `date_trunc('month', paid_at at time zone 'Asia/Seoul') = '2026-10-01'`],
    ['?by=campaign&month=2026-09', `date_trunc('month', paid_at at time zone 'Asia/Seoul') = '2026-09-01'`],
  ])('totals %s equal the payments summed directly', async (query, where) => {
    const totals = await get<AdminLedgerTotals>(`/api/admin/donation-ledger/totals${query}`);
    const result = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n, coalesce(sum(amount - cancelled_amount), 0)::bigint as paid, coalesce(sum((amount - cancelled_amount) / 2), 0)::bigint as donated
               from payment where purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED') and ${where}`),
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const row = result.rows[0]!;
    expect(totals).toEqual({ paidCount: Number(row.n), totalPaid: Number(row.paid), donatedAmount: Number(row.donated) });
    // The rows of the list add up to the same.
    const rows = (await ledger(query)).content;
    expect(rows.reduce((sum, item) => sum + item.totalPaid, 0)).toBe(totals.totalPaid);
  });

  it('totals a search by name', async () => {
    const totals = await get<AdminLedgerTotals>(`/api/admin/donation-ledger/totals?searchWord=${encodeURIComponent('희망')}`);
    expect(totals).toEqual({ paidCount: 2, totalPaid: 230001, donatedAmount: 115000 });
  });
});
