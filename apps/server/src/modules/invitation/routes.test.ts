import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterStartDate, messages, type MemberOrder } from '@ongi/shared';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectMembersOnly, expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { kst } from '@server/test/time';
import {
  createAccount,
  createCampaign,
  createCategory,
  createFuneralInvitation,
  createReview,
  createWeddingInvitation,
  storeImage,
  tinyPng,
  type FileRef,
} from '@server/seed/factories';

let t: TestContext;
let member: string;
let admin: string;
let nonMember: string;
let photo: FileRef;
let campaignSeq: number;
let hiddenCategoryCampaignSeq: number;
let guestOrderNum: string;

const daysAgo = (n: number) => filterStartDate(n)!;

const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);
const orderNums = (list: MemberOrder[]) => list.map((order) => order.orderNum);

// The member's orders by name, made at known moments, so lists can be checked exactly.
const made = new Map<string, { orderNum: string; createDate: Date }>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await createAccount(db, { username: 'orderer01', name: '정다은' });
  const other = await createAccount(db, { username: 'someone02' });
  await createAccount(db, { username: 'admin0001', roleType: 'ADMIN' });
  photo = await storeImage(db, t.storage, await tinyPng(), 'main.png');
  const shown = await createCategory(db, { categoryParent: 'campaign', name: '기부화환' });
  const unused = await createCategory(db, { categoryParent: 'campaign', name: '쉬는 분류', useYn: 'N' });
  campaignSeq = (await createCampaign(db, { campaignName: '축하 기부화환', campaignAmount: 50000, categorySeq: shown.categorySeq })).campaignSeq;
  hiddenCategoryCampaignSeq = (await createCampaign(db, { campaignName: '근조 기부화환', campaignAmount: 30000, categorySeq: unused.categorySeq })).campaignSeq;

  const wedding = async (name: string, createDate: Date, extra: Parameters<typeof createWeddingInvitation>[1] = {}) => {
    const row = await createWeddingInvitation(db, { accountSeq: owner.accountSeq, campaignSeq, createDate, ...extra });
    made.set(name, { orderNum: row.orderNum, createDate });
    return row;
  };
  const funeral = async (name: string, createDate: Date, extra: Parameters<typeof createFuneralInvitation>[1] = {}) => {
    const row = await createFuneralInvitation(db, { accountSeq: owner.accountSeq, campaignSeq: hiddenCategoryCampaignSeq, createDate, ...extra });
    made.set(name, { orderNum: row.orderNum, createDate });
    return row;
  };

  // Around today's and the 10-day filter's Korean midnights.
  await wedding('todayMidnight', kst(daysAgo(0), '00:00:00'), {
    eventDate: '2026-10-03',
    eventLocationName: '라온채플 강남',
    eventLocationDetail: '그랜드홀 (3층)',
    attachList: [{ ...photo, attachType: 'main' }, photo],
  });
  await funeral('yesterdayLate', kst(daysAgo(1), '23:59:59.999'), {
    funeralDate: '2026-05-11',
    funeralLocationName: '서울평안장례식장',
    funeralLocationDtl: '특실 (지하 1층)',
  });
  await wedding('tenDaysStart', kst(daysAgo(10), '00:00:00'), { useCampaign: false, campaignSeq: null });
  await funeral('elevenDaysLate', kst(daysAgo(11), '23:59:59.999'));
  // A fixed span in the past for the between-list, with its edges.
  await wedding('beforeSpan', kst('2025-03-09', '23:59:59.999'));
  await funeral('spanStart', kst('2025-03-10', '00:00:00'));
  await wedding('spanMiddle', kst('2025-03-11', '09:30:00'));
  await funeral('spanEnd', kst('2025-03-12', '23:59:59.999'));
  await wedding('afterSpan', kst('2025-03-13', '00:00:00'));
  const reviewed = await wedding('reviewed', kst('2025-01-05'));
  await createReview(db, { orderNum: reviewed.orderNum, accountSeq: owner.accountSeq, campaignSeq, reviewRating: 4 });
  await funeral('old1', kst('2024-12-01'));
  await wedding('old2', kst('2024-11-01'));

  // Someone else's orders, and a non-member's, never show in this member's list.
  await createWeddingInvitation(db, { accountSeq: other.accountSeq, createDate: kst(daysAgo(0), '00:00:01') });
  const guest = await createFuneralInvitation(db, { nonMemberName: '이정민', nonMemberPhone: '01092837465', campaignSeq, createDate: kst(daysAgo(2)) });
  guestOrderNum = guest.orderNum;
  await createWeddingInvitation(db, { nonMemberName: '이정민', nonMemberPhone: '01092837465', createDate: kst(daysAgo(1)) });

  member = await loginAs(t.app, 'orderer01');
  admin = await loginAs(t.app, 'admin0001');
  nonMember = await nonMemberLogin(t.app, { nonUserName: '이정민', phoneNum: '010-9283-7465', orderNum: guestOrderNum });
});
afterAll(() => t.close());

