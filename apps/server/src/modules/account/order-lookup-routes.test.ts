// '주문번호 찾기' (issue 26): a non-member who lost the order number finds it
// again with the name and phone they gave, proved by identity verification,
// and logs in with one; limited per address and per phone, and logged.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { itemAt, messages, type FoundOrders, only } from '@ongi/shared';
import { identityVerifications } from '@server/db/schema';
import { loggerOptions } from '@server/plugins/logging';
import { createAccount, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { answerSandboxIdentity, prepareIdentity, verifiedIdentity } from '@server/test/identity';
import { expectRefusal, getAs, nonMemberLogin } from '@server/test/member-session';

let t: TestContext;
const host = { name: '김철수', phoneNum: '01023450001' };
const made = { funeral: '', wedding: '', old: '' };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const old = await createWeddingInvitation(db, {
    nonMemberName: host.name,
    nonMemberPhone: host.phoneNum,
    groomName: '김민준',
    brideName: '이서연',
    eventLocationName: '서울신라호텔',
    createDate: new Date(Date.now() - 90 * 86_400_000),
  });
  const funeral = await createFuneralInvitation(db, {
    nonMemberName: host.name,
    nonMemberPhone: host.phoneNum,
    deceasedName: '김영호',
    funeralLocationName: '서울아산병원 장례식장',
  });
  const wedding = await createWeddingInvitation(db, {
    nonMemberName: host.name,
    nonMemberPhone: host.phoneNum,
    groomName: '김도윤',
    brideName: '정다은',
    eventLocationName: '라온채플 강남',
  });
  Object.assign(made, { funeral: funeral.orderNum, wedding: wedding.orderNum, old: old.orderNum });
  // Never listed: another name on the same phone, another phone, a member's order.
  await createFuneralInvitation(db, { nonMemberName: '김영희', nonMemberPhone: host.phoneNum });
  await createFuneralInvitation(db, { nonMemberName: host.name, nonMemberPhone: '01099998888' });
  const member = await createAccount(db, { username: 'chulsoo_m', name: host.name, phoneNum: host.phoneNum });
  await createFuneralInvitation(db, { accountSeq: member.accountSeq, nonMemberName: null, nonMemberPhone: null });
});
afterAll(() => t.close());

const find = (payload: Record<string, string>, remoteAddress = '127.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/account/find-orders', headers: sameOrigin, payload, remoteAddress });

