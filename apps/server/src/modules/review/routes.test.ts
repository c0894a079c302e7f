import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRating, messages, ratingShares, type PublicReview } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { createCampaign, createCategory, createReview, issueOrderNumber, storeImage, tinyPng, type FileRef } from '@server/seed/factories';

let t: TestContext;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const reviewSeqs = (list: PublicReview[]) => list.map((review) => review.reviewSeq);

let shown: number;
let hidden: number;
let quiet: number;
let photo: FileRef;
// Ratings of the shown campaign's reviews, oldest first.
const ratings = [5, 4.5, 4, 3.5, 3, 2, 1, 0.5, 5, 4, 5, 2.5];
const seqByIndex: number[] = [];
let blankSeq: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  photo = await storeImage(db, t.storage, await tinyPng(), 'review.png');
  const category = await createCategory(db, { categoryParent: 'campaign', name: '기부화환' });
  shown = (await createCampaign(db, { campaignName: '축하 기부화환', categorySeq: category.categorySeq })).campaignSeq;
  hidden = (await createCampaign(db, { campaignName: '숨긴 캠페인', displayYn: 'N' })).campaignSeq;
  quiet = (await createCampaign(db, { campaignName: '후기 없는 캠페인' })).campaignSeq;

  for (const [i, reviewRating] of ratings.entries()) {
    const review = await createReview(db, {
      orderNum: await issueOrderNumber(db, 'W'),
      campaignSeq: shown,
      userId: i === 0 ? 'member01' : `guest${String(i).padStart(2, '0')}`,
      reviewRating,
      reviewText: `후기 ${i}`,
      showPartnerCompany: i % 2 ? 'N' : 'Y',
      attachList: i === 0 ? [photo] : [],
      createDate: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    seqByIndex.push(review.reviewSeq);
  }
  blankSeq = (
    await createReview(db, {
      orderNum: await issueOrderNumber(db, 'W'),
      campaignSeq: shown,
      userId: 'silent99',
      reviewRating: 5,
      reviewText: '   ',
      createDate: new Date(Date.UTC(2025, 0, 1)),
    })
  ).reviewSeq;
  await createReview(db, {
    orderNum: await issueOrderNumber(db, 'W'),
    campaignSeq: hidden,
    userId: 'hiddenuser',
    reviewRating: 5,
    reviewText: '숨긴 캠페인의 후기',
    createDate: new Date(Date.UTC(2026, 5, 1)),
  });
});
afterAll(() => t.close());

describe('GET /api/review/campaign-review-list', () => {
  it('answers 10 reviews per page, newest first, with the summary of all of them', async () => {
    const response = await get(`/api/review/campaign-review-list?campaignSeq=${shown}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json();
    expect(body.totalElements).toBe(13);
    expect(reviewSeqs(body.content)).toEqual([...seqByIndex].reverse().slice(0, 10));
    const all = [...ratings, 5];
    expect(body.summary).toEqual({
      average: averageRating(all),
      count: 13,
      starIcon: 3.5,
      shares: ratingShares(all),
    });
    expect(body.summary.average).toBe(3.5);
    expect(body.summary.shares.map((s: { star: number }) => s.star)).toEqual([5, 4, 3, 2, 1]);
    expect(body.summary.shares.reduce((sum: number, s: { percent: number }) => sum + s.percent, 0)).toBe(100);

    const second = (await get(`/api/review/campaign-review-list?campaignSeq=${shown}&page=2`)).json();
    expect(second.totalElements).toBe(13);
    expect(reviewSeqs(second.content)).toEqual([seqByIndex[1], seqByIndex[0], blankSeq]);
    expect((await get(`/api/review/campaign-review-list?campaignSeq=${shown}&page=3`)).json().content).toEqual([]);
  });

  it('sorts by rating, then newest, with topRated', async () => {
    const body = (await get(`/api/review/campaign-review-list?campaignSeq=${shown}&sortType=topRated`)).json();
    const list = body.content as PublicReview[];
    expect(list.map((review) => review.reviewRating)).toEqual([5, 5, 5, 5, 4.5, 4, 4, 3.5, 3, 2.5]);
    // Among the 5s: newest first (index 10, 8, 0), the blank one (oldest) last.
    expect(reviewSeqs(list.slice(0, 4))).toEqual([seqByIndex[10], seqByIndex[8], seqByIndex[0], blankSeq]);
    const latest = (await get(`/api/review/campaign-review-list?campaignSeq=${shown}&sortType=latest`)).json();
    expect(latest.content[0].reviewSeq).toBe(seqByIndex[11]);
  });

  it('masks the author after 2 characters; the raw id never leaves the server', async () => {
    const response = await get(`/api/review/campaign-review-list?campaignSeq=${shown}&page=2`);
    const first = (response.json().content as PublicReview[]).find((review) => review.reviewSeq === seqByIndex[0])!;
    expect(first).toEqual({
      reviewSeq: seqByIndex[0],
      reviewRating: 5,
      reviewText: '후기 0',
      attachList: [{ path: photo.path }],
      userId: 'me******',
      createDate: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      categoryName: '기부화환',
      campaignName: '축하 기부화환',
      showPartnerCompany: 'Y',
    });
    expect(response.body).not.toContain('member01');
    expect(response.body).not.toContain('orderNum');
    const page1 = await get(`/api/review/campaign-review-list?campaignSeq=${shown}`);
    expect(page1.body).not.toMatch(/guest\d/);
  });

  it('answers an empty summary for a campaign without reviews', async () => {
    const body = (await get(`/api/review/campaign-review-list?campaignSeq=${quiet}`)).json();
    expect(body).toEqual({
      content: [],
      totalElements: 0,
      summary: { average: 0, count: 0, starIcon: 0, shares: [5, 4, 3, 2, 1].map((star) => ({ star, count: 0, percent: 0 })) },
    });
  });

  it('answers 404 for an unknown or hidden campaign', async () => {
    for (const seq of [hidden, 99999]) {
      const response = await get(`/api/review/campaign-review-list?campaignSeq=${seq}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.publicNotFound.campaign });
    }
  });

  it.each([
    ['?campaignSeq=1&sortType=best', messages.query.sortType],
    ['?campaignSeq=1&sortType=LATEST', messages.query.sortType],
    ['?campaignSeq=1&page=0', messages.query.page],
    ['?campaignSeq=abc', messages.query.seq],
    ['', messages.query.seq],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/review/campaign-review-list${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/review/best-list', () => {
  it('answers up to 10 of the highest rated reviews with text, newest first, of published campaigns', async () => {
    const response = await get('/api/review/best-list');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const list = response.json() as PublicReview[];
    expect(list).toHaveLength(10);
    expect(reviewSeqs(list.slice(0, 4))).toEqual([seqByIndex[10], seqByIndex[8], seqByIndex[0], seqByIndex[1]]);
    expect(list.map((review) => review.reviewRating)).toEqual([5, 5, 5, 4.5, 4, 4, 3.5, 3, 2.5, 2]);
    expect(reviewSeqs(list)).not.toContain(blankSeq);
    expect(response.body).not.toContain('숨긴 캠페인');
    expect(response.body).not.toContain('hiddenuser');
    expect(list.find((review) => review.reviewSeq === seqByIndex[0])!.userId).toBe('me******');
  });
});