const newestFirst = () => [...made.entries()].sort((a, b) => b[1].createDate.getTime() - a[1].createDate.getTime()).map(([, order]) => order.orderNum);
const numsOf = (...names: string[]) => names.map((name) => made.get(name)!.orderNum);

describe('GET /api/invitation/get-ago-list', () => {
  it('lists all the member’s weddings and funerals together, newest first, 10 a page', async () => {
    const first = await get('/api/invitation/get-ago-list?daysAgo=all&page=1', member);
    expect(first.statusCode).toBe(200);
    expect(first.json().totalElements).toBe(made.size);
    expect(orderNums(first.json().content)).toEqual(newestFirst().slice(0, 10));
    const second = await get('/api/invitation/get-ago-list?daysAgo=all&page=2', member);
    expect(second.json()).toMatchObject({ totalElements: made.size });
    expect(orderNums(second.json().content)).toEqual(newestFirst().slice(10));
    const beyond = await get('/api/invitation/get-ago-list?daysAgo=all&page=3', member);
    expect(beyond.json()).toEqual({ content: [], totalElements: made.size });
  });

  it('defaults to every order and page 1', async () => {
    const response = await get('/api/invitation/get-ago-list', member);
    expect(response.json().totalElements).toBe(made.size);
    expect(response.json().content).toHaveLength(10);
  });

  it('answers each row with its photo, campaign, public category, place and review state', async () => {
    const { content } = (await get('/api/invitation/get-ago-list?daysAgo=all', member)).json() as { content: MemberOrder[] };
    const byNum = new Map(content.map((order) => [order.orderNum, order]));
    expect(byNum.get(made.get('todayMidnight')!.orderNum)).toEqual({
      invitationSeq: expect.any(Number),
      orderNum: made.get('todayMidnight')!.orderNum,
      // The guests' number: unrelated to the order number, 12 digits.
      publicNum: expect.stringMatching(/^[1-9]\d{11}$/),
      createDate: made.get('todayMidnight')!.createDate.toISOString(),
      filePath: photo.path,
      useCampaign: true,
      campaignSeq,
      categoryName: '기부화환',
      campaignName: '축하 기부화환',
      campaignAmount: 50000,
      eventLocationName: '라온채플 강남',
      eventLocationDtl: '그랜드홀 (3층)',
      eventDate: '2026-10-03',
      isWedding: true,
      hasReview: false,
    });
    expect(byNum.get(made.get('yesterdayLate')!.orderNum)).toMatchObject({
      filePath: null,
      campaignSeq: hiddenCategoryCampaignSeq,
      // The campaign's category is out of use, so no category name shows.
      categoryName: null,
      campaignName: '근조 기부화환',
      campaignAmount: 30000,
      eventLocationName: '서울평안장례식장',
      eventLocationDtl: '특실 (지하 1층)',
      eventDate: '2026-05-11',
      isWedding: false,
      hasReview: false,
    });
    expect(byNum.get(made.get('tenDaysStart')!.orderNum)).toMatchObject({
      useCampaign: false,
      campaignSeq: null,
      categoryName: null,
      campaignName: null,
      campaignAmount: null,
    });
    const page2 = (await get('/api/invitation/get-ago-list?daysAgo=all&page=2', member)).json() as { content: MemberOrder[] };
    const all = [...content, ...page2.content];
    expect(all.find((order) => order.orderNum === made.get('reviewed')!.orderNum)?.hasReview).toBe(true);
    expect(all.filter((order) => order.hasReview)).toHaveLength(1);
  });

  it('counts days in Korea: 0 is since midnight today, N reaches back to midnight N days ago', async () => {
    const today = (await get('/api/invitation/get-ago-list?daysAgo=0', member)).json();
    expect(today.totalElements).toBe(1);
    expect(orderNums(today.content)).toEqual(numsOf('todayMidnight'));
    const tenDays = (await get('/api/invitation/get-ago-list?daysAgo=10', member)).json();
    expect(orderNums(tenDays.content)).toEqual(numsOf('todayMidnight', 'yesterdayLate', 'tenDaysStart'));
    const elevenDays = (await get('/api/invitation/get-ago-list?daysAgo=11', member)).json();
    expect(elevenDays.totalElements).toBe(4);
  });

  it('shows a non-member only the order they logged in with', async () => {
    const response = await get('/api/invitation/get-ago-list?daysAgo=all', nonMember);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 1 });
    expect(response.json().content).toHaveLength(1);
    expect(response.json().content[0]).toMatchObject({ orderNum: guestOrderNum, isWedding: false, categoryName: '기부화환', campaignSeq });
    const today = await get('/api/invitation/get-ago-list?daysAgo=0', nonMember);
    expect(today.json()).toEqual({ content: [], totalElements: 0 });
  });

  it('shows an administrator only their own orders (none here)', async () => {
    const response = await get('/api/invitation/get-ago-list?daysAgo=all', admin);
    expect(response.json()).toEqual({ content: [], totalElements: 0 });
  });

  it.each([
    ['page=0', messages.query.page],
    ['page=abc', messages.query.page],
    ['daysAgo=-1', messages.myPage.dateRange],
    ['daysAgo=week', messages.myPage.dateRange],
    ['daysAgo=1.5', messages.myPage.dateRange],
  ])('refuses %s with its message', async (query, message) => {
    expectRefusal(await get(`/api/invitation/get-ago-list?${query}`, member), 400, message);
  });

  it('asks for a login without a session', async () => {
    const response = await get('/api/invitation/get-ago-list');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.common.unauthenticated });
  });
});

