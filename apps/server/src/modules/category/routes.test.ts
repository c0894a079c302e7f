import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt, messages } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCampaignCategory, createCategory, createDonationCategory, createPartner } from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createCategory(db, { categoryParent: 'sponsor', name: '환경', sortOrder: 2 });
  await createCategory(db, { categoryParent: 'sponsor', name: '아동', sortOrder: 0 });
  await createCategory(db, { categoryParent: 'sponsor', name: '숨김', sortOrder: 1, useYn: 'N' });
  await createCategory(db, { categoryParent: 'notice', name: '점검', sortOrder: 0 });

  const wedding = await createCampaignCategory(db, { name: '결혼 축하', sortOrder: 1 });
  const funeral = await createCampaignCategory(db, { name: '추모', sortOrder: 0 });
  await createCampaignCategory(db, { name: '신혼 나눔', parentSeq: wedding.categoryCampaignSeq, sortOrder: 1 });
  await createCampaignCategory(db, { name: '축하 화환', parentSeq: wedding.categoryCampaignSeq, sortOrder: 0 });
  await createCampaignCategory(db, { name: '답례 기부', parentSeq: wedding.categoryCampaignSeq, sortOrder: 2, isActive: false });
  await createCampaignCategory(db, { name: '근조 화환', parentSeq: funeral.categoryCampaignSeq });
  const closed = await createCampaignCategory(db, { name: '기업 행사', sortOrder: 2, isActive: false });
  await createCampaignCategory(db, { name: '창립기념일', parentSeq: closed.categoryCampaignSeq });

  const kids = await createDonationCategory(db, { name: '아동', sortOrder: 0 });
  await createDonationCategory(db, { name: '급식', parentSeq: kids.categoryDonationSeq });
  await createDonationCategory(db, { name: '해외', sortOrder: 1, isActive: false });
});
afterAll(() => t.close());

describe('GET /api/category/get-list', () => {
  it('lists the categories of one group in use, in their order, cacheable', async () => {
    const response = await get('/api/category/get-list?categoryParent=sponsor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const list = response.json() as Array<{ categorySeq: number; name: string }>;
    expect(list.map((c) => c.name)).toEqual(['아동', '환경']);
    expect(Object.keys(itemAt(list, 0, 'the first category')).sort()).toEqual(['categorySeq', 'name']);
  });

  it('keeps the groups apart', async () => {
    expect((await get('/api/category/get-list?categoryParent=notice')).json()).toEqual([expect.objectContaining({ name: '점검' })]);
    expect((await get('/api/category/get-list?categoryParent=faq')).json()).toEqual([]);
  });

  it.each([
    ['unknown', '?categoryParent=board'],
    ['missing', ''],
    ['blank', '?categoryParent='],
  ])('answers 400 in Korean for a %s group', async (_label, query) => {
    const response = await get(`/api/category/get-list${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.query.categoryParent });
  });
});

describe('GET /api/campaign-category/get-all-categories', () => {
  it('answers the active two-level tree in order', async () => {
    const response = await get('/api/campaign-category/get-all-categories');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const tree = response.json() as Array<{ seq: number; name: string; children: Array<{ seq: number; name: string }> }>;
    expect(tree.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['추모', ['근조 화환']],
      ['결혼 축하', ['축하 화환', '신혼 나눔']],
    ]);
    expect(typeof tree[0]?.seq).toBe('number');
    expect(typeof tree[0]?.children[0]?.seq).toBe('number');
  });
});

describe('GET /api/donation-category/get-all-categories', () => {
  it('answers the active donation recipients', async () => {
    const tree = (await get('/api/donation-category/get-all-categories')).json() as Array<{ name: string; children: Array<{ name: string }> }>;
    expect(tree.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([['아동', ['급식']]]);
  });
});

describe('GET /api/partners/get-partner-with-details/:id', () => {
  it('answers the partner with its halls in order', async () => {
    const partner = await createPartner(t.database.db, {
      type: 'funeral',
      name: '서울평안장례식장',
      placeUrl: 'https://place.map.kakao.com/1',
      details: ['특실', '1호실', '2호실'],
    });
    const response = await get(`/api/partners/get-partner-with-details/${partner.partnerSeq}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partnerSeq: partner.partnerSeq,
      type: 'funeral',
      name: '서울평안장례식장',
      latitude: 37.5665,
      longitude: 126.978,
      addressName: '서울 중구 태평로1가 31',
      roadAddressName: '서울 중구 세종대로 110',
      phone: '0212345678',
      placeUrl: 'https://place.map.kakao.com/1',
      details: partner.details.map((detail) => ({ seq: detail.partnerDetailSeq, name: detail.name })),
    });
    expect(response.json().details.map((d: { name: string }) => d.name)).toEqual(['특실', '1호실', '2호실']);
  });

  it('answers 404 for an unknown partner and 400 for a malformed id', async () => {
    const missing = await get('/api/partners/get-partner-with-details/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.publicNotFound.partner });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const bad = await get(`/api/partners/get-partner-with-details/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: messages.query.seq });
    }
  });
});
