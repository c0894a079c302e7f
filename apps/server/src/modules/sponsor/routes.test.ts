import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type SponsorCard } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCategory, createSponsor, storeImage, tinyPng, type FileRef } from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const seqs = (cards: SponsorCard[]) => cards.map((card) => card.sponsorSeq);

const made: number[] = [];
let kids: number;
let elders: number;
let closed: number;
let thumb: FileRef;
let attach: FileRef;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  thumb = await storeImage(db, t.storage, await tinyPng(), 'thumb.png');
  attach = await storeImage(db, t.storage, await tinyPng('#000000'), '현장사진.png');
  kids = (await createCategory(db, { categoryParent: 'sponsor', name: '아동' })).categorySeq;
  elders = (await createCategory(db, { categoryParent: 'sponsor', name: '어르신' })).categorySeq;
  closed = (await createCategory(db, { categoryParent: 'sponsor', name: '쉬는 분류', useYn: 'N' })).categorySeq;
  const campaignCategory = (await createCategory(db, { categoryParent: 'campaign', name: '캠페인 분류' })).categorySeq;
  // Eleven activities, one a day: ids ascend with time.
  for (let i = 0; i < 11; i += 1) {
    const categorySeq = i === 9 ? closed : i === 10 ? campaignCategory : i % 2 ? elders : kids;
    const sponsor = await createSponsor(db, {
      title: `후원활동 ${i}`,
      content: `요약 ${i}`,
      editorHtml: `<p>본문 ${i}</p>`,
      sponsorAmount: 1000 * i,
      categorySeq,
      thumbnailPath: i === 0 ? thumb.path : null,
      startDate: '2026-03-01',
      endDate: i === 0 ? '2026-03-31' : null,
      attachList: i === 0 ? [attach] : [],
      createDate: new Date(Date.UTC(2026, 2, 1 + i)),
    });
    made.push(sponsor.sponsorSeq);
  }
});
afterAll(() => t.close());

describe('GET /api/sponsor/main-page-sponsor-list', () => {
  it('answers the latest 8 cards', async () => {
    const response = await get('/api/sponsor/main-page-sponsor-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(seqs(response.json())).toEqual([...made].reverse().slice(0, 8));
  });
});

describe('GET /api/sponsor/get-list', () => {
  it('answers 8 per page, newest first, with the contract fields', async () => {
    const first = (await get('/api/sponsor/get-list')).json();
    expect(first.totalElements).toBe(11);
    expect(seqs(first.content)).toEqual([...made].reverse().slice(0, 8));
    const second = (await get('/api/sponsor/get-list?page=2')).json();
    expect(seqs(second.content)).toEqual([made[2], made[1], made[0]]);
    expect(second.content[2]).toEqual({
      sponsorSeq: made[0],
      sponsorTitle: '후원활동 0',
      sponsorContent: '요약 0',
      sponsorAmount: 0,
      category: { categorySeq: kids, name: '아동' },
      thumbnailPath: thumb.path,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      createDate: new Date(Date.UTC(2026, 2, 1)).toISOString(),
    });
    expect((await get('/api/sponsor/get-list?page=3')).json()).toEqual({ content: [], totalElements: 11 });
  });

  it('filters by category in use and hides categories not in use or of another group', async () => {
    const byKids = (await get(`/api/sponsor/get-list?categorySeq=${kids}`)).json();
    expect(byKids.totalElements).toBe(5);
    expect(seqs(byKids.content)).toEqual([made[8], made[6], made[4], made[2], made[0]]);
    expect((await get(`/api/sponsor/get-list?categorySeq=${elders}`)).json().totalElements).toBe(4);
    expect((await get(`/api/sponsor/get-list?categorySeq=${closed}`)).json()).toEqual({ content: [], totalElements: 0 });
    const cards = (await get('/api/sponsor/get-list')).json().content as SponsorCard[];
    expect(cards.find((card) => card.sponsorSeq === made[9])!.category).toBeNull();
    expect(cards.find((card) => card.sponsorSeq === made[10])!.category).toBeNull();
  });

  it.each([
    ['?page=0', messages.query.page],
    ['?page=abc', messages.query.page],
    ['?categorySeq=x', messages.query.seq],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/sponsor/get-list${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/sponsor/get-detail', () => {
  it('answers the card with the body and attachments', async () => {
    const response = await get(`/api/sponsor/get-detail?sponsorSeq=${made[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sponsorSeq: made[0],
      sponsorTitle: '후원활동 0',
      editorHtml: '<p>본문 0</p>',
      attachList: [{ sponsorAttachSeq: expect.any(Number), originalName: '현장사진.png', path: attach.path }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/sponsor/get-detail?sponsorSeq=99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.publicNotFound.sponsor });
    const bad = await get('/api/sponsor/get-detail?sponsorSeq=1abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.query.seq });
  });
});
