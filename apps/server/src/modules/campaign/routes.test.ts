import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type CampaignCard, type CampaignDetail } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import {
  createCampaign,
  createCampaignCategory,
  createCategory,
  createDonationCategory,
  createPartner,
  storeImage,
  tinyPng,
  type CampaignInput,
  type FileRef,
} from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const seqs = (cards: CampaignCard[]) => cards.map((card) => card.campaignSeq);

const ids: Record<string, number> = {};
let firstPhoto: FileRef;
let secondPhoto: FileRef;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const png = await tinyPng();
  const photo = (name: string) => storeImage(db, t.storage, png, name);
  firstPhoto = await photo('first.png');
  secondPhoto = await photo('second.png');

  ids.A = (await createCategory(db, { categoryParent: 'campaign', name: '아동' })).categorySeq;
  ids.B = (await createCategory(db, { categoryParent: 'campaign', name: '환경' })).categorySeq;
  ids.X = (await createCategory(db, { categoryParent: 'campaign', name: '쉬는 분류', useYn: 'N' })).categorySeq;
  ids.S = (await createCategory(db, { categoryParent: 'sponsor', name: '후원 분류' })).categorySeq;

  ids.W = (await createCampaignCategory(db, { name: '결혼 축하' })).categoryCampaignSeq;
  ids.W1 = (await createCampaignCategory(db, { name: '축하 화환', parentSeq: ids.W })).categoryCampaignSeq;
  ids.W2 = (await createCampaignCategory(db, { name: '신혼 나눔', parentSeq: ids.W })).categoryCampaignSeq;
  ids.F = (await createCampaignCategory(db, { name: '추모·애도' })).categoryCampaignSeq;
  ids.F1 = (await createCampaignCategory(db, { name: '근조 화환', parentSeq: ids.F })).categoryCampaignSeq;
  ids.Z = (await createCampaignCategory(db, { name: '기업 행사', isActive: false })).categoryCampaignSeq;
  ids.Z1 = (await createCampaignCategory(db, { name: '창립기념일', parentSeq: ids.Z })).categoryCampaignSeq;

  ids.D = (await createDonationCategory(db, { name: '아동·청소년' })).categoryDonationSeq;
  ids.D1 = (await createDonationCategory(db, { name: '결식아동 급식', parentSeq: ids.D })).categoryDonationSeq;
  ids.D2 = (await createDonationCategory(db, { name: '해외 아동', parentSeq: ids.D, isActive: false })).categoryDonationSeq;

  ids.P1 = (await createPartner(db, { type: 'wedding' })).partnerSeq;
  ids.P2 = (await createPartner(db, { type: 'funeral' })).partnerSeq;

  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const campaign = (campaignSeq: number, input: CampaignInput) => createCampaign(db, { campaignSeq, createDate: day(campaignSeq), ...input });
  await campaign(1, {
    campaignName: '아이들 밥상',
    categorySeq: ids.A,
    categoryCampaignSeq: ids.W1,
    categoryDonationSeq: ids.D1,
    partnerSeq: ids.P1,
    campaignType: 'WEDDING',
    sortOrder: 3,
    endDate: '2026-12-31',
    attachList: [firstPhoto, secondPhoto],
  });
  await campaign(2, {
    categorySeq: ids.A,
    categoryCampaignSeq: ids.W2,
    categoryDonationSeq: ids.D1,
    partnerSeq: ids.P2,
    campaignType: 'WEDDING',
    sortOrder: 1,
  });
  await campaign(3, {
    categorySeq: ids.B,
    categoryCampaignSeq: ids.F1,
    categoryDonationSeq: ids.D1,
    partnerSeq: ids.P2,
    campaignType: 'FUNERAL',
    sortOrder: 1,
    attachList: [await photo('3.png')],
  });
  await campaign(4, {
    categorySeq: ids.X,
    categoryCampaignSeq: ids.F1,
    categoryDonationSeq: ids.D,
    partnerSeq: ids.P2,
    campaignType: 'FUNERAL',
    sortOrder: 5,
    attachList: [await photo('4.png')],
  });
  await campaign(5, { categorySeq: ids.S, categoryCampaignSeq: ids.Z1, campaignType: null, type: null, sortOrder: 6 });
  for (const seq of [6, 7, 8, 9]) {
    await campaign(seq, { categorySeq: ids.B, categoryCampaignSeq: ids.W, campaignType: null, sortOrder: seq + 1, attachList: [await photo(`${seq}.png`)] });
  }
  await campaign(10, {
    campaignName: '숨긴 캠페인',
    displayYn: 'N',
    categorySeq: ids.A,
    categoryCampaignSeq: ids.W1,
    categoryDonationSeq: ids.D1,
    partnerSeq: ids.P1,
    campaignType: 'WEDDING',
    sortOrder: 0,
    attachList: [await photo('10.png')],
  });
  // The two wreaths belong to no partner, as in the demo data: every venue offers them.
  await campaign(16, {
    campaignName: '축하 기부화환',
    categorySeq: ids.A,
    categoryCampaignSeq: ids.W1,
    categoryDonationSeq: ids.D1,
    campaignType: 'WEDDING',
    sortOrder: 20,
    attachList: [await photo('16.png')],
  });
  await campaign(17, {
    campaignName: '근조 기부화환',
    categorySeq: ids.B,
    categoryCampaignSeq: ids.F1,
    categoryDonationSeq: ids.D1,
    campaignType: 'FUNERAL',
    sortOrder: 21,
    attachList: [await photo('17.png')],
  });
});
afterAll(() => t.close());

