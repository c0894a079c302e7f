import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { donatedShare, only, type CampaignDetail, type DonationGroupDetail, type DonationLedger } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
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
const seeded: Payment[] = [];
let celebration: number;
let condolence: number;
let quiet: number;
let recipientA: number;
let recipientB: number;
let groupA: number;
let groupB: number;
let groupUnlinked: number;

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The figures straight from the payment table, written out by hand in SQL. */
async function directSum(where: 'campaign_seq' | 'category_donation_seq', seq: number): Promise<DonationLedger> {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*) as n, coalesce(sum(amount - cancelled_amount), 0) as total, coalesce(sum(floor((amount - cancelled_amount) / 2.0)), 0) as donated
       from payment where ${where} = ${Number(seq)} and purpose = 'WREATH' and status in ('PAID', 'PARTIAL_CANCELLED')`),
  )) as { rows: Array<{ n: unknown; total: unknown; donated: unknown }> };
  const row = only(result.rows, 'the ledger row');
  return { paidCount: Number(row.n), totalPaid: Number(row.total), donatedAmount: Number(row.donated) };
}

/** The same figures from the seeded rows, with the receipt's own donatedShare. */
function fromSeeded(match: (payment: Payment) => boolean): DonationLedger {
  const counted = seeded.filter((p) => match(p) && p.purpose === 'WREATH' && (p.status === 'PAID' || p.status === 'PARTIAL_CANCELLED'));
  return {
    paidCount: counted.length,
    totalPaid: counted.reduce((sum, p) => sum + p.amount - p.cancelledAmount, 0),
    donatedAmount: counted.reduce((sum, p) => sum + donatedShare(p.amount, p.cancelledAmount), 0),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  recipientA = (await createDonationCategory(db, { name: '온기 나눔재단' })).categoryDonationSeq;
  recipientB = (await createDonationCategory(db, { name: '희망 복지회' })).categoryDonationSeq;
  groupA = (await createDonationGroup(db, { groupName: '온기 나눔재단', categoryDonationSeq: recipientA })).donationGroupSeq;
  groupB = (await createDonationGroup(db, { groupName: '희망 복지회', categoryDonationSeq: recipientB })).donationGroupSeq;
  groupUnlinked = (await createDonationGroup(db, { groupName: '아직 연결 전 단체' })).donationGroupSeq;
  celebration = (await createCampaign(db, { campaignName: '축하 기부화환', categoryDonationSeq: recipientA })).campaignSeq;
  condolence = (await createCampaign(db, { campaignName: '근조 기부화환', categoryDonationSeq: recipientB })).campaignSeq;
  quiet = (await createCampaign(db, { campaignName: '아직 화환이 없는 캠페인', categoryDonationSeq: recipientA })).campaignSeq;
  const wedding = await createWeddingInvitation(db, { campaignSeq: celebration });
  const funeral = await createFuneralInvitation(db, { campaignSeq: condolence });

  const add = async (invitation: typeof wedding | typeof funeral, input: Parameters<typeof createPayment>[2]) => {
    seeded.push(await createPayment(db, invitation, input));
  };
  // Odd amounts so that each half rounds down; a recipient's wreaths come through both campaigns and invitations.
  await add(wedding, { amount: 60001, categoryDonationSeq: recipientA });
  await add(wedding, { amount: 90000, categoryDonationSeq: recipientA });
  await add(wedding, { amount: 110003, categoryDonationSeq: recipientA, senderDisplay: 'ANONYMOUS' });
  // A partial refund keeps what stays paid: 70,001 - 20,000 = 50,001, half 25,000.
  await add(wedding, { amount: 70001, cancelledAmount: 20000, status: 'PARTIAL_CANCELLED', categoryDonationSeq: recipientA, cancelledAt: new Date() });
  // Never counted: cancelled, failed, waiting, and the payment test page's 1,000 won.
  await add(wedding, { amount: 80000, cancelledAmount: 80000, status: 'CANCELLED', categoryDonationSeq: recipientA, cancelledAt: new Date() });
  await add(wedding, { amount: 50000, status: 'FAILED', categoryDonationSeq: recipientA });
  await add(wedding, { amount: 50000, status: 'READY', categoryDonationSeq: recipientA });
  await add(wedding, {
    amount: 1000,
    purpose: 'TEST',
    campaignSeq: null,
    categoryDonationSeq: null,
    invitationType: null,
    invitationSeq: null,
    orderNum: null,
  });
  await add(wedding, { amount: 1001, purpose: 'TEST', categoryDonationSeq: recipientA });
  // A wreath of the celebration campaign sent from the campaign page (no invitation).
  await add(wedding, { amount: 75555, categoryDonationSeq: recipientA, invitationType: null, invitationSeq: null, orderNum: null });
  await add(funeral, { amount: 100000, categoryDonationSeq: recipientB });
  await add(funeral, { amount: 130001, categoryDonationSeq: recipientB });
  await add(funeral, { amount: 100000, status: 'CANCELLED', cancelledAmount: 100000, categoryDonationSeq: recipientB, cancelledAt: new Date() });
  // A condolence wreath paid when its campaign still gave to recipient A: the half stays owed to A.
  await add(funeral, { amount: 66667, categoryDonationSeq: recipientA });
});
afterAll(() => t.close());

describe('the donation ledger on the campaign detail', () => {
  it.each([
    ['celebration', () => celebration],
    ['condolence', () => condolence],
    ['without wreaths', () => quiet],
  ])('reconciles the %s campaign with a direct SQL sum, to the won', async (_label, seqOf) => {
    const campaignSeq = seqOf();
    const response = await get(`/api/campaign/get-detail?campaignSeq=${campaignSeq}`);
    expect(response.statusCode).toBe(200);
    const ledger = (response.json() as CampaignDetail).donationLedger;
    expect(ledger).toEqual(await directSum('campaign_seq', campaignSeq));
    expect(ledger).toEqual(fromSeeded((p) => p.campaignSeq === campaignSeq));
  });

  it('shows the figures a person reads', async () => {
    const celebrationLedger = ((await get(`/api/campaign/get-detail?campaignSeq=${celebration}`)).json() as CampaignDetail).donationLedger;
    // 60,001 + 90,000 + 110,003 + 50,001 + 75,555; halves 30,000 + 45,000 + 55,001 + 25,000 + 37,777.
    expect(celebrationLedger).toEqual({ paidCount: 5, totalPaid: 385560, donatedAmount: 192778 });
    const quietLedger = ((await get(`/api/campaign/get-detail?campaignSeq=${quiet}`)).json() as CampaignDetail).donationLedger;
    expect(quietLedger).toEqual({ paidCount: 0, totalPaid: 0, donatedAmount: 0 });
  });
});

describe('the donation ledger on the donation group detail', () => {
  it.each([
    ['A', () => groupA, () => recipientA],
    ['B', () => groupB, () => recipientB],
  ])('reconciles recipient %s with a direct SQL sum, to the won', async (_label, groupOf, recipientOf) => {
    const response = await get(`/api/donation-group/get-detail?donationGroupSeq=${groupOf()}`);
    expect(response.statusCode).toBe(200);
    const ledger = (response.json() as DonationGroupDetail).donationLedger;
    expect(ledger).toEqual(await directSum('category_donation_seq', recipientOf()));
    expect(ledger).toEqual(fromSeeded((p) => p.categoryDonationSeq === recipientOf()));
    expect(ledger.paidCount).toBeGreaterThan(0);
  });

  it('gives recipient A the wreaths of both campaigns that gave to it when paid', async () => {
    const ledger = ((await get(`/api/donation-group/get-detail?donationGroupSeq=${groupA}`)).json() as DonationGroupDetail).donationLedger;
    expect(ledger).toEqual({ paidCount: 6, totalPaid: 385560 + 66667, donatedAmount: 192778 + 33333 });
  });

  it('answers zeros for a group that is no recipient', async () => {
    const response = await get(`/api/donation-group/get-detail?donationGroupSeq=${groupUnlinked}`);
    expect((response.json() as DonationGroupDetail).donationLedger).toEqual({ paidCount: 0, totalPaid: 0, donatedAmount: 0 });
  });

  it('adds every recipient up to every campaign', async () => {
    const total = await directSum('campaign_seq', celebration);
    const other = await directSum('campaign_seq', condolence);
    const a = await directSum('category_donation_seq', recipientA);
    const b = await directSum('category_donation_seq', recipientB);
    expect(a.totalPaid + b.totalPaid).toBe(total.totalPaid + other.totalPaid);
    expect(a.donatedAmount + b.donatedAmount).toBe(total.donatedAmount + other.donatedAmount);
  });
});
