import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContentMessages,
  campaignAdminMessages,
  itemAt,
  messages,
  type AdminCampaignDetail,
  type AdminCampaignOptions,
  type AdminCampaignRow,
  type CampaignCard,
  wreathCampaignSeqs,
} from '@ongi/shared';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '@server/test/app';
import { adminCallers, expectAdminOnly, type AdminCallers } from '@server/test/admin';
import { postUpload } from '@server/test/admin-upload';
import { getAs, postAs } from '@server/test/member-session';
import { createCampaign, createCampaignCategory, createCategory, createDonationCategory, createPartner, storeImage, tinyPng } from '@server/seed/factories';

let t: TestContext;
let callers: AdminCallers;
let png: Buffer;
let publicCategory: number;
let campaignTop: number;
let campaignChild: number;
let lonelyTop: number;
let donationTop: number;
let donationChild: number;
let inactiveChild: number;
let partner: number;

beforeAll(async () => {
  t = await createTestApp();
  callers = await adminCallers(t);
  const db = t.database.db;
  png = await tinyPng();
  publicCategory = (await createCategory(db, { name: '기념일', categoryParent: 'campaign' })).categorySeq;
  campaignTop = (await createCampaignCategory(db, { name: '경조사' })).categoryCampaignSeq;
  campaignChild = (await createCampaignCategory(db, { name: '결혼', parentSeq: campaignTop })).categoryCampaignSeq;
  lonelyTop = (await createCampaignCategory(db, { name: '단독 분류' })).categoryCampaignSeq;
  donationTop = (await createDonationCategory(db, { name: '아동' })).categoryDonationSeq;
  donationChild = (await createDonationCategory(db, { name: '햇살아동복지회', parentSeq: donationTop })).categoryDonationSeq;
  inactiveChild = (await createDonationCategory(db, { name: '쉬는 기부처', parentSeq: donationTop, isActive: false })).categoryDonationSeq;
  partner = (await createPartner(db, { name: '온기웨딩홀 본점' })).partnerSeq;
  for (let i = 1; i <= 11; i += 1) {
    await createCampaign(db, { campaignName: `목록 캠페인 ${i}`, sortOrder: 100 + i, categorySeq: publicCategory, endDate: i === 1 ? '2026-05-09' : null });
  }
});
afterAll(() => t.close());

const valid = {
  campaignSeq: -1,
  categorySeq: null as number | null,
  campaignName: '봄 결혼 기부화환',
  campaignAmount: 50000,
  partnerCompany: '온기웨딩홀',
  partnerManager: '김담당',
  type: '축하화환',
  endDate: '',
  description: '화환 대신 나눔으로',
  content: '<p>첫 줄<br>둘째 줄</p><script>alert(1)</script>',
  sortOrder: 0,
  categoryCampaignSeq: 0,
  categoryDonationSeq: 0,
  partnerSeq: 0,
};
const complete = () => ({ ...valid, categorySeq: publicCategory, categoryCampaignSeq: campaignChild, categoryDonationSeq: donationChild, partnerSeq: partner });
const save = (values: unknown, files: Parameters<typeof postUpload>[4] = [], cookie = callers.admin) =>
  postUpload(t, '/api/admin/campaign/save', 'campaign', values, files, cookie);
const detail = async (seq: number) => (await getAs(t.app, `/api/admin/campaign/detail/${seq}`, callers.admin)).json() as AdminCampaignDetail;