describe('GET /api/campaign/get-list', () => {
  it('answers published campaigns 8 per page, by sortOrder then newest', async () => {
    const first = await get('/api/campaign/get-list');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.json().totalElements).toBe(11);
    expect(seqs(first.json().content)).toEqual([3, 2, 1, 4, 5, 6, 7, 8]);
    const second = (await get('/api/campaign/get-list?page=2')).json();
    expect(second).toMatchObject({ totalElements: 11 });
    expect(seqs(second.content)).toEqual([9, 16, 17]);
    expect((await get('/api/campaign/get-list?page=3')).json()).toEqual({ content: [], totalElements: 11 });
  });

  it('gives each card the fields of the contract', async () => {
    const cards = (await get('/api/campaign/get-list')).json().content as CampaignCard[];
    const card = cards.find((c) => c.campaignSeq === 1)!;
    expect(card).toEqual({
      campaignSeq: 1,
      campaignName: '아이들 밥상',
      campaignAmount: 50000,
      donatedPercent: 50,
      thumbnailPath: firstPhoto.path,
      category: { categorySeq: ids.A, name: '아동' },
      categoryCampaignSeq: ids.W1,
      categoryCampaignName: '결혼 축하',
      endDate: '2026-12-31',
      partnerCompany: '사단법인 햇살아동복지회',
      description: '화환 대신 나눔으로 마음을 전합니다.',
      campaignType: 'WEDDING',
      type: '기부화환',
      endedAt: null,
    });
    // A campaign filed directly under a top level names that level; no picture gives null.
    expect(cards.find((c) => c.campaignSeq === 6)!.categoryCampaignName).toBe('결혼 축하');
    expect(cards.find((c) => c.campaignSeq === 2)!.thumbnailPath).toBeNull();
  });

  it('never shows a category that is not in use, of another group, or inactive', async () => {
    const cards = [...(await get('/api/campaign/get-list')).json().content, ...(await get('/api/campaign/get-list?page=2')).json().content] as CampaignCard[];
    const bySeq = new Map(cards.map((card) => [card.campaignSeq, card]));
    expect(bySeq.get(4)!.category).toBeNull();
    expect(bySeq.get(5)!.category).toBeNull();
    expect(bySeq.get(5)!.categoryCampaignName).toBeNull();
    expect(bySeq.has(10)).toBe(false);
    expect(JSON.stringify(cards)).not.toContain('숨긴 캠페인');
  });

  it('filters by public category and by campaign category (a top level takes its children)', async () => {
    const byCategory = (await get(`/api/campaign/get-list?categorySeq=${ids.A}`)).json();
    expect(byCategory).toMatchObject({ totalElements: 3 });
    expect(seqs(byCategory.content)).toEqual([2, 1, 16]);
    expect((await get(`/api/campaign/get-list?categorySeq=${ids.X}`)).json()).toEqual({ content: [], totalElements: 0 });
    expect((await get(`/api/campaign/get-list?categorySeq=${ids.S}`)).json()).toEqual({ content: [], totalElements: 0 });

    const top = (await get(`/api/campaign/get-list?categoryCampaignSeq=${ids.W}`)).json();
    expect(seqs(top.content)).toEqual([2, 1, 6, 7, 8, 9, 16]);
    const child = (await get(`/api/campaign/get-list?categoryCampaignSeq=${ids.W1}`)).json();
    expect(seqs(child.content)).toEqual([1, 16]);
    const both = (await get(`/api/campaign/get-list?categorySeq=${ids.B}&categoryCampaignSeq=${ids.F}`)).json();
    expect(seqs(both.content)).toEqual([3, 17]);
    expect((await get(`/api/campaign/get-list?categoryCampaignSeq=${ids.Z}`)).json().content.map((c: CampaignCard) => c.campaignSeq)).not.toContain(10);
  });

  it('treats blank filters as none', async () => {
    expect((await get('/api/campaign/get-list?page=&categorySeq=&categoryCampaignSeq=')).json().totalElements).toBe(11);
  });
});

