import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAdminMessages,
  itemAt,
  messages,
  type AdminAuditRow,
  type AdminCampaignDetail,
  type AdminCampaignRow,
  type CampaignCard,
  type InvitationView,
  only,
} from '@ongi/shared';
import { campaigns, orderNumbers, payments } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { postUpload } from '@server/test/admin-upload';
import { getAs, postAs } from '@server/test/member-session';
import {
  createCampaign,
  createCampaignCategory,
  createDonationCategory,
  createFuneralInvitation,
  createPartner,
  createPayment,
  createPaymentIntent,
  createReview,
  createWeddingInvitation,
} from '@server/seed/factories';

// A campaign with history is never lost to one click: a delete names what is
// attached and refuses (the database refuses too), the campaign is ended
// instead (no new wreaths, its record stays), and a half-filled one is saved
// as a draft, never published at 0 원 or first for want of an order.

let t: TestContext;
let callers: AdminCallers;
let campaignChild: number;
let donationChild: number;
let partner: number;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const db = t.database.db;
  const top = (await createCampaignCategory(db, { name: '추모' })).categoryCampaignSeq;
  campaignChild = (await createCampaignCategory(db, { name: '장례', parentSeq: top })).categoryCampaignSeq;
  const donationTop = (await createDonationCategory(db, { name: '노인' })).categoryDonationSeq;
  donationChild = (await createDonationCategory(db, { name: '햇살노인복지회', parentSeq: donationTop })).categoryDonationSeq;
  partner = (await createPartner(db, { name: '온기장례식장', type: 'funeral' })).partnerSeq;
});
afterAll(() => t.close());

const remove = (seqs: number[]) => postAs(t.app, '/api/admin/campaign/delete', { seqs }, callers.admin);
const end = (seq: number) => postAs(t.app, `/api/admin/campaign/end/${seq}`, {}, callers.admin);
const reopen = (seq: number) => postAs(t.app, `/api/admin/campaign/reopen/${seq}`, {}, callers.admin);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/campaign/detail/${seq}`, callers.admin)).json() as AdminCampaignDetail;
const audit = async (query: string) => ((await getAs(t.app, `/api/admin/audit/list${query}`, callers.admin)).json() as { content: AdminAuditRow[] }).content;
const publicNumOf = async (orderNum: string) =>
  only(await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), 'the order number')
    .publicNum;

// Each intent from its own address: the intent route is rate limited per address.
let guests = 0;
const startPayment = (target: { campaignSeq: number } | { publicNum: string }) => {
  guests += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/unique-payment-id',
    remoteAddress: `10.7.0.${guests}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify({
      ...target,
      donationAmount: 10000,
      name: '김온기',
      phoneNum: '010-2345-6789',
      message: '삼가 고인의 명복을 빕니다.',
      senderDisplay: 'NAME',
      agreeTerms: true,
    }),
  });
};

/** The funeral notice of the report: 9 paid wreaths (770,000 원), its 발인 tomorrow. */
async function campaignWithHistory(name: string) {
  const db = t.database.db;
  const campaign = await createCampaign(db, { campaignName: name, campaignType: 'FUNERAL', categoryDonationSeq: donationChild, partnerSeq: partner });
  const notice = await createFuneralInvitation(db, { campaignSeq: campaign.campaignSeq });
  for (const amount of [70000, 70000, 90000, 90000, 90000, 90000, 90000, 90000, 90000]) {
    await createPayment(db, notice, { amount });
  }
  return { campaign, notice };
}

