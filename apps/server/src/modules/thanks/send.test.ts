import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { messages, type HostWreath, type Page, type ThanksSending, type ThanksSent } from '@ongi/shared';
import { orderNumbers, outboundMessages } from '@server/db/schema';
import { readOutboxMessages } from '@server/integrations/messaging';
import { createAccount, createFuneralInvitation, createPayment, createWeddingInvitation } from '@server/seed/factories';
import { adminLoginAs, adminPassword } from '@server/test/admin';
import { createTestApp, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin, postAs } from '@server/test/member-session';
import { upsertThanks } from './queries';

// 감사 인사 sent in one tap (issue 27, part 2): by 알림톡 to every wreath
// sender who left a phone, each number once however often the host taps,
// and the host's page marks them. On PGlite and on PostgreSQL
// (TEST_DATABASE_URL).

const fastJobs = { retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 }, pollingSeconds: 1, scheduleCheckSeconds: 1 };

let t: TestContext;
let weddingOrderNum: string;
let weddingPublicNum: string;
let funeralOrderNum: string;
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;
let adminCookie: string;

const sending = (orderNum: string, cookie?: string) => getAs(t.app, `/api/thanks/order/${orderNum}/send`, cookie);
const send = (orderNum: string, cookie?: string) => postAs(t.app, `/api/thanks/order/${orderNum}/send`, undefined, cookie);
const publish = (orderNum: string, published = true) =>
  upsertThanks(t.database.db, orderNum, { title: '감사합니다', text: '와 주셔서 고맙습니다', photoPath: null, published });
const thanksRows = (orderNum: string) =>
  t.database.db
    .select()
    .from(outboundMessages)
    .where(like(outboundMessages.dedupeKey, `thanks:${orderNum}:%`));
const outbox = () => readOutboxMessages(path.join(t.dataDir, 'outbox'));

beforeAll(async () => {
  t = await createTestApp({ jobs: fastJobs });
  const db = t.database.db;
  const host = await createAccount(db, { username: 'sendhost' });
  await createAccount(db, { username: 'sendother' });
  await createAccount(db, { username: 'sendadmin', password: adminPassword, roleType: 'ADMIN' });
  const wedding = await createWeddingInvitation(db, { accountSeq: host.accountSeq, groomName: '김도윤', brideName: '이서연' });
  weddingOrderNum = wedding.orderNum;
  weddingPublicNum = (await db.select().from(orderNumbers).where(eq(orderNumbers.orderNum, wedding.orderNum)))[0]!.publicNum;
  const at = (minute: number) => new Date(Date.UTC(2026, 4, 9, 5, minute));
  // Two wreaths from one phone (one thank-you), another sender, one who left no phone, and a cancelled one (not a sender).
  await createPayment(db, wedding, { name: '김하객', phoneNum: '010-1111-2222', paidAt: at(1) });
  await createPayment(db, wedding, { name: '김하객 부부', phoneNum: '01011112222', paidAt: at(2) });
  await createPayment(db, wedding, { name: '이친구', phoneNum: '01033334444', paidAt: at(3) });
  await createPayment(db, wedding, { name: '번호없음', phoneNum: null, paidAt: at(4) });
  await createPayment(db, wedding, { name: '취소', phoneNum: '01077778888', status: 'CANCELLED', cancelledAmount: 60000, paidAt: at(5), cancelledAt: at(6) });
  const funeral = await createFuneralInvitation(db, {
    nonMemberName: '김민준',
    nonMemberPhone: '01045678901',
    deceasedName: '김영수',
    mainMournerName: '김민준',
  });
  funeralOrderNum = funeral.orderNum;
  await createPayment(db, funeral, { name: '조문객', phoneNum: '01055556666', paidAt: at(7) });
  hostCookie = await loginAs(t.app, 'sendhost');
  otherCookie = await loginAs(t.app, 'sendother');
  adminCookie = await adminLoginAs(t.app, 'sendadmin');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '김민준', phoneNum: '01045678901', orderNum: funeral.orderNum });
});
afterAll(() => t.close());