describe('GET /api/campaign/get-list1 (the list banner)', () => {
  it('answers only campaigns with a picture, 5 per page, in list order', async () => {
    const first = (await get('/api/campaign/get-list1')).json();
    expect(first.totalElements).toBe(9);
    expect(seqs(first.content)).toEqual([3, 1, 4, 6, 7]);
    expect(first.content.every((card: CampaignCard) => card.thumbnailPath)).toBe(true);
    expect(seqs((await get('/api/campaign/get-list1?page=2')).json().content)).toEqual([8, 9, 16, 17]);
    expect(seqs((await get(`/api/campaign/get-list1?categorySeq=${ids.A}`)).json().content)).toEqual([1, 16]);
  });
});

describe('GET /api/campaign/get-list2 (the wreaths first)', () => {
  it('puts the celebration and condolence wreaths (16, 17) first, then the list order', async () => {
    const first = (await get('/api/campaign/get-list2')).json();
    expect(first.totalElements).toBe(11);
    expect(seqs(first.content)).toEqual([16, 17, 3, 2, 1, 4, 5, 6]);
    expect(seqs((await get('/api/campaign/get-list2?page=2')).json().content)).toEqual([7, 8, 9]);
    expect(seqs((await get(`/api/campaign/get-list2?categorySeq=${ids.B}`)).json().content)).toEqual([17, 3, 6, 7, 8, 9]);
  });
});

describe('GET /api/campaign/get-campaigns', () => {
  it('lists every published campaign by sortOrder ascending by default, as a plain array', async () => {
    const response = await get('/api/campaign/get-campaigns');
    expect(response.statusCode).toBe(200);
    expect(seqs(response.json())).toEqual([2, 3, 1, 4, 5, 6, 7, 8, 9, 16, 17]);
  });

  it('sorts both ways', async () => {
    expect(seqs((await get('/api/campaign/get-campaigns?campaignType=WEDDING&sortDirection=ASC')).json())).toEqual([2, 1, 16]);
    expect(seqs((await get('/api/campaign/get-campaigns?campaignType=WEDDING&sortDirection=DESC')).json())).toEqual([16, 1, 2]);
  });

  it('filters by campaign category, donation category, partner and type, and limits', async () => {
    expect(seqs((await get(`/api/campaign/get-campaigns?categoryCampaignSeq=${ids.W}&categoryDonationSeq=${ids.D1}&campaignType=WEDDING`)).json())).toEqual([
      2, 1, 16,
    ]);
    expect(seqs((await get(`/api/campaign/get-campaigns?categoryCampaignSeq=${ids.W1}`)).json())).toEqual([1, 16]);
    expect(seqs((await get(`/api/campaign/get-campaigns?categoryDonationSeq=${ids.D}`)).json())).toEqual([2, 3, 1, 4, 16, 17]);
    expect(seqs((await get(`/api/campaign/get-campaigns?categoryDonationSeq=${ids.D2}`)).json())).toEqual([]);
    expect(seqs((await get(`/api/campaign/get-campaigns?partnerSeq=${ids.P2}&campaignType=FUNERAL`)).json())).toEqual([3, 4]);
    expect(seqs((await get(`/api/campaign/get-campaigns?partnerSeq=${ids.P2}&campaignType=FUNERAL&limit=1`)).json())).toEqual([3]);
  });

  it("offers the campaigns of no partner at every venue: after a partner's own, or alone for a place that is not a partner", async () => {
    const list = async (query: string) => seqs((await get(`/api/campaign/get-campaigns?${query}`)).json());
    expect(await list(`partnerSeq=${ids.P2}&campaignType=FUNERAL&unpartnered=after`)).toEqual([3, 4, 17]);
    // The partner's own come first in either direction.
    expect(await list(`partnerSeq=${ids.P2}&campaignType=FUNERAL&unpartnered=after&sortDirection=DESC`)).toEqual([4, 3, 17]);
    expect(await list(`partnerSeq=${ids.P2}&campaignType=FUNERAL&unpartnered=after&limit=7`)).toEqual([3, 4, 17]);
    // Another partner's campaigns are not offered.
    expect(await list(`partnerSeq=${ids.P1}&campaignType=FUNERAL&unpartnered=after`)).toEqual([17]);
    expect(await list('campaignType=FUNERAL&unpartnered=only')).toEqual([17]);
    expect(await list('campaignType=FUNERAL&unpartnered=after')).toEqual([17]);
    expect(await list(`partnerSeq=${ids.P2}&campaignType=FUNERAL&unpartnered=only`)).toEqual([17]);
    expect(await list('campaignType=WEDDING&unpartnered=only')).toEqual([16]);
  });
});