describe('deleting a campaign that has history', () => {
  it("refuses, naming what is attached and how much ('결제 9건(770,000원)과 부고장 1건'), and deletes nothing", async () => {
    const { campaign } = await campaignWithHistory('발인 내일인 캠페인');
    const refused = await remove([campaign.campaignSeq]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: '결제 9건(770,000원)과 부고장 1건이 연결된 캠페인(발인 내일인 캠페인)은 삭제할 수 없습니다. 대신 종료하세요.' });
    expect((await detail(campaign.campaignSeq)).campaignName).toBe('발인 내일인 캠페인');
    const kept = await t.database.db.select({ campaignSeq: payments.campaignSeq }).from(payments).where(eq(payments.campaignSeq, campaign.campaignSeq));
    expect(kept).toHaveLength(9);
  });

  it('counts a refunded part out of the won, attempts that made no payment, wedding cards and reviews', async () => {
    const db = t.database.db;
    const campaign = await createCampaign(db, { campaignName: '여러 기록 캠페인' });
    const wedding = await createWeddingInvitation(db, { campaignSeq: campaign.campaignSeq });
    await createPayment(db, wedding, { amount: 50000, status: 'PARTIAL_CANCELLED', cancelledAmount: 20000, cancelledAt: new Date() });
    await createPayment(db, wedding, { amount: 50000, status: 'FAILED' });
    await createPaymentIntent(db, wedding, { status: 'READY' });
    await createReview(db, { orderNum: wedding.orderNum, campaignSeq: campaign.campaignSeq });
    const refused = await remove([campaign.campaignSeq]);
    expect(refused.json()).toEqual({
      message: '결제 2건(30,000원)과 결제 시도 1건과 청첩장 1건과 후기 1건이 연결된 캠페인(여러 기록 캠페인)은 삭제할 수 없습니다. 대신 종료하세요.',
    });
  });

  it('refuses the whole selection when one of them has history, naming only that one', async () => {
    const free = await createCampaign(t.database.db, { campaignName: '기록 없는 캠페인' });
    const { campaign } = await campaignWithHistory('기록 있는 캠페인');
    const refused = await remove([free.campaignSeq, campaign.campaignSeq]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('캠페인(기록 있는 캠페인)은');
    expect((await getAs(t.app, `/api/admin/campaign/detail/${free.campaignSeq}`, callers.admin)).statusCode).toBe(200);
  });

  it('is refused by the database itself: the references restrict instead of blanking the payments', async () => {
    const { campaign } = await campaignWithHistory('직접 지우려는 캠페인');
    await expect(t.database.db.delete(campaigns).where(eq(campaigns.campaignSeq, campaign.campaignSeq))).rejects.toThrow();
    const kept = await t.database.db.select({ campaignSeq: payments.campaignSeq }).from(payments).where(eq(payments.campaignSeq, campaign.campaignSeq));
    expect(kept).toHaveLength(9);
  });

  it('deletes one without history, and the trail keeps what it was', async () => {
    const gone = await createCampaign(t.database.db, { campaignName: '잘못 만든 캠페인', campaignAmount: 30000, endDate: '2026-12-31' });
    const deleted = await remove([gone.campaignSeq]);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    const line = itemAt(await audit('?action=delete&searchType=resource&searchWord=campaign'), 0, 'the newest delete line');
    expect(line).toMatchObject({
      targetSeqs: [gone.campaignSeq],
      summary: '캠페인 1건 삭제: 잘못 만든 캠페인',
      snapshot: {
        rows: [
          {
            seq: gone.campaignSeq,
            title: '잘못 만든 캠페인',
            fields: expect.arrayContaining([
              { label: '금액', value: 30000 },
              { label: '종료일', value: '2026-12-31' },
              { label: '공개', value: 'Y' },
            ]),
          },
        ],
      },
    });
    expect(line.clientAddress).toBe('127.0.0.1');
    expect(line.sessionRef).toMatch(/^[\w-]{16,}$/);
  });
});

describe('종료: a campaign that takes no new wreaths and keeps its record', () => {
  it('ends: payments refused, not offered to new invitations, the guest page says so, the public record and its totals stay; then opens again', async () => {
    const { campaign, notice } = await campaignWithHistory('끝낼 캠페인');
    const seq = campaign.campaignSeq;
    const publicNum = await publicNumOf(notice.orderNum);
    expect((await startPayment({ publicNum })).statusCode).toBe(200);

    const ended = await end(seq);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ seq, ended: true, message: campaignAdminMessages.ended('끝낼 캠페인') });
    expect((await end(seq)).json()).toEqual({ message: campaignAdminMessages.alreadyEnded });

    // No new wreath, from the guest page or the campaign page.
    for (const target of [{ publicNum }, { campaignSeq: seq }]) {
      const refused = await startPayment(target);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: messages.payment.campaignClosed });
    }
    // No new invitation picks it.
    const picker = (await getAs(t.app, '/api/campaign/get-campaigns?campaignType=FUNERAL')).json() as CampaignCard[];
    expect(picker.map((card) => card.campaignSeq)).not.toContain(seq);
    // The guest page hides its button; the campaign stays named there.
    const view = (await getAs(t.app, `/api/invitation/get-detail?orderNum=${publicNum}`)).json() as InvitationView;
    expect(view.campaign).toMatchObject({ campaignSeq: seq, campaignName: '끝낼 캠페인', takesWreaths: false });
    // The public page stays, with its totals, marked ended; the list shows it after the open ones.
    const page = await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${seq}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ campaignName: '끝낼 캠페인', endedAt: expect.any(String), donationLedger: { paidCount: 9, totalPaid: 770000 } });
    const list = (await getAs(t.app, '/api/campaign/get-list')).json() as { content: CampaignCard[] };
    const order = list.content.map((card) => card.endedAt !== null);
    expect(order.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(order.slice(order.indexOf(true)).every(Boolean)).toBe(true);
    // The back office shows it ended.
    expect((await detail(seq)).endedAt).not.toBeNull();
    const rows = (
      (await getAs(t.app, `/api/admin/campaign/list?searchType=campaignName&searchWord=${encodeURIComponent('끝낼 캠페인')}`, callers.admin)).json() as {
        content: AdminCampaignRow[];
      }
    ).content;
    expect(itemAt(rows, 0, 'the ended campaign').endedAt).not.toBeNull();

    const opened = await reopen(seq);
    expect(opened.json()).toEqual({ seq, ended: false, message: campaignAdminMessages.reopened('끝낼 캠페인') });
    expect((await reopen(seq)).json()).toEqual({ message: campaignAdminMessages.notEnded });
    expect((await startPayment({ publicNum })).statusCode).toBe(200);
    expect(((await getAs(t.app, `/api/invitation/get-detail?orderNum=${publicNum}`)).json() as InvitationView).campaign?.takesWreaths).toBe(true);

    expect(
      (await audit(`?searchType=resource&searchWord=${encodeURIComponent('끝낼 캠페인')}`)).slice(0, 2).map((line) => [line.action, line.targetSeqs]),
    ).toEqual([
      ['reopen', [seq]],
      ['end', [seq]],
    ]);
  });

  it('answers 404 for a campaign that is not there, and is for administrators only', async () => {
    expect((await end(999999)).json()).toEqual({ message: messages.admin.notFound('캠페인') });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/campaign/end/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/campaign/reopen/1' });
  });
});