describe('the admin campaign resource', () => {
  it('lists 10 a page in the public order with the category, and searches by name', async () => {
    const first = (await getAs(t.app, '/api/admin/campaign/list', callers.admin)).json() as { content: AdminCampaignRow[]; totalElements: number };
    expect(first.content).toHaveLength(10);
    expect(first.content[0]).toMatchObject({
      campaignName: '목록 캠페인 1',
      sortOrder: 101,
      categoryName: '기념일',
      endDate: '2026-05-09',
      campaignAmount: 50000,
    });
    const found = (
      await getAs(t.app, `/api/admin/campaign/list?searchType=campaignName&searchWord=${encodeURIComponent('캠페인 11')}`, callers.admin)
    ).json() as { content: AdminCampaignRow[]; totalElements: number };
    expect(found.totalElements).toBe(1);
    expect(found.content[0]?.endDate).toBeNull();
  });

  it('answers the selectors: both trees with inactive ones marked, and the partners', async () => {
    const options = (await getAs(t.app, '/api/admin/campaign/options', callers.admin)).json() as AdminCampaignOptions;
    expect(options.campaignCategories.find((node) => node.seq === campaignTop)).toEqual({
      seq: campaignTop,
      name: '경조사',
      isActive: true,
      children: [{ seq: campaignChild, name: '결혼', isActive: true }],
    });
    expect(options.donationCategories.find((node) => node.seq === donationTop)?.children).toEqual([
      { seq: donationChild, name: '햇살아동복지회', isActive: true },
      { seq: inactiveChild, name: '쉬는 기부처', isActive: false },
    ]);
    expect(options.partners).toContainEqual({ partnerSeq: partner, name: '온기웨딩홀 본점', type: 'wedding', ended: false });
  });

  it('offers a campaign linked to 청첩장 to the wedding form only', async () => {
    const created = await save({ ...complete(), campaignName: '청첩장 연결 캠페인', campaignType: 'WEDDING' });
    const { seq } = created.json() as { seq: number };
    expect(await detail(seq)).toMatchObject({ campaignType: 'WEDDING' });
    const offered = async (campaignType: string) =>
      ((await getAs(t.app, `/api/campaign/get-campaigns?campaignType=${campaignType}`)).json() as Array<{ campaignSeq: number }>).map((row) => row.campaignSeq);
    expect(await offered('WEDDING')).toContain(seq);
    expect(await offered('FUNERAL')).not.toContain(seq);
    await save({ ...complete(), campaignSeq: seq, campaignName: '청첩장 연결 캠페인', campaignType: '' });
    expect(await detail(seq)).toMatchObject({ campaignType: null });
  });

  it('registers with thumbnails, shows it in the public list, edits it (a thumbnail removed, the order) and deletes it', async () => {
    const created = await save({ ...complete(), sortOrder: 0, donatedPercent: 60 }, [
      { name: 'thumbnails', filename: '대표.png', body: png, contentType: 'image/png' },
      { name: 'thumbnails', filename: '둘째.png', body: await tinyPng('#000000'), contentType: 'image/png' },
    ]);
    expect(created.statusCode).toBe(200);
    const { seq, message } = created.json() as { seq: number; message: string };
    expect(message).toBe(messages.admin.created);
    const stored = await detail(seq);
    expect(stored).toMatchObject({
      campaignName: '봄 결혼 기부화환',
      campaignAmount: 50000,
      // The donated share as typed; wreaths paid from now on fix it.
      donatedPercent: 60,
      endDate: null,
      sortOrder: 0,
      displayYn: 'Y',
      endedAt: null,
      categoryCampaignSeq: campaignChild,
      categoryCampaignTopSeq: campaignTop,
      categoryDonationSeq: donationChild,
      categoryDonationTopSeq: donationTop,
      partnerSeq: partner,
    });
    expect(stored.attachList.map((file) => file.originalName)).toEqual(['대표.png', '둘째.png']);

    const publicList = (await t.app.inject({ method: 'GET', url: '/api/campaign/get-list' })).json() as { content: CampaignCard[] };
    expect(publicList.content[0]).toMatchObject({
      campaignSeq: seq,
      campaignName: '봄 결혼 기부화환',
      thumbnailPath: itemAt(stored.attachList, 0, 'the thumbnail').path,
      categoryCampaignName: '경조사',
      endDate: null,
    });
    const publicDetail = (await t.app.inject({ method: 'GET', url: `/api/campaign/get-detail?campaignSeq=${seq}` })).json() as { content: string };
    expect(publicDetail.content).toMatch(/^<p>첫 줄<br ?\/?>둘째 줄<\/p>$/);
    expect(stored.content).toBe(publicDetail.content);

    const edited = await save({
      ...complete(),
      campaignSeq: seq,
      sortOrder: 4,
      endDate: '2026-12-31',
      deletedFileSeqs: [itemAt(stored.attachList, 0, 'the thumbnail').seq],
    });
    expect(edited.json()).toEqual({ seq, message: messages.admin.updated });
    const after = await detail(seq);
    expect(after).toMatchObject({ sortOrder: 4, endDate: '2026-12-31' });
    expect(after.attachList.map((file) => file.originalName)).toEqual(['둘째.png']);

    const deleted = await postAs(t.app, '/api/admin/campaign/delete', { seqs: [seq] }, callers.admin);
    expect(deleted.json()).toEqual({ deleted: 1, message: messages.admin.deleted });
    expect((await getAs(t.app, `/api/admin/campaign/detail/${seq}`, callers.admin)).statusCode).toBe(404);
  });

  it('takes a top-level category that has no children', async () => {
    const response = await save({ ...complete(), categoryCampaignSeq: lonelyTop });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a thumbnail that is not an image: '이미지 파일만 업로드할 수 있습니다.'", async () => {
    const response = await save(complete(), [{ name: 'thumbnails', filename: 'a.png', body: Buffer.from('%PDF-1.4 fake'), contentType: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '이미지 파일만 업로드할 수 있습니다.' });
  });

  it.each([
    ['no campaign category', { categoryCampaignSeq: 0 }, campaignAdminMessages.campaignCategoryRequired],
    ['no donation recipient', { categoryDonationSeq: 0 }, campaignAdminMessages.donationCategoryRequired],
    ['no partner', { partnerSeq: 0 }, campaignAdminMessages.partnerRequired],
    ['a partner that is not a row number', { partnerSeq: 2.5 }, campaignAdminMessages.partnerRequired],
    ['a category that is not a row number', { categorySeq: -3 }, messages.adminForm.categoryRequired],
    ['a category that is not a number', { categorySeq: 'abc' }, messages.adminForm.categoryRequired],
    ['no name', { campaignName: ' ' }, campaignAdminMessages.campaignNameRequired],
    ['a long name', { campaignName: '가'.repeat(101) }, campaignAdminMessages.campaignNameTooLong],
    ['a negative amount', { campaignAmount: -5 }, adminContentMessages.amountInvalid],
    ['a bad end date', { endDate: '2026-13-01' }, adminContentMessages.dateInvalid],
    ['a sort order that is not a number', { sortOrder: 'abc' }, campaignAdminMessages.sortOrderInvalid],
    ['a sort order below 1 on screen', { sortOrder: -1 }, campaignAdminMessages.sortOrderInvalid],
    ['a sort order that is not whole (2.5 on screen)', { sortOrder: 1.5 }, messages.adminForm.displayOrderInvalid],
    ['a long type', { type: '가'.repeat(51) }, campaignAdminMessages.typeTooLong],
    ['an invitation kind it does not know', { campaignType: 'BIRTHDAY' }, messages.query.campaignType],
    ['a donated share of 0 %', { donatedPercent: 0 }, messages.settlement.donatedPercentInvalid],
    ['a donated share above 100 %', { donatedPercent: 101 }, messages.settlement.donatedPercentInvalid],
    ['a donated share that is not whole', { donatedPercent: 33.5 }, messages.settlement.donatedPercentInvalid],
    ['a donated share that is not a number', { donatedPercent: 'abc' }, messages.settlement.donatedPercentInvalid],
  ])('refuses %s', async (_name, change, message) => {
    const response = await save({ ...complete(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('saves the two built-in wreaths without a partner, since every venue offers them; any other campaign still needs one', async () => {
    const db = t.database.db;
    // The wreaths keep their ids (16, 17); the id counter then goes on past both.
    await createCampaign(db, { campaignSeq: wreathCampaignSeqs.celebration, campaignName: '축하 기부화환' });
    await db.execute(
      sql`select setval(pg_get_serial_sequence('campaign', 'campaign_seq'), greatest(${wreathCampaignSeqs.condolence}, (select max(campaign_seq) from campaign)))`,
    );
    const wreath = await save({ ...complete(), campaignSeq: wreathCampaignSeqs.celebration, campaignName: '축하 기부화환', partnerSeq: 0 });
    expect(wreath.json()).toEqual({ seq: wreathCampaignSeqs.celebration, message: messages.admin.updated });
    expect((await detail(wreathCampaignSeqs.celebration)).partnerSeq).toBeNull();
    // One venue may still be chosen for it, and is kept.
    await save({ ...complete(), campaignSeq: wreathCampaignSeqs.celebration, campaignName: '축하 기부화환' });
    expect((await detail(wreathCampaignSeqs.celebration)).partnerSeq).toBe(partner);

    const other = await createCampaign(db);
    const refused = await save({ ...complete(), campaignSeq: other.campaignSeq, partnerSeq: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: campaignAdminMessages.partnerRequired });
  });

  it('refuses selectors that name nothing, or a top level that has children', async () => {
    expect((await save({ ...complete(), categoryCampaignSeq: campaignTop })).json()).toEqual({ message: campaignAdminMessages.campaignCategoryRequired });
    expect((await save({ ...complete(), categoryCampaignSeq: 999999 })).json()).toEqual({ message: campaignAdminMessages.campaignCategoryRequired });
    expect((await save({ ...complete(), categoryDonationSeq: donationTop })).json()).toEqual({ message: campaignAdminMessages.donationCategoryRequired });
    expect((await save({ ...complete(), partnerSeq: 999999 })).json()).toEqual({ message: campaignAdminMessages.partnerRequired });
    expect((await save({ ...complete(), categorySeq: (await createCategory(t.database.db, { categoryParent: 'faq' })).categorySeq })).json()).toEqual({
      message: messages.adminForm.categoryWrongGroup,
    });
    const missing = await save({ ...complete(), campaignSeq: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps another campaign’s thumbnail named in deletedFileSeqs', async () => {
    const file = await storeImage(t.database.db, t.storage, png, 'keep.png');
    const other = await createCampaign(t.database.db, { attachList: [file] });
    const mine = await createCampaign(t.database.db);
    expect(
      (await save({ ...complete(), campaignSeq: mine.campaignSeq, deletedFileSeqs: [itemAt(other.attachList, 0, 'the other thumbnail').campaignAttachSeq] }))
        .statusCode,
    ).toBe(200);
    expect((await detail(other.campaignSeq)).attachList).toHaveLength(1);
  });

  it('deletes none for an empty selection and nothing when one number is foreign', async () => {
    const empty = await postAs(t.app, '/api/admin/campaign/delete', { seqs: [] }, callers.admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: messages.admin.noneSelected.campaign });
    const kept = await createCampaign(t.database.db);
    const foreign = await postAs(t.app, '/api/admin/campaign/delete', { seqs: [kept.campaignSeq, 999999] }, callers.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.admin.staleSelection });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/campaign/list' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/campaign/options' });
    await expectAdminOnly(t.app, callers, { method: 'GET', url: '/api/admin/campaign/detail/1' });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/campaign/save', payload: valid });
    await expectAdminOnly(t.app, callers, { method: 'POST', url: '/api/admin/campaign/delete', payload: { seqs: [1] } });
  });
});