describe('GET /api/campaign/get-detail', () => {
  it('answers the card fields with the body, pictures and the rest', async () => {
    const response = await get('/api/campaign/get-detail?campaignSeq=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const detail = response.json() as CampaignDetail;
    expect(detail).toMatchObject({
      campaignSeq: 1,
      campaignName: '아이들 밥상',
      thumbnailPath: firstPhoto.path,
      category: { categorySeq: ids.A, name: '아동' },
      categoryCampaignName: '결혼 축하',
      partnerManager: '김나눔',
      content: '<p>화환 대신 나눔으로 마음을 전합니다.</p>',
      sortOrder: 3,
      partnerSeq: ids.P1,
      categoryCampaignSeq: ids.W1,
      categoryDonationSeq: ids.D1,
      campaignType: 'WEDDING',
      createDate: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    });
    expect(detail.attachList).toEqual([
      { campaignAttachSeq: expect.any(Number), originalName: 'first.png', path: firstPhoto.path },
      { campaignAttachSeq: expect.any(Number), originalName: 'second.png', path: secondPhoto.path },
    ]);
  });

  it('answers 404 for an unknown or hidden campaign', async () => {
    for (const seq of [10, 999]) {
      const response = await get(`/api/campaign/get-detail?campaignSeq=${seq}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.publicNotFound.campaign });
      // An error is never cached as if it were the page.
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('bad parameters answer 400 in Korean, never 500', () => {
  it.each([
    ['/api/campaign/get-list?page=0', messages.query.page],
    ['/api/campaign/get-list?page=-1', messages.query.page],
    ['/api/campaign/get-list?page=two', messages.query.page],
    ['/api/campaign/get-list?categorySeq=abc', messages.query.seq],
    ['/api/campaign/get-list?categoryCampaignSeq=1.5', messages.query.seq],
    ['/api/campaign/get-list?categorySeq=99999999999', messages.query.seq],
    ['/api/campaign/get-list1?page=0', messages.query.page],
    ['/api/campaign/get-list2?page=x', messages.query.page],
    ['/api/campaign/get-campaigns?sortDirection=UP', messages.query.sortDirection],
    ['/api/campaign/get-campaigns?sortDirection=asc', messages.query.sortDirection],
    ['/api/campaign/get-campaigns?limit=0', messages.query.limit],
    ['/api/campaign/get-campaigns?limit=101', messages.query.limit],
    ['/api/campaign/get-campaigns?campaignType=BIRTHDAY', messages.query.campaignType],
    ['/api/campaign/get-campaigns?partnerSeq=x', messages.query.seq],
    ['/api/campaign/get-campaigns?unpartnered=first', messages.query.unpartnered],
    ['/api/campaign/get-campaigns?categoryDonationSeq=-2', messages.query.seq],
    ['/api/campaign/get-detail', messages.query.seq],
    ['/api/campaign/get-detail?campaignSeq=abc', messages.query.seq],
  ])('%s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
