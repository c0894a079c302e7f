import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koreanMinuteOf, messages, rsvpLimits, type HostRsvp, type Page, type RsvpSummary } from '@ongi/shared';
import { orderNumbers, rsvps, weddingInvitations } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectExcelCells, readExcel, wallClockOf } from '@server/test/excel';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { createAccount, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';

let t: TestContext;
let orderNum: string;
let publicNum: string;
let funeralPublicNum: string;
let nonMemberOrderNum: string;
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;
let address = 0;
const hour = 3_600_000;

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, options: { cookie?: string; from?: string } = {}) =>
  t.app.inject({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.from ?? `10.24.0.${++address}`,
  });
const get = (url: string, cookie?: string) => getAs(t.app, url, cookie);

const answer = {
  name: '박하객',
  side: 'groom',
  attendance: 'yes',
  headcount: 2,
  meal: 'yes',
  phone: '010-1234-5678',
  note: '꼭 갈게요',
};
const create = (body: unknown, number = publicNum, from?: string) => send('POST', `/api/rsvp/page/${number}`, body, { from });
const settings = (body: unknown, cookie = hostCookie, number = orderNum) => send('PUT', `/api/rsvp/order/${number}/settings`, body, { cookie });

async function publicNumOf(order: string): Promise<string> {
  const [row] = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, order));
  return row!.publicNum;
}

async function setRsvp(values: { rsvpEnabled?: boolean; rsvpDeadline?: Date | null }) {
  await t.database.db.update(weddingInvitations).set(values).where(eq(weddingInvitations.orderNum, orderNum));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await createAccount(db, { username: 'rsvphost' });
  await createAccount(db, { username: 'rsvpother' });
  const wedding = await createWeddingInvitation(db, { accountSeq: host.accountSeq, groomName: '김민준', brideName: '이서연' });
  const nonMemberWedding = await createWeddingInvitation(db, { nonMemberName: '정비회', nonMemberPhone: '01055556666' });
  const funeral = await createFuneralInvitation(db, { accountSeq: host.accountSeq });
  orderNum = wedding.orderNum;
  nonMemberOrderNum = nonMemberWedding.orderNum;
  publicNum = await publicNumOf(orderNum);
  funeralPublicNum = await publicNumOf(funeral.orderNum);
  hostCookie = await loginAs(t.app, 'rsvphost');
  otherCookie = await loginAs(t.app, 'rsvpother');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '정비회', phoneNum: '01055556666', orderNum: nonMemberOrderNum });
});
afterAll(() => t.close());

