import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterStartDate, recentOrderDays, type CancelledPayment, type MemberInquiry, type MemberOrder, type MyReview } from '@ongi/shared';
import { createTestApp, sameOrigin, sessionCookie, type TestContext } from '../../test/app';
import { demoLogins, seed } from './index';

// The demo member's my-page as a person sees it through the API, on a freshly
// seeded database: every list has something to show, and each state of an
// order row (review button, written review, no campaign) appears at least once.

let t: TestContext;
let member: string;

const get = async <T>(url: string, cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as { content: T[]; totalElements: number };
};
const allTime = `startDate=2000-01-01&endDate=${filterStartDate(0)}`;

beforeAll(async () => {
  t = await createTestApp();
  expect((await seed(t.database.db, t.storage)).seeded).toBe(true);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: sameOrigin,
    payload: { username: demoLogins.member.username, pwd: demoLogins.member.password },
  });
  member = sessionCookie(login);
});
afterAll(() => t.close());

describe("member01's seeded my-page", () => {
  it('has weddings and funerals, recent and older, in every review state', async () => {
    const { content, totalElements } = await get<MemberOrder>('/api/invitation/get-ago-list?daysAgo=all', member);
    expect(totalElements).toBeGreaterThanOrEqual(6);
    expect(totalElements).toBeLessThanOrEqual(10);
    expect(content.some((order) => order.isWedding)).toBe(true);
    expect(content.some((order) => !order.isWedding)).toBe(true);
    const recent = await get<MemberOrder>(`/api/invitation/get-ago-list?daysAgo=${recentOrderDays}`, member);
    expect(recent.totalElements).toBeGreaterThanOrEqual(2);
    expect(recent.totalElements).toBeLessThan(totalElements);
    // The review button shows for an order with a campaign and no review yet.
    const reviewable = content.filter((order) => order.useCampaign && order.campaignSeq !== null && !order.hasReview);
    expect(reviewable.length).toBeGreaterThanOrEqual(2);
    expect(recent.content.filter((order) => order.useCampaign && !order.hasReview).length).toBeGreaterThanOrEqual(1);
    expect(content.some((order) => order.hasReview)).toBe(true);
    const withoutCampaign = content.filter((order) => !order.useCampaign);
    expect(withoutCampaign).toHaveLength(1);
    expect(withoutCampaign[0]).toMatchObject({ campaignSeq: null, campaignName: null, hasReview: false });
    for (const order of content) {
      expect(order.filePath).not.toBeNull();
      expect(order.eventLocationName).not.toBe('');
      if (order.useCampaign) expect(order).toMatchObject({ campaignName: expect.any(String), campaignAmount: expect.any(Number), categoryName: expect.any(String) });
    }
  });

  it('has three inquiries: one answered, two waiting', async () => {
    const { content } = await get<MemberInquiry>(`/api/inquiry/get-list?${allTime}`, member);
    expect(content).toHaveLength(3);
    expect(content.filter((inquiry) => inquiry.isAnswered)).toHaveLength(1);
    expect(content.filter((inquiry) => !inquiry.isAnswered)).toHaveLength(2);
  });

  it('has reviews, one with the order made by the same member', async () => {
    const { content } = await get<MyReview>(`/api/review/get-between-list?${allTime}`, member);
    expect(content.length).toBeGreaterThanOrEqual(2);
    for (const review of content) expect(review).toMatchObject({ campaignName: expect.any(String), invitationCreateDate: expect.any(String) });
  });

  it('has a cancelled and a partly cancelled payment made by the member', async () => {
    const { content } = await get<CancelledPayment>('/api/payment/cancel-list', member);
    expect(content.map((payment) => payment.status).sort()).toEqual(['CANCELLED', 'PARTIAL_CANCELLED']);
    const partial = content.find((payment) => payment.status === 'PARTIAL_CANCELLED')!;
    expect(partial.cancelledAmount).toBeGreaterThan(0);
    expect(partial.cancelledAmount).toBeLessThan(partial.amount);
  });

  it('lets the demo non-member log in with the printed values and see their one order, still open for a review', async () => {
    const { name, phoneNum, orderNum } = demoLogins.nonMember;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/nonUserLogin',
      headers: sameOrigin,
      payload: { nonUserName: name, phoneNum, orderNum },
    });
    expect(login.statusCode).toBe(200);
    const { content, totalElements } = await get<MemberOrder>('/api/invitation/get-ago-list?daysAgo=all', sessionCookie(login));
    expect(totalElements).toBe(1);
    expect(content[0]).toMatchObject({ orderNum, isWedding: true, useCampaign: true, hasReview: false });
  });
});
