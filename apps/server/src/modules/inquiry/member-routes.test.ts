import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { itemAt, messages, type MemberInquiry, only } from '@ongi/shared';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectMembersOnly, expectRefusal, getAs, loginAs, nonMemberSession, postAs } from '@server/test/member-session';
import { kst } from '@server/test/time';
import { createAccount, createInquiry } from '@server/seed/factories';
import { inquiries } from '@server/db/schema';

let t: TestContext;
let member: string;
let other: string;
let nonMember: string;
let memberSeq: number;
let otherSeq: number;
// The member's inquiries, oldest first.
const mine: number[] = [];
/** The i-th inquiry the member made in beforeAll. */
const myInquiry = (i: number) => itemAt(mine, i, 'one of my inquiries');
let theirs: number;

const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);
const remove = (payload: unknown, cookie?: string, headers: Record<string, string> = sameOrigin) =>
  postAs(t.app, '/api/inquiry/delete-inquiries', payload, cookie, headers);
const seqs = (list: MemberInquiry[]) => list.map((row) => row.inquirySeq);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  memberSeq = (await createAccount(db, { username: 'asker0001' })).accountSeq;
  otherSeq = (await createAccount(db, { username: 'asker0002' })).accountSeq;
  // Twelve inquiries, one a day from 1 to 12 April 2025; the 3rd is answered.
  for (let day = 1; day <= 12; day += 1) {
    const date = `2025-04-${String(day).padStart(2, '0')}`;
    const answered = day === 3;
    const row = await createInquiry(db, {
      accountSeq: memberSeq,
      userType: 'member',
      questionTitle: `문의 ${day}`,
      questionContent: `내용 ${day}<br>둘째 줄`,
      userEmail: day % 2 ? 'asker@example.com' : null,
      createDate: day === 12 ? kst(date, '23:59:59.999') : day === 1 ? kst(date, '00:00:00') : kst(date),
      answer: answered ? '안녕하세요, 온기입니다.<br>답변드립니다.' : null,
      answerDate: answered ? kst(date, '17:00:00') : null,
      isAnswered: answered ? 'Y' : 'N',
    });
    mine.push(row.inquirySeq);
  }
  // Just outside the range on either side, by a millisecond.
  await createInquiry(db, { accountSeq: memberSeq, questionTitle: '전날 밤', createDate: kst('2025-03-31', '23:59:59.999') });
  await createInquiry(db, { accountSeq: memberSeq, questionTitle: '다음날 자정', createDate: kst('2025-04-13', '00:00:00') });
  theirs = (await createInquiry(db, { accountSeq: otherSeq, questionTitle: '남의 문의', createDate: kst('2025-04-05') })).inquirySeq;
  await createInquiry(db, { accountSeq: null, questionTitle: '비회원 문의', createDate: kst('2025-04-06') });

  member = await loginAs(t.app, 'asker0001');
  other = await loginAs(t.app, 'asker0002');
  nonMember = await nonMemberSession(t);
});
afterAll(() => t.close());