describe('host settings', () => {
  it('starts off; the host turns it on with a deadline in Korean time, and the guest page then carries it', async () => {
    expect((await get(`/api/rsvp/order/${orderNum}/settings`, hostCookie)).json()).toEqual({ enabled: false, deadline: null });
    expect((await get(`/api/invitation/get-detail?orderNum=${publicNum}`)).json()).toMatchObject({ rsvp: null });

    const saved = await settings({ enabled: true, deadline: '2099-05-09T18:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, deadline: '2099-05-09T18:00' });
    const [row] = await t.database.db
      .select({ deadline: weddingInvitations.rsvpDeadline })
      .from(weddingInvitations)
      .where(eq(weddingInvitations.orderNum, orderNum));
    expect(row!.deadline!.toISOString()).toBe('2099-05-09T09:00:00.000Z');
    expect((await get(`/api/invitation/get-detail?orderNum=${publicNum}`)).json()).toMatchObject({ rsvp: { deadline: '2099-05-09T09:00:00.000Z' } });

    expect((await settings({ enabled: true, deadline: null })).json()).toEqual({ enabled: true, deadline: null });
    expect((await get(`/api/invitation/get-detail?orderNum=${publicNum}`)).json()).toMatchObject({ rsvp: { deadline: null } });
  });

  it('refuses a bad deadline with a Korean sentence', async () => {
    expectRefusal(await settings({ enabled: true, deadline: '내일 저녁' }), 400, messages.rsvp.deadlineInvalid);
    expectRefusal(await settings({ deadline: null }), 400, messages.rsvp.enabledRequired);
  });

  it('lets a non-member host manage their own wedding', async () => {
    expect((await settings({ enabled: true, deadline: null }, nonMemberCookie, nonMemberOrderNum)).json()).toEqual({ enabled: true, deadline: null });
  });

  it("refuses a visitor, and answers another member's order as an unknown one", async () => {
    expectRefusal(await get(`/api/rsvp/order/${orderNum}/settings`), 401, messages.common.unauthenticated);
    expectRefusal(await settings({ enabled: false, deadline: null }, otherCookie), 404, messages.review.orderNotFound);
    expectRefusal(await settings({ enabled: false, deadline: null }, nonMemberCookie), 404, messages.review.orderNotFound);
    expectRefusal(await get(`/api/rsvp/order/${nonMemberOrderNum}/settings`, hostCookie), 404, messages.review.orderNotFound);
  });
});

describe('guest answers', () => {
  it('takes an answer with a token, reads it back and changes it by that token', async () => {
    await setRsvp({ rsvpEnabled: true, rsvpDeadline: null });
    const created = await create({ answer, password: '' });
    expect(created.statusCode).toBe(200);
    const { token, answer: saved, message } = created.json() as { token: string; answer: Record<string, unknown>; message: string };
    expect(message).toBe(messages.rsvp.sent);
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(saved).toMatchObject({ name: '박하객', side: 'groom', attendance: 'yes', headcount: 2, meal: 'yes', phone: '01012345678', note: '꼭 갈게요' });
    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(rsvps).where(eq(rsvps.name, '박하객'));
    expect(rows[0]!.editTokenHash).not.toBe(token);
    expect(rows[0]!.passwordHash).toBeNull();

    const own = await send('POST', `/api/rsvp/page/${publicNum}/own`, { token });
    expect(own.json()).toMatchObject({ answer: { name: '박하객', headcount: 2 } });

    const changed = await send('PUT', `/api/rsvp/page/${publicNum}/own`, { token, answer: { ...answer, attendance: 'no', headcount: 3, meal: 'yes' } });
    expect(changed.statusCode).toBe(200);
    // 불참 counts no one and no meal, whatever the form held.
    expect(changed.json()).toMatchObject({ message: messages.rsvp.changed, answer: { attendance: 'no', headcount: 0, meal: 'no' } });

    expectRefusal(await send('POST', `/api/rsvp/page/${publicNum}/own`, { token: 'x'.repeat(32) }), 404, messages.rsvp.notFound);
    expectRefusal(await send('PUT', `/api/rsvp/page/${publicNum}/own`, { token: 'x'.repeat(32), answer }), 404, messages.rsvp.notFound);
  });

  it('refuses each bad field with its own sentence, in the form order', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...answer, name: '  ' }, messages.rsvp.nameRequired],
      [{ ...answer, name: '가'.repeat(rsvpLimits.name + 1) }, messages.rsvp.nameTooLong(rsvpLimits.name)],
      [{ ...answer, side: 'both' }, messages.rsvp.sideRequired],
      [{ ...answer, attendance: undefined }, messages.rsvp.attendanceRequired],
      [{ ...answer, headcount: 0 }, messages.rsvp.headcountInvalid(rsvpLimits.headcount)],
      [{ ...answer, headcount: 21 }, messages.rsvp.headcountInvalid(rsvpLimits.headcount)],
      [{ ...answer, meal: 'maybe' }, messages.rsvp.mealRequired],
      [{ ...answer, phone: '1234' }, messages.rsvp.phoneInvalid],
      [{ ...answer, note: '가'.repeat(rsvpLimits.note + 1) }, messages.rsvp.noteTooLong(rsvpLimits.note)],
    ];
    for (const [body, text] of cases) expectRefusal(await create({ answer: body }), 400, text);
    expectRefusal(await create({ answer, password: '123' }), 400, messages.rsvp.passwordInvalid(rsvpLimits.passwordMin, rsvpLimits.passwordMax));
  });

  it('finds an answer by name and password from another phone; a wrong password finds nothing', async () => {
    const created = await create({ answer: { ...answer, name: '최친구', side: 'bride' }, password: '2580' });
    const oldToken = (created.json() as { token: string }).token;
    expectRefusal(await send('POST', `/api/rsvp/page/${publicNum}/find`, { name: '최친구', password: '0000' }), 404, messages.rsvp.noMatch);
    expectRefusal(await send('POST', `/api/rsvp/page/${publicNum}/find`, { name: '최친구', password: '' }), 400, messages.rsvp.passwordRequired);
    const found = await send('POST', `/api/rsvp/page/${publicNum}/find`, { name: ' 최친구 ', password: '2580' });
    expect(found.statusCode).toBe(200);
    const { token } = found.json() as { token: string };
    expect(token).not.toBe(oldToken);
    const changed = await send('PUT', `/api/rsvp/page/${publicNum}/own`, {
      token,
      answer: { ...answer, name: '최친구', side: 'bride', headcount: 4, meal: 'undecided' },
    });
    expect(changed.json()).toMatchObject({ answer: { headcount: 4, meal: 'undecided' } });
  });

  it('refuses answers and changes after the deadline, and when the host turned it off; the saved answer can still be read', async () => {
    const { token } = (await create({ answer: { ...answer, name: '마감전' } })).json() as { token: string };
    await setRsvp({ rsvpDeadline: new Date(Date.now() - hour) });
    expectRefusal(await create({ answer }), 409, messages.rsvp.closed);
    expectRefusal(await send('PUT', `/api/rsvp/page/${publicNum}/own`, { token, answer }), 409, messages.rsvp.closed);
    expect((await send('POST', `/api/rsvp/page/${publicNum}/own`, { token })).statusCode).toBe(200);

    await setRsvp({ rsvpEnabled: false, rsvpDeadline: new Date(Date.now() + hour) });
    expectRefusal(await create({ answer }), 409, messages.rsvp.off);
    await setRsvp({ rsvpEnabled: true, rsvpDeadline: new Date(Date.now() + hour) });
    expect((await create({ answer: { ...answer, name: '마감전2', side: 'bride', attendance: 'undecided', headcount: 1, meal: 'undecided' } })).statusCode).toBe(
      200,
    );
  });

  it('is for weddings only: a funeral notice or an unknown number is not found', async () => {
    expectRefusal(await create({ answer }, funeralPublicNum), 404, messages.invitation.notFound);
    expectRefusal(await create({ answer }, '999999999999'), 404, messages.invitation.notFound);
  });

  it('refuses a cross-site post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/rsvp/page/${publicNum}`,
      payload: JSON.stringify({ answer }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expectRefusal(response, 403, messages.common.crossOrigin);
  });

  it('limits one address to 10 answers a minute; another address still answers', async () => {
    const from = '10.24.9.9';
    for (let i = 0; i < 10; i += 1) expect((await create({ answer: { ...answer, name: `홍수${i}` } }, publicNum, from)).statusCode).toBe(200);
    expectRefusal(await create({ answer }, publicNum, from), 429, messages.common.tooManyRequests);
    expect((await create({ answer: { ...answer, name: '다른주소' } }, publicNum, '10.24.9.10')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) await send('POST', `/api/rsvp/page/${publicNum}/find`, { name: '아무개', password: '1111' }, { from: '10.24.9.11' });
    expectRefusal(
      await send('POST', `/api/rsvp/page/${publicNum}/find`, { name: '아무개', password: '1111' }, { from: '10.24.9.11' }),
      429,
      messages.common.tooManyRequests,
    );
  });
});

