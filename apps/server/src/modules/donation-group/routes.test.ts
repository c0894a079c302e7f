import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type DonationGroupCard } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCategory, createDonationGroup, storeImage, tinyPng, type FileRef } from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const seqs = (cards: DonationGroupCard[]) => cards.map((card) => card.donationGroupSeq);

const made: number[] = [];
let env: number;
let closed: number;
let thumb: FileRef;
let attach: FileRef;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  thumb = await storeImage(db, t.storage, await tinyPng(), 'group.png');
  attach = await storeImage(db, t.storage, await tinyPng('#112233'), '단체소개.png');
  env = (await createCategory(db, { categoryParent: 'donationGroup', name: '환경' })).categorySeq;
  closed = (await createCategory(db, { categoryParent: 'donationGroup', name: '쉬는 분류', useYn: 'N' })).categorySeq;
  for (let i = 0; i < 10; i += 1) {
    const group = await createDonationGroup(db, {
      groupName: `단체 ${i}`,
      groupExplain: `설명 ${i}`,
      editorHtml: `<p>소개 ${i}</p>`,
      categorySeq: i === 9 ? closed : i % 3 === 0 ? env : null,
      thumbnailPath: thumb.path,
      attachList: i === 0 ? [attach] : [],
      createDate: new Date(Date.UTC(2026, 1, 1 + i)),
    });
    made.push(group.donationGroupSeq);
  }
});
afterAll(() => t.close());

describe('GET /api/donation-group/get-list', () => {
  it('answers 8 per page, newest first, with the contract fields', async () => {
    const response = await get('/api/donation-group/get-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const first = response.json();
    expect(first.totalElements).toBe(10);
    expect(seqs(first.content)).toEqual([...made].reverse().slice(0, 8));
    const second = (await get('/api/donation-group/get-list?page=2')).json();
    expect(second.content).toEqual([
      { donationGroupSeq: made[1], groupName: '단체 1', groupExplain: '설명 1', thumbnailPath: thumb.path, category: null },
      { donationGroupSeq: made[0], groupName: '단체 0', groupExplain: '설명 0', thumbnailPath: thumb.path, category: { categorySeq: env, name: '환경' } },
    ]);
  });

  it('filters by category in use only', async () => {
    const byEnv = (await get(`/api/donation-group/get-list?categorySeq=${env}`)).json();
    expect(byEnv.totalElements).toBe(3);
    expect(seqs(byEnv.content)).toEqual([made[6], made[3], made[0]]);
    expect((await get(`/api/donation-group/get-list?categorySeq=${closed}`)).json()).toEqual({ content: [], totalElements: 0 });
    const cards = (await get('/api/donation-group/get-list')).json().content as DonationGroupCard[];
    expect(cards.find((card) => card.donationGroupSeq === made[9])!.category).toBeNull();
  });

  it.each([
    ['?page=-5', messages.query.page],
    ['?categorySeq=0', messages.query.seq],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/donation-group/get-list${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/donation-group/get-detail', () => {
  it('answers the card with the body, attachments and date', async () => {
    const response = await get(`/api/donation-group/get-detail?donationGroupSeq=${made[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      donationGroupSeq: made[0],
      groupName: '단체 0',
      groupExplain: '설명 0',
      thumbnailPath: thumb.path,
      category: { categorySeq: env, name: '환경' },
      editorHtml: '<p>소개 0</p>',
      attachList: [{ donationGroupAttachSeq: expect.any(Number), originalName: '단체소개.png', path: attach.path }],
      createDate: new Date(Date.UTC(2026, 1, 1)).toISOString(),
      // No wreath has been paid to it (ledger.test.ts covers the figures).
      donationLedger: { paidCount: 0, totalPaid: 0, donatedAmount: 0 },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/donation-group/get-detail?donationGroupSeq=99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.publicNotFound.donationGroup });
    const bad = await get('/api/donation-group/get-detail?donationGroupSeq=');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.query.seq });
  });
});
