import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  deleteConfirmWord,
  guestbookLimits,
  guestbookRepeatSeconds,
  messages,
  type GuestbookHostMessage,
  type GuestbookMessage,
  type GuestbookPage,
  type GuestbookSettingsAnswer,
  type InvitationView,
  type KioskData,
  type Page,
} from '@ongi/shared';
import { guestbookMessages, orderNumbers, weddingInvitations } from '@server/db/schema';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { createAccount, createFuneralInvitation, createWeddingInvitation } from '@server/seed/factories';
import { writerCookieName } from './routes';

let t: TestContext;
let weddingOrderNum: string;
let weddingPublicNum: string;
let funeralOrderNum: string;
let funeralPublicNum: string;
let hostCookie: string;
let otherCookie: string;
let nonMemberCookie: string;
let address = 0;

// Each write comes from its own address and a new browser unless a test says otherwise,
// so the per-address limit and the same-browser rule are each tested on their own.
function write(publicNum: string, payload: unknown, { from = `10.1.0.${++address}`, browser }: { from?: string; browser?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guestbook/${publicNum}`,
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(browser ? { cookie: browser } : {}) },
    payload: JSON.stringify(payload),
    remoteAddress: from,
  });
}
const deleteOwn = (publicNum: string, messageSeq: number, password: string, from = `10.2.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guestbook/${publicNum}/${messageSeq}/delete`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify({ password }),
    remoteAddress: from,
  });
const hostCall = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
const list = async (publicNum: string) => (await getAs(t.app, `/api/guestbook/${publicNum}`)).json() as GuestbookPage;
const kioskData = async (publicNum: string) => (await getAs(t.app, `/api/invitation/get-kiosk-data?orderNum=${publicNum}`)).json() as KioskData;
const saveSettings = (orderNum: string, settings: unknown, cookie = hostCookie) =>
  hostCall('PUT', `/api/guestbook/host/${orderNum}/settings`, cookie, settings);

const condolence = { name: '박지훈', body: '삼가 고인의 명복을 빕니다.\n편히 쉬소서.', password: '1234' };

async function publicNumOf(orderNum: string): Promise<string> {
  const [row] = await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum));
  return row!.publicNum;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const host = await createAccount(db, { username: 'bookhost' });
  await createAccount(db, { username: 'bookother' });
  const wedding = await createWeddingInvitation(db, { accountSeq: host.accountSeq, groomName: '김도윤', brideName: '이서연' });
  weddingOrderNum = wedding.orderNum;
  weddingPublicNum = await publicNumOf(wedding.orderNum);
  const funeral = await createFuneralInvitation(db, { nonMemberName: '김민준', nonMemberPhone: '01045678901', deceasedName: '김영수' });
  funeralOrderNum = funeral.orderNum;
  funeralPublicNum = await publicNumOf(funeral.orderNum);
  hostCookie = await loginAs(t.app, 'bookhost');
  otherCookie = await loginAs(t.app, 'bookother');
  nonMemberCookie = await nonMemberLogin(t.app, { nonUserName: '김민준', phoneNum: '01045678901', orderNum: funeral.orderNum });
});
afterAll(() => t.close());

describe('guests write, read and delete their own', () => {
  it('keeps a message as plain text with its line breaks (HTML stays text) and lists it newest first', async () => {
    const first = await write(weddingPublicNum, { name: ' 이하늘 ', body: '축하해요!\n행복하세요', password: 'abcd' });
    expect(first.statusCode).toBe(200);
    const html = await write(weddingPublicNum, { name: '<b>민수</b>', body: '<script>alert(1)</script> https://example.com', password: '0000' });
    expect(html.statusCode).toBe(200);
    const written = html.json() as GuestbookMessage;
    expect(written).toMatchObject({ name: '<b>민수</b>', body: '<script>alert(1)</script> https://example.com' });
    const page = await list(weddingPublicNum);
    expect(page.showing).toBe('public');
    expect(page.content.map((message) => message.name)).toEqual(['<b>민수</b>', '이하늘']);
    expect(page.content[1]!.body).toBe('축하해요!\n행복하세요');
    // The password is never in an answer.
    expect(JSON.stringify(page)).not.toContain('abcd');
    const [row] = await t.database.db.select().from(guestbookMessages).where(eq(guestbookMessages.messageSeq, written.messageSeq));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('says what is wrong, in the form’s order', async () => {
    expectRefusal(await write(weddingPublicNum, { ...condolence, name: '   ' }), 400, messages.guestbook.nameRequired);
    expectRefusal(
      await write(weddingPublicNum, { ...condolence, name: '가'.repeat(guestbookLimits.name + 1) }),
      400,
      messages.guestbook.nameTooLong(guestbookLimits.name),
    );
    expectRefusal(await write(weddingPublicNum, { ...condolence, body: '\n ' }), 400, messages.guestbook.bodyRequired);
    expectRefusal(
      await write(weddingPublicNum, { ...condolence, body: '가'.repeat(guestbookLimits.body + 1) }),
      400,
      messages.guestbook.bodyTooLong(guestbookLimits.body),
    );
    expect((await write(weddingPublicNum, { ...condolence, body: '가'.repeat(guestbookLimits.body) })).statusCode).toBe(200);
    expectRefusal(await write(weddingPublicNum, { ...condolence, password: '' }), 400, messages.guestbook.passwordRequired);
    expectRefusal(await write(weddingPublicNum, { ...condolence, password: '12' }), 400, messages.guestbook.passwordLength(4, 20));
    // Control characters are refused before any route, as everywhere.
    expect((await write(weddingPublicNum, { ...condolence, body: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('refuses a second message from the same browser within seconds, not one from another browser on the same address', async () => {
    const from = '10.3.3.3';
    const first = await write(funeralPublicNum, condolence, { from });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((entry) => entry.name === writerCookieName);
    expect(cookie).toBeDefined();
    const browser = `${cookie!.name}=${cookie!.value}`;
    const again = await write(funeralPublicNum, { ...condolence, body: '한 번 더' }, { from, browser });
    expectRefusal(again, 429, messages.guestbook.tooSoon(guestbookRepeatSeconds));
    expect(again.headers['retry-after']).toBe(String(guestbookRepeatSeconds));
    // Another guest at the same hall's Wi-Fi.
    expect((await write(funeralPublicNum, { ...condolence, name: '이수진' }, { from })).statusCode).toBe(200);
  });

  it('limits one address; refused forms do not count', async () => {
    const from = '10.4.4.4';
    for (let i = 0; i < 3; i += 1) expect((await write(weddingPublicNum, { ...condolence, name: '' }, { from })).statusCode).toBe(400);
    for (let i = 0; i < 30; i += 1) expect((await write(weddingPublicNum, { ...condolence, name: `하객${i}` }, { from })).statusCode).toBe(200);
    expectRefusal(await write(weddingPublicNum, condolence, { from }), 429, messages.common.tooManyRequests);
    expect((await write(weddingPublicNum, condolence, { from: '10.4.4.5' })).statusCode).toBe(200);
  }, 60_000);

  it('deletes one’s own message with its password; a wrong one is refused', async () => {
    const written = (await write(funeralPublicNum, { ...condolence, name: '최은영', password: 'mine1' })).json() as GuestbookMessage;
    expectRefusal(await deleteOwn(funeralPublicNum, written.messageSeq, 'wrong'), 403, messages.guestbook.passwordWrong);
    expectRefusal(await deleteOwn(weddingPublicNum, written.messageSeq, 'mine1'), 404, messages.guestbook.notFound);
    const deleted = await deleteOwn(funeralPublicNum, written.messageSeq, 'mine1');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.guestbook.deleted });
    expect((await list(funeralPublicNum)).content.some((message) => message.messageSeq === written.messageSeq)).toBe(false);
    expectRefusal(await deleteOwn(funeralPublicNum, written.messageSeq, 'mine1'), 404, messages.guestbook.notFound);
  });

  it('answers an unknown number 404 and an order number as an unknown one', async () => {
    expectRefusal(await getAs(t.app, '/api/guestbook/999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await getAs(t.app, `/api/guestbook/${weddingOrderNum}`), 404, messages.invitation.notFound);
    expectRefusal(await write('999999999999', condolence), 404, messages.invitation.notFound);
  });
});

describe('the host', () => {
  it('lists every message with the hidden ones, hides one from guests and shows it again', async () => {
    const written = (await write(weddingPublicNum, { ...condolence, name: '광고', body: '싸게 팝니다' })).json() as GuestbookMessage;
    const hidden = await hostCall('PUT', `/api/guestbook/host/${weddingOrderNum}/${written.messageSeq}/hidden`, hostCookie, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as GuestbookHostMessage).hidden).toBe(true);
    expect((await list(weddingPublicNum)).content.some((message) => message.messageSeq === written.messageSeq)).toBe(false);
    const hostPage = (await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}`, hostCookie)).json() as Page<GuestbookHostMessage>;
    expect(hostPage.content[0]).toMatchObject({ messageSeq: written.messageSeq, hidden: true });
    await hostCall('PUT', `/api/guestbook/host/${weddingOrderNum}/${written.messageSeq}/hidden`, hostCookie, { hidden: false });
    expect((await list(weddingPublicNum)).content[0]!.messageSeq).toBe(written.messageSeq);
  });

  it('deletes any message of their own invitation', async () => {
    const written = (await write(weddingPublicNum, condolence)).json() as GuestbookMessage;
    const deleted = await hostCall('DELETE', `/api/guestbook/host/${weddingOrderNum}/${written.messageSeq}`, hostCookie);
    expect(deleted.statusCode).toBe(200);
    expect((await list(weddingPublicNum)).content.some((message) => message.messageSeq === written.messageSeq)).toBe(false);
    expectRefusal(await hostCall('DELETE', `/api/guestbook/host/${weddingOrderNum}/${written.messageSeq}`, hostCookie), 404, messages.guestbook.notFound);
  });

  it('needs a login, and answers someone else’s invitation (or its messages) as an unknown one', async () => {
    const written = (await write(funeralPublicNum, condolence)).json() as GuestbookMessage;
    expectRefusal(await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}`), 401, messages.common.unauthenticated);
    expectRefusal(await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}`, otherCookie), 404, messages.review.orderNotFound);
    expectRefusal(await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}`, nonMemberCookie), 404, messages.review.orderNotFound);
    expectRefusal(
      await hostCall('PUT', `/api/guestbook/host/${funeralOrderNum}/${written.messageSeq}/hidden`, hostCookie, { hidden: true }),
      404,
      messages.review.orderNotFound,
    );
    expectRefusal(await hostCall('DELETE', `/api/guestbook/host/${funeralOrderNum}/${written.messageSeq}`, otherCookie), 404, messages.review.orderNotFound);
    // The wedding's host cannot reach the funeral's message through their own order either.
    expectRefusal(
      await hostCall('PUT', `/api/guestbook/host/${weddingOrderNum}/${written.messageSeq}/hidden`, hostCookie, { hidden: true }),
      404,
      messages.guestbook.notFound,
    );
    expectRefusal(await saveSettings(funeralOrderNum, { enabled: false, hostOnly: false, onKiosk: false }, otherCookie), 404, messages.review.orderNotFound);
    // The non-member host of the funeral manages it.
    expect((await hostCall('GET', `/api/guestbook/host/${funeralOrderNum}`, nonMemberCookie)).statusCode).toBe(200);
  });

  it('makes the book the host’s alone: guests still write, the list is empty for them', async () => {
    const saved = await saveSettings(weddingOrderNum, { enabled: true, hostOnly: true, onKiosk: false });
    expect(saved.json()).toEqual({ enabled: true, hostOnly: true, onKiosk: false, invitationType: 'W' } satisfies GuestbookSettingsAnswer);
    const page = await list(weddingPublicNum);
    expect(page).toEqual({ content: [], totalElements: 0, showing: 'host' });
    expect((await write(weddingPublicNum, condolence)).statusCode).toBe(200);
    const view = (await getAs(t.app, `/api/invitation/get-detail?orderNum=${weddingPublicNum}`)).json() as InvitationView;
    expect(view.guestbook).toBe('host');
    const hostPage = (await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}`, hostCookie)).json() as Page<GuestbookHostMessage>;
    expect(hostPage.totalElements).toBeGreaterThan(0);
  });

  it('turns the book off: no section on the guest page, nothing written', async () => {
    await saveSettings(weddingOrderNum, { enabled: false, hostOnly: false, onKiosk: false });
    expect((await getAs(t.app, `/api/invitation/get-detail?orderNum=${weddingPublicNum}`)).json()).toMatchObject({ guestbook: 'off' });
    expectRefusal(await write(weddingPublicNum, condolence), 409, messages.guestbook.closed);
    expect((await list(weddingPublicNum)).showing).toBe('off');
    await saveSettings(weddingOrderNum, { enabled: true, hostOnly: false, onKiosk: false });
    expect((await getAs(t.app, `/api/invitation/get-detail?orderNum=${weddingPublicNum}`)).json()).toMatchObject({ guestbook: 'public' });
    expect(((await hostCall('GET', `/api/guestbook/host/${weddingOrderNum}/settings`, hostCookie)).json() as GuestbookSettingsAnswer).enabled).toBe(true);
  });

  it('takes no new message from the archive date on, and still lists the ones written before', async () => {
    const before = (await list(weddingPublicNum)).totalElements;
    await t.database.db.update(weddingInvitations).set({ archiveDate: '2000-01-01' }).where(eq(weddingInvitations.orderNum, weddingOrderNum));
    try {
      expectRefusal(await write(weddingPublicNum, condolence), 409, messages.guestbook.closed);
      expect((await list(weddingPublicNum)).totalElements).toBe(before);
    } finally {
      await t.database.db.update(weddingInvitations).set({ archiveDate: null }).where(eq(weddingInvitations.orderNum, weddingOrderNum));
    }
    expect((await write(weddingPublicNum, condolence)).statusCode).toBe(200);
  });

  it('refuses settings that are not yes or no', async () => {
    expectRefusal(await saveSettings(weddingOrderNum, { enabled: 'yes', hostOnly: false, onKiosk: false }), 400, messages.common.badRequest);
  });
});