describe("the host's answers", () => {
  it('counts per side: 참석 and the people they bring, 불참, 미정 and who eats', async () => {
    const response = await get(`/api/rsvp/order/${orderNum}`, hostCookie);
    expect(response.statusCode).toBe(200);
    const tally = response.json() as RsvpSummary;
    const rows = await t.database.db.select().from(rsvps);
    const expected = (side: 'groom' | 'bride') => {
      const mine = rows.filter((row) => row.side === side);
      const coming = mine.filter((row) => row.attendance === 'yes');
      return {
        attending: coming.length,
        attendingGuests: coming.reduce((sum, row) => sum + row.headcount, 0),
        declined: mine.filter((row) => row.attendance === 'no').length,
        undecided: mine.filter((row) => row.attendance === 'undecided').length,
        mealGuests: coming.filter((row) => row.meal === 'yes').reduce((sum, row) => sum + row.headcount, 0),
      };
    };
    expect(tally.groom).toEqual(expected('groom'));
    expect(tally.bride).toEqual(expected('bride'));
    expect(tally.bride).toMatchObject({ attending: 1, attendingGuests: 4, undecided: 1, mealGuests: 0 });
    expect(tally.groom.declined).toBe(1);
    expect(tally).toMatchObject({ enabled: true, closed: false });
    expect(tally.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('lists the answers newest first and finds them by name, phone or note', async () => {
    const page = (await get(`/api/rsvp/order/${orderNum}/answers`, hostCookie)).json() as Page<HostRsvp>;
    expect(page.content).toHaveLength(10);
    expect(page.totalElements).toBeGreaterThan(10);
    expect(page.content[0]!.name).toBe('다른주소');
    const found = (await get(`/api/rsvp/order/${orderNum}/answers?searchWord=${encodeURIComponent('최친')}`, hostCookie)).json() as Page<HostRsvp>;
    expect(found).toMatchObject({ totalElements: 1, content: [{ name: '최친구', phone: '01012345678', headcount: 4 }] });
  });

  it('downloads an Excel with counts as numbers and times as dates', async () => {
    const search = `?searchWord=${encodeURIComponent('최친')}`;
    const file = await readExcel(await get(`/api/rsvp/order/${orderNum}/excel${search}`, hostCookie));
    expect(file.fileName).toBe(`참석의사_${orderNum}_전체_최친.xlsx`);
    expect(file.lines.slice(0, 2)).toEqual([`참석 의사 (주문번호 ${orderNum})`, '검색 조건: 검색어 "최친"']);
    const page = (await get(`/api/rsvp/order/${orderNum}/answers${search}`, hostCookie)).json() as Page<HostRsvp>;
    expectExcelCells(file, {
      header: ['성함', '구분', '참석 여부', '인원(명)', '식사', '연락처', '남기신 말씀', '전달한 시간', '수정한 시간'],
      count: page.totalElements,
      dates: ['전달한 시간', '수정한 시간'],
      numbers: ['인원(명)'],
      texts: ['연락처'],
      totals: { '인원(명)': 4 },
    });
    expect(file.rows.map((row) => row.slice(0, 7))).toEqual([['최친구', '신부측', '참석', 4, '미정', '01012345678', '꼭 갈게요']]);
    // The cell reads as the Korean wall clock of the answer.
    const [row] = await t.database.db.select().from(rsvps).where(eq(rsvps.name, '최친구'));
    expect(wallClockOf(file.rows[0]?.[7] ?? null)).toBe(koreanMinuteOf(row!.createDate).replace('T', ' '));
    // The headcount total is the database's, to the person.
    const [sum] = await t.database.db
      .select({ people: sql<number>`sum(${rsvps.headcount})::int` })
      .from(rsvps)
      .where(eq(rsvps.name, '최친구'));
    expect(file.total?.[3]).toBe(sum?.people);
  });

  it("shows the answers to their host only: a visitor, another member and another order's host are refused", async () => {
    for (const path of ['', '/answers', '/excel']) {
      expectRefusal(await get(`/api/rsvp/order/${orderNum}${path}`), 401, messages.common.unauthenticated);
      expectRefusal(await get(`/api/rsvp/order/${orderNum}${path}`, otherCookie), 404, messages.review.orderNotFound);
      expectRefusal(await get(`/api/rsvp/order/${orderNum}${path}`, nonMemberCookie), 404, messages.review.orderNotFound);
    }
  });
});
