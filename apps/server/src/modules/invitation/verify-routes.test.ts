import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatPhone, messages, only } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectRefusal } from '@server/test/member-session';
import { verifyPerMinute } from './verify-routes';

let t: TestContext;
const numbers = { wedding: '', funeral: '', private: '' };
/** The wedding host's phone, which the check must never show. */
const hostPhone = '01023456789';
/** The test app's PUBLIC_URL (config's default: its own address). */
const own = 'http://localhost:3000';

async function publicNumOf(orderNum: string): Promise<string> {
  const rows = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return only(rows, `the numbers of order ${orderNum}`).publicNum;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const wedding = await createWeddingInvitation(db, {
    eventDate: '2027-05-15',
    eventTime: '13:30',
    groomName: '김도윤',
    brideName: '이서연',
    eventLocationName: '라온채플 강남',
    eventLocationDetail: '그랜드홀 3층',
    nonMemberName: '김도윤',
    nonMemberPhone: hostPhone,
  });
  const funeral = await createFuneralInvitation(db, { deceasedName: '정영수', religion: 'christian', funeralDate: '2027-03-02', funeralTime: '08:00' });
  const hidden = await createWeddingInvitation(db, { groomName: '박비공', brideName: '최개인', unpublished: true });
  Object.assign(numbers, {
    wedding: await publicNumOf(wedding.orderNum),
    funeral: await publicNumOf(funeral.orderNum),
    private: await publicNumOf(hidden.orderNum),
  });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Each check from its own address unless told, so the per-address limits of one check do not touch another. */
const verify = (link: string | null, from = `10.24.5.${++address}`) =>
  t.app.inject({
    method: 'GET',
    url: link === null ? '/api/invitation/verify' : `/api/invitation/verify?link=${encodeURIComponent(link)}`,
    remoteAddress: from,
  });

describe('GET /api/invitation/verify', () => {
  it('confirms a real wedding invitation by its link in any form, with the names, the day and the place it shows, and nothing of the host', async () => {
    for (const link of [
      `${own}/invitation/${numbers.wedding}`,
      `localhost:3000/invitation/${numbers.wedding}?utm_source=kakao`,
      numbers.wedding,
      `${numbers.wedding.slice(0, 4)} ${numbers.wedding.slice(4, 8)} ${numbers.wedding.slice(8)}`,
    ]) {
      const response = await verify(link);
      expect(response.statusCode, link).toBe(200);
      expect(response.json()).toEqual({
        result: 'real',
        invitationType: 'W',
        names: '김도윤 ♥ 이서연',
        when: '2027년 5월 15일 토요일 오후 1시 30분',
        where: '라온채플 강남 그랜드홀 3층',
        url: `${own}/invitation/${numbers.wedding}`,
      });
      // The host's phone as stored and as shown; not '010' alone, which the random public number itself can hold.
      for (const phone of [hostPhone.slice(3), formatPhone(hostPhone).slice(4)]) expect(response.body).not.toContain(phone);
    }
  });

  it('confirms a funeral notice with the name as it is shown and the 발인', async () => {
    const response = await verify(`${own}/invitation/${numbers.funeral}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 'real', invitationType: 'F', names: '故 정영수', when: '발인 2027년 3월 2일 화요일 오전 8시' });
  });

  it('says a private invitation is ours without a word of what it holds', async () => {
    const response = await verify(`${own}/invitation/${numbers.private}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'private' });
    expect(response.body).not.toContain('박비공');
  });

  it("names another site's domain and never looks its number up, look-alikes, user-info tricks and link shorteners included", async () => {
    expect((await verify(`https://ongi-card.com/invitation/${numbers.wedding}`)).json()).toEqual({
      result: 'foreign',
      domain: 'ongi-card.com',
      shortened: false,
    });
    expect((await verify(`https://localhost:3000@evil.example/invitation/${numbers.wedding}`)).json()).toEqual({
      result: 'foreign',
      domain: 'evil.example',
      shortened: false,
    });
    expect((await verify('bit.ly/3xYzAbC')).json()).toEqual({ result: 'foreign', domain: 'bit.ly', shortened: true });
  });

  it('answers an unknown number 404, and a malformed or missing one 400, each with its own sentence', async () => {
    expectRefusal(await verify('999999999999'), 404, messages.invitationVerify.unknown);
    expectRefusal(await verify(`${own}/invitation/999999999999`), 404, messages.invitationVerify.unknown);
    expectRefusal(await verify('12345'), 400, messages.invitationVerify.badNumber);
    expectRefusal(await verify('청첩장 왔어요'), 400, messages.invitationVerify.unreadable);
    expectRefusal(await verify(`${own}/campaign`), 400, messages.invitationVerify.notInvitationLink);
    expectRefusal(await verify(''), 400, messages.invitationVerify.empty);
    expectRefusal(await verify(null), 400, messages.invitationVerify.empty);
    expectRefusal(await verify(`https://${'a'.repeat(2000)}.kr`), 400, messages.invitationVerify.unreadable);
  });

  it('holds off an address that checks too many in a minute', async () => {
    const from = '10.24.9.1';
    const statuses: number[] = [];
    for (let check = 0; check < verifyPerMinute; check += 1) statuses.push((await verify(numbers.wedding, from)).statusCode);
    expect(statuses).toEqual(Array.from({ length: verifyPerMinute }, () => 200));
    expectRefusal(await verify(numbers.wedding, from), 429, messages.common.tooManyRequests);
  });

  it("counts unknown numbers as guesses: past the guard's limit the address is refused the guest page too", async () => {
    const from = '10.24.9.2';
    // The guard's 30 misses in 10 minutes (PUBLIC_NUMBER_MISSES_PER_ADDRESS), counted across routes: half here, half through the guest page's data.
    for (let guess = 0; guess < 15; guess += 1) expect((await verify(`9${String(guess).padStart(11, '0')}`, from)).statusCode).toBe(404);
    for (let guess = 15; guess < 30; guess += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/invitation/get-detail?orderNum=9${String(guess).padStart(11, '0')}`,
        remoteAddress: from,
      });
      expect(response.statusCode).toBe(404);
    }
    expectRefusal(await verify(numbers.wedding, from), 429, messages.invitation.tooManyUnknownNumbers);
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${numbers.wedding}`, remoteAddress: from }),
      429,
      messages.invitation.tooManyUnknownNumbers,
    );
  });
});