describe('POST /api/account/find-orders', () => {
  it('lists the orders made without an account under the verified name and phone, newest first, and one of them logs in', async () => {
    const id = await verifiedIdentity(t.app, host);
    const response = await find({ identityVerificationId: id, nonUserName: host.name, phoneNum: '010-2345-0001' });
    expect(response.statusCode, response.body).toBe(200);
    const { orders } = response.json() as FoundOrders;
    expect(orders.map((order) => order.orderNum)).toEqual([made.wedding, made.funeral, made.old]);
    expect(orders[0]).toMatchObject({ invitationType: 'W', title: '김도윤 ♥ 정다은 결혼합니다', placeName: '라온채플 강남' });
    expect(orders[1]).toMatchObject({ invitationType: 'F', title: '故 김영호 님 부고', placeName: '서울아산병원 장례식장' });
    expect(orders[1]?.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const session = await nonMemberLogin(t.app, { nonUserName: host.name, phoneNum: host.phoneNum, orderNum: itemAt(orders, 1, 'the funeral order').orderNum });
    const mine = (await getAs(t.app, '/api/invitation/get-ago-list?daysAgo=all', session)).json().content as Array<{ orderNum: string }>;
    expect(mine.map((order) => order.orderNum)).toEqual([made.funeral]);

    // The verification is spent.
    expectRefusal(await find({ identityVerificationId: id, nonUserName: host.name, phoneNum: host.phoneNum }), 400, messages.identity.notVerified);
  });

  it('answers that nothing was made under that name and phone, without spending the verification', async () => {
    const nobody = { name: '없는사람', phoneNum: '01012120000' };
    const id = await verifiedIdentity(t.app, nobody);
    expectRefusal(await find({ identityVerificationId: id, nonUserName: nobody.name, phoneNum: nobody.phoneNum }), 404, messages.orderLookup.noMatch);
    const row = only(
      await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id)),
      'the identity verification',
    );
    expect(row.usedAt).toBeNull();
  });

  it('lists nothing for a name and phone other than the ones verified', async () => {
    const id = await verifiedIdentity(t.app, { name: '박다른', phoneNum: '01077770000' });
    expectRefusal(await find({ identityVerificationId: id, nonUserName: host.name, phoneNum: host.phoneNum }), 400, messages.identity.mismatch);
  });

  // Each case its own phone: the per-phone limit counts every lookup that reaches the check.
  const stranger = (phoneNum: string) => ({ name: '정모름', phoneNum });
  it.each([
    ['a verification never made', stranger('01040400001'), async () => 'identity-verification-forged'],
    ['a verification the window never answered', stranger('01040400002'), async () => prepareIdentity(t.app, stranger('01040400002'))],
    [
      'a failed verification',
      stranger('01040400003'),
      async () => {
        const id = await prepareIdentity(t.app, stranger('01040400003'));
        await answerSandboxIdentity(t.app, id, stranger('01040400003'), 'FAILED');
        return id;
      },
    ],
  ])('refuses %s', async (_label, person, make) => {
    expectRefusal(
      await find({ identityVerificationId: await make(), nonUserName: person.name, phoneNum: person.phoneNum }),
      400,
      messages.identity.notVerified,
    );
  });

  it.each([
    ['no name', { identityVerificationId: 'x', phoneNum: host.phoneNum }, messages.identity.needNameAndPhone],
    ['a short phone', { identityVerificationId: 'x', nonUserName: host.name, phoneNum: '0101234' }, messages.identity.needNameAndPhone],
    ['no verification', { nonUserName: host.name, phoneNum: host.phoneNum }, messages.identity.notVerified],
  ])('asks again for %s', async (_label, payload, message) => {
    expectRefusal(await find(payload), 400, message);
  });

  it('is refused from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/find-orders',
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
      payload: { identityVerificationId: 'x', nonUserName: host.name, phoneNum: host.phoneNum },
    });
    expectRefusal(response, 403, messages.common.crossOrigin);
  });

  it('is limited per phone, whatever the address: the sixth lookup of one phone in 15 minutes waits', async () => {
    const person = { name: '최제한', phoneNum: '01064640000' };
    await createFuneralInvitation(t.database.db, { nonMemberName: person.name, nonMemberPhone: person.phoneNum });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const id = await verifiedIdentity(t.app, person);
      const response = await find({ identityVerificationId: id, nonUserName: person.name, phoneNum: person.phoneNum }, `10.0.0.${attempt}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const id = await verifiedIdentity(t.app, person);
    expectRefusal(
      await find({ identityVerificationId: id, nonUserName: person.name, phoneNum: '010-6464-0000' }, '10.0.0.6'),
      429,
      messages.common.tooManyRequests,
    );
    // The refusal came before the verification was read: it is still there to use later.
    const row = only(
      await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.identityVerificationId, id)),
      'the identity verification',
    );
    expect(row.usedAt).toBeNull();
    // Another phone from that address is not held up.
    const other = await verifiedIdentity(t.app, host);
    expect((await find({ identityVerificationId: other, nonUserName: host.name, phoneNum: host.phoneNum }, '10.0.0.6')).statusCode).toBe(200);
  });
});

describe('per address, and the log', () => {
  it('refuses an address after the login limit, and logs each lookup without the name or phone', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const limited = await createTestApp({ loginRateLimit: 2, logger: loggerOptions('info', stream) });
    try {
      await createFuneralInvitation(limited.database.db, { nonMemberName: host.name, nonMemberPhone: host.phoneNum });
      // Verified from addresses of their own: identity verification has the same limit per address.
      const verified = async (attempt: number) => {
        const from = `10.2.0.${attempt}`;
        const prepared = await limited.app.inject({ method: 'POST', url: '/api/identity/prepare', headers: sameOrigin, payload: host, remoteAddress: from });
        const id = prepared.json().identityVerificationId as string;
        await answerSandboxIdentity(limited.app, id, host);
        expect(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/identity/confirm',
              headers: sameOrigin,
              payload: { identityVerificationId: id },
              remoteAddress: from,
            })
          ).statusCode,
        ).toBe(200);
        return id;
      };
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const id = await verified(attempt);
        expect((await find({ identityVerificationId: id, nonUserName: host.name, phoneNum: host.phoneNum }, '10.1.0.1', limited.app)).statusCode).toBe(200);
      }
      const id = await verified(2);
      expectRefusal(
        await find({ identityVerificationId: id, nonUserName: host.name, phoneNum: host.phoneNum }, '10.1.0.1', limited.app),
        429,
        messages.common.tooManyRequests,
      );
    } finally {
      await limited.close();
    }
    const found = lines.filter((line) => line.includes('non-member orders found by identity verification'));
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('"found":1');
    const lookups = lines.filter((line) => line.includes('/api/account/find-orders'));
    expect(lookups.some((line) => line.includes('"statusCode":429'))).toBe(true);
    for (const line of lookups.concat(found)) {
      expect(line).not.toContain(host.phoneNum);
      expect(line).not.toContain(host.name);
    }
  });
});