describe('GET /api/invitation/get-between-list', () => {
  it('includes whole Korean days from startDate through endDate, and nothing beyond', async () => {
    const response = await get('/api/invitation/get-between-list?startDate=2025-03-10&endDate=2025-03-12', member);
    expect(response.statusCode).toBe(200);
    expect(response.json().totalElements).toBe(3);
    expect(orderNums(response.json().content)).toEqual(numsOf('spanEnd', 'spanMiddle', 'spanStart'));
    const oneDay = await get('/api/invitation/get-between-list?startDate=2025-03-09&endDate=2025-03-09', member);
    expect(orderNums(oneDay.json().content)).toEqual(numsOf('beforeSpan'));
  });

  it('pages the range', async () => {
    const start = '2024-01-01';
    const end = daysAgo(0);
    const first = (await get(`/api/invitation/get-between-list?startDate=${start}&endDate=${end}&page=1`, member)).json();
    const second = (await get(`/api/invitation/get-between-list?startDate=${start}&endDate=${end}&page=2`, member)).json();
    expect(first.totalElements).toBe(made.size);
    expect([...orderNums(first.content), ...orderNums(second.content)]).toEqual(newestFirst());
  });

  it.each([
    ['endDate=2025-03-12', messages.myPage.dateRange],
    ['startDate=2025-03-10', messages.myPage.dateRange],
    ['startDate=2025/03/10&endDate=2025-03-12', messages.myPage.dateRange],
    ['startDate=2025-03-12&endDate=2025-03-10', messages.myPage.dateRange],
    ['startDate=2025-02-30&endDate=2025-03-10', messages.myPage.dateRange],
    ['startDate=2025-03-10&endDate=2025-03-12&page=-2', messages.query.page],
  ])('refuses %s with its message', async (query, message) => {
    expectRefusal(await get(`/api/invitation/get-between-list?${query}`, member), 400, message);
  });

  it('is for members only: 401 without a session, 403 for a non-member', async () => {
    await expectMembersOnly(t.app, '/api/invitation/get-between-list?startDate=2025-03-10&endDate=2025-03-12', nonMember);
  });
});