describe('a half-filled campaign is a draft, never public at 0 원', () => {
  const form = () => ({
    campaignSeq: -1,
    categorySeq: null,
    campaignName: '반쯤 만든 캠페인',
    campaignAmount: 0,
    partnerCompany: '',
    partnerManager: '',
    type: '',
    campaignType: 'FUNERAL',
    endDate: '',
    description: '',
    content: '',
    sortOrder: null as number | null,
    displayYn: 'Y',
    categoryCampaignSeq: campaignChild,
    categoryDonationSeq: donationChild,
    partnerSeq: partner,
  });
  const save = (values: unknown) => postUpload(t, '/api/admin/campaign/save', 'campaign', values, [], callers.admin);

  it('refuses to publish without an amount above 0 or an order, with the sentence that names the draft', async () => {
    const noAmount = await save({ ...form(), sortOrder: 2 });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json()).toEqual({ message: campaignAdminMessages.amountRequiredToPublish });
    const noOrder = await save({ ...form(), campaignAmount: 50000 });
    expect(noOrder.json()).toEqual({ message: campaignAdminMessages.sortOrderRequiredToPublish });
    const emptyOrder = await save({ ...form(), campaignAmount: 50000, sortOrder: '' });
    expect(emptyOrder.json()).toEqual({ message: campaignAdminMessages.sortOrderRequiredToPublish });
  });

  it('saves it as a draft: kept as typed, on no public page, no payment; published once complete', async () => {
    const saved = await save({ ...form(), displayYn: 'N' });
    expect(saved.statusCode).toBe(200);
    const { seq } = saved.json() as { seq: number };
    expect(await detail(seq)).toMatchObject({ campaignAmount: 0, sortOrder: null, displayYn: 'N' });
    expect((await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${seq}`)).statusCode).toBe(404);
    const cards = (await getAs(t.app, '/api/campaign/get-campaigns?campaignType=FUNERAL')).json() as CampaignCard[];
    expect(cards.map((card) => card.campaignSeq)).not.toContain(seq);
    expect((await startPayment({ campaignSeq: seq })).statusCode).toBe(404);
    // The admin list shows it last (no order yet).
    const listed = (await getAs(t.app, '/api/admin/campaign/list', callers.admin)).json() as { content: AdminCampaignRow[]; totalElements: number };
    expect(listed.content.find((row) => row.campaignSeq === seq)?.sortOrder ?? null).toBeNull();

    const published = await save({ ...form(), campaignSeq: seq, campaignAmount: 40000, sortOrder: 0 });
    expect(published.statusCode).toBe(200);
    expect((await getAs(t.app, `/api/campaign/get-detail?campaignSeq=${seq}`)).json()).toMatchObject({ campaignAmount: 40000, sortOrder: 0 });
  });

  it('is refused by the database too: a published campaign of 0 원 or without an order cannot be stored', async () => {
    await expect(createCampaign(t.database.db, { campaignAmount: 0 })).rejects.toThrow();
    await expect(createCampaign(t.database.db, { sortOrder: null })).rejects.toThrow();
    await expect(createCampaign(t.database.db, { campaignAmount: 0, sortOrder: null, displayYn: 'N' })).resolves.toMatchObject({ displayYn: 'N' });
  });
});