describe('POST /api/thanks/order/:orderNum/send', () => {
  it('is refused until the thank-you page is saved public, and sends nothing', async () => {
    expect((await sending(weddingOrderNum, hostCookie)).json()).toEqual({
      published: false,
      recipients: 2,
      alreadySent: 0,
      withoutPhone: 1,
    } satisfies ThanksSending);
    expectRefusal(await send(weddingOrderNum, hostCookie), 409, messages.thanks.sendNotPublished);
    await publish(weddingOrderNum, false);
    expectRefusal(await send(weddingOrderNum, hostCookie), 409, messages.thanks.sendNotPublished);
    expect(await thanksRows(weddingOrderNum)).toEqual([]);
  });

  it('reaches each sender once, however often it is tapped', async () => {
    await publish(weddingOrderNum);
    // A double click: two taps at once send each number once between them.
    const taps = await Promise.all([send(weddingOrderNum, hostCookie), send(weddingOrderNum, hostCookie)]);
    const answers = taps.map((tap) => {
      expect(tap.statusCode, tap.body).toBe(200);
      return tap.json() as ThanksSent;
    });
    expect(answers.reduce((sum, answer) => sum + answer.queued, 0)).toBe(2);
    expect(answers.reduce((sum, answer) => sum + answer.alreadySent, 0)).toBe(2);
    for (const answer of answers) {
      expect(answer.withoutPhone).toBe(1);
      expect(answer.message).toBe(messages.thanks.sent(answer.queued, answer.alreadySent));
    }
    // Tapped again later: nobody new.
    const again = (await send(weddingOrderNum, hostCookie)).json() as ThanksSent;
    expect(again).toEqual({ queued: 0, alreadySent: 2, withoutPhone: 1, message: '0명에게 보냈습니다. 이미 받은 2명에게는 다시 보내지 않았습니다.' });

    // Delivered through the queue: one message row and one outbox file per number.
    const rows = await vi.waitFor(
      async () => {
        const found = await thanksRows(weddingOrderNum);
        expect(found.map((row) => row.state)).toEqual(['SENT', 'SENT']);
        return found;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(rows.map((row) => row.recipientPhone).sort()).toEqual(['01011112222', '01033334444']);
    expect(rows.every((row) => row.template === 'THANKS' && row.attempts === 1 && row.orderNum === weddingOrderNum)).toBe(true);
    const written = (await outbox()).filter((message) => message.key.startsWith(`thanks:${weddingOrderNum}:`));
    expect(written.map((message) => message.to).sort()).toEqual(['01011112222', '01033334444']);
    for (const message of written) {
      expect(message.template).toBe('THANKS');
      // Whose wedding and when, in the text (issue 24 §5), then who thanks.
      expect(message.text).toMatch(/김도윤 ♥ 이서연 청첩장\(\d{4}년 \d{1,2}월 \d{1,2}일 .요일\)/);
      expect(message.text).toContain('김도윤 · 이서연님께서 감사 인사를 보내셨습니다.');
      expect(message.text).toContain(`/thanks/${weddingPublicNum}`);
    }
    expect((await sending(weddingOrderNum, hostCookie)).json()).toEqual({
      published: true,
      recipients: 2,
      alreadySent: 2,
      withoutPhone: 1,
    } satisfies ThanksSending);
  });

  it("marks every wreath of those sent to '감사 인사 보냄' on the host's page, and no other", async () => {
    const list = (await getAs(t.app, `/api/host/event/${weddingOrderNum}/wreaths`, hostCookie)).json() as Page<HostWreath>;
    const marked = Object.fromEntries(list.content.map((wreath) => [wreath.name, wreath.thankedAt !== null]));
    expect(marked).toEqual({ 김하객: true, '김하객 부부': true, 이친구: true, 번호없음: false });
    expect((await getAs(t.app, `/api/host/event/${weddingOrderNum}`, hostCookie)).json()).toMatchObject({ thankedCount: 3 });
  });

  it("is the order's own: anonymous 401, another member or an unknown order 404, that order's non-member and an administrator may", async () => {
    expectRefusal(await send(weddingOrderNum), 401, messages.common.unauthenticated);
    expectRefusal(await sending(weddingOrderNum), 401, messages.common.unauthenticated);
    expectRefusal(await send(weddingOrderNum, otherCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await sending(weddingOrderNum, otherCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await send(weddingOrderNum, nonMemberCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await send('999999999999', hostCookie), 404, messages.thanks.orderNotFound);
    expectRefusal(await send(funeralOrderNum, hostCookie), 404, messages.thanks.orderNotFound);

    await publish(funeralOrderNum);
    expect((await send(funeralOrderNum, nonMemberCookie)).json()).toEqual({ queued: 1, alreadySent: 0, withoutPhone: 0, message: '1명에게 보냈습니다.' });
    expect((await send(funeralOrderNum, adminCookie)).json()).toMatchObject({ queued: 0, alreadySent: 1 });
    const [row] = await thanksRows(funeralOrderNum);
    expect(row).toMatchObject({ recipientPhone: '01055556666', dedupeKey: `thanks:${funeralOrderNum}:01055556666` });
    expect(row!.text).toMatch(/님 부고장\(발인 \d{4}년 \d{1,2}월 \d{1,2}일 .요일\)/);
    expect(row!.text).toContain('김민준님께서 감사 인사를 보내셨습니다.');
  });
});