describe('the kiosk', () => {
  it('shows the messages (not hidden, newest first) only when the host allows it', async () => {
    expect((await kioskData(funeralPublicNum)).messages).toBeNull();
    await saveSettings(funeralOrderNum, { enabled: true, hostOnly: false, onKiosk: true }, nonMemberCookie);
    const written = (await write(funeralPublicNum, { ...condolence, name: '정다은', body: '그곳에서 평안하시길' })).json() as GuestbookMessage;
    const shown = (await kioskData(funeralPublicNum)).messages!;
    expect(shown[0]).toEqual(written);
    await hostCall('PUT', `/api/guestbook/host/${funeralOrderNum}/${written.messageSeq}/hidden`, nonMemberCookie, { hidden: true });
    expect((await kioskData(funeralPublicNum)).messages!.some((message) => message.messageSeq === written.messageSeq)).toBe(false);
    // Host only: the kiosk is public, so it shows none.
    await saveSettings(funeralOrderNum, { enabled: true, hostOnly: true, onKiosk: true }, nonMemberCookie);
    expect((await kioskData(funeralPublicNum)).messages).toBeNull();
    await saveSettings(funeralOrderNum, { enabled: true, hostOnly: false, onKiosk: false }, nonMemberCookie);
    expect((await kioskData(funeralPublicNum)).messages).toBeNull();
  });
});

describe('an invitation deleted by its host', () => {
  it('takes its guestbook’s messages with it', async () => {
    const [host] = await t.database.db
      .select({ accountSeq: weddingInvitations.accountSeq })
      .from(weddingInvitations)
      .where(eq(weddingInvitations.orderNum, weddingOrderNum));
    const doomed = await createWeddingInvitation(t.database.db, { accountSeq: host!.accountSeq });
    expect((await write(await publicNumOf(doomed.orderNum), condolence)).statusCode).toBe(200);
    const deleted = await hostCall('POST', `/api/invitation/${doomed.orderNum}/delete`, hostCookie, { confirm: deleteConfirmWord });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(guestbookMessages).where(eq(guestbookMessages.orderNum, doomed.orderNum))).toEqual([]);
  });
});