describe('GET /api/inquiry/get-list', () => {
  const april = 'startDate=2025-04-01&endDate=2025-04-12';

  it("lists the member's inquiries in whole Korean days, newest first, numbered down from the total", async () => {
    const response = await get(`/api/inquiry/get-list?${april}`, member);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { content: MemberInquiry[]; totalElements: number };
    expect(body.totalElements).toBe(12);
    expect(seqs(body.content)).toEqual([...mine].reverse().slice(0, 10));
    expect(body.content.map((row) => row.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(body.content[0]).toEqual({
      inquirySeq: mine[11],
      number: 12,
      questionTitle: '문의 12',
      questionContent: '내용 12<br>둘째 줄',
      userEmail: null,
      createDate: '2025-04-12T14:59:59.999Z',
      answer: null,
      answerDate: null,
      isAnswered: false,
    });
    const page2 = (await get(`/api/inquiry/get-list?${april}&page=2`, member)).json() as { content: MemberInquiry[] };
    expect(seqs(page2.content)).toEqual([myInquiry(1), myInquiry(0)]);
    expect(page2.content.map((row) => row.number)).toEqual([2, 1]);
    const page3 = await get(`/api/inquiry/get-list?${april}&page=3`, member);
    expect(page3.json()).toEqual({ content: [], totalElements: 12 });
  });

  it('shows the answer and its date when there is one', async () => {
    const page2 = (await get(`/api/inquiry/get-list?${april}&page=1`, member)).json() as { content: MemberInquiry[] };
    const answered = page2.content.find((row) => row.inquirySeq === myInquiry(2));
    expect(answered).toMatchObject({
      number: 3,
      userEmail: 'asker@example.com',
      answer: '안녕하세요, 온기입니다.<br>답변드립니다.',
      answerDate: '2025-04-03T08:00:00.000Z',
      isAnswered: true,
    });
  });

  it('includes one more day on either side only when the range does', async () => {
    const wider = await get('/api/inquiry/get-list?startDate=2025-03-31&endDate=2025-04-13', member);
    expect(wider.json().totalElements).toBe(14);
    const oneDay = await get('/api/inquiry/get-list?startDate=2025-04-12&endDate=2025-04-12', member);
    expect(seqs(oneDay.json().content)).toEqual([mine[11]]);
  });

  it('never shows another member’s inquiries', async () => {
    const response = await get(`/api/inquiry/get-list?${april}`, other);
    expect(seqs(response.json().content)).toEqual([theirs]);
  });

  it.each([
    ['startDate=2025-04-01', messages.myPage.dateRange],
    ['startDate=2025-04-12&endDate=2025-04-01', messages.myPage.dateRange],
    ['startDate=20250401&endDate=2025-04-12', messages.myPage.dateRange],
    ['startDate=2025-04-31&endDate=2025-05-01', messages.myPage.dateRange],
    ['startDate=2025-04-01&endDate=2025-04-12&page=0', messages.query.page],
  ])('refuses %s with its message', async (query, message) => {
    expectRefusal(await get(`/api/inquiry/get-list?${query}`, member), 400, message);
  });

  it('is for members: 401 without a session, 403 for a non-member', async () => {
    await expectMembersOnly(t.app, `/api/inquiry/get-list?${april}`, nonMember);
  });
});

describe('POST /api/inquiry/delete-inquiries', () => {
  const exists = async (ids: number[]) =>
    (await t.database.db.select({ seq: inquiries.inquirySeq }).from(inquiries).where(inArray(inquiries.inquirySeq, ids)))
      .map((row) => row.seq)
      .sort((a, b) => a - b);

  it('refuses the whole request when any id is someone else’s, deleting nothing', async () => {
    const response = await remove([myInquiry(0), theirs], member);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.common.forbidden });
    expect(await exists([myInquiry(0), theirs])).toEqual([myInquiry(0), theirs].sort((a, b) => a - b));
  });

  it('refuses an id that does not exist, deleting nothing', async () => {
    const response = await remove([myInquiry(0), 999999], member);
    expect(response.statusCode).toBe(403);
    expect(await exists([myInquiry(0)])).toEqual([myInquiry(0)]);
  });

  it.each([
    ['an empty list', []],
    ['an object instead of a list', { inquirySeq: 1 }],
  ])('answers 선택된 문의가 없습니다. for %s', async (_label, payload) => {
    const response = await remove(payload, member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.myPage.noInquirySelected });
  });

  it.each([['a'], [0], [1.5], [2147483648]])('answers 잘못된 요청입니다. for the id %s', async (id) => {
    const response = await remove([myInquiry(0), id], member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.common.badRequest });
  });

  it('is for members and same-origin pages only', async () => {
    expect((await remove([myInquiry(0)])).statusCode).toBe(401);
    expect((await remove([myInquiry(0)], nonMember)).statusCode).toBe(403);
    const crossSite = await remove([myInquiry(0)], member, { origin: 'https://evil.example', host: 'localhost:80' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: messages.common.crossOrigin });
    expect(await exists([myInquiry(0)])).toEqual([myInquiry(0)]);
  });

  it("deletes the member's chosen inquiries (a repeated id counts once)", async () => {
    const response = await remove([myInquiry(0), myInquiry(1), myInquiry(0)], member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.myPage.deleted });
    expect(await exists([myInquiry(0), myInquiry(1)])).toEqual([]);
    const left = only(
      await t.database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.inquirySeq, myInquiry(2))),
      'the inquiry left',
    );
    expect(left).toBeDefined();
    const list = await get('/api/inquiry/get-list?startDate=2025-04-01&endDate=2025-04-12', member);
    expect(list.json().totalElements).toBe(10);
  });
});
