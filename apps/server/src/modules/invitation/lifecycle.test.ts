import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import {
  messages,
  only,
  type AdminPaymentRow,
  type InvitationLifecycle,
  type InvitationView,
  type LifecycleSettings,
  type MemberOrder,
  type Page,
  type PaymentIntentRequestInput,
} from '@ongi/shared';
import { orderNumbers, paymentOrderSummaries, storedFiles } from '@server/db/schema';
import {
  createAccount,
  createCampaign,
  createFuneralInvitation,
  createPayment,
  createWeddingInvitation,
  storeInvitationPhoto,
  type FileRef,
} from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin, postAs } from '@server/test/member-session';
import { multipart } from '@server/test/multipart';
import { eventEnd, isArchived, wreathRefusal, wreathsUntil } from './lifecycle';

// 공개·보관 설정 (issue 27) through the real routes: each choice of the host
// changes what the guest page (its data and its HTML), the kiosk and the
// payment start answer; a delete removes the text and the photos and keeps
// the payments for the accounts.

let t: TestContext;
let host: string;
let other: string;
let admin: string;
let campaignSeq: number;
let hostSeq: number;

const shell = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>온기</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const settings = (overrides: Partial<LifecycleSettings> = {}): LifecycleSettings => ({
  accountsHidden: false,
  wreathsStopAfterEvent: false,
  unpublished: false,
  archiveDate: null,
  ...overrides,
});

const lifecycleUrl = (orderNum: string) => `/api/invitation/${orderNum}/lifecycle`;
const put = (orderNum: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: lifecycleUrl(orderNum),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
async function choose(orderNum: string, overrides: Partial<LifecycleSettings>, cookie = host): Promise<InvitationLifecycle> {
  const response = await put(orderNum, settings(overrides), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvitationLifecycle;
}

const view = (publicNum: string) => t.app.inject({ method: 'GET', url: `/api/invitation/get-detail?orderNum=${publicNum}` });
const page = (publicNum: string) => t.app.inject({ method: 'GET', url: `/invitation/${publicNum}` });
const kiosk = (publicNum: string) => t.app.inject({ method: 'GET', url: `/api/invitation/get-kiosk-data?orderNum=${publicNum}` });
let guests = 0;
const startWreath = (publicNum: string) => {
  guests += 1;
  const body: PaymentIntentRequestInput = {
    publicNum,
    donationAmount: 10000,
    name: '김온기',
    phoneNum: '010-2345-6789',
    message: '축하합니다',
    senderDisplay: 'NAME',
    agreeTerms: true,
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/unique-payment-id',
    remoteAddress: `10.27.0.${guests}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
};

async function publicNumOf(orderNum: string): Promise<string> {
  return only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)),
    `the numbers of order ${orderNum}`,
  ).publicNum;
}

/** A member's wedding with a campaign and a gift account, its numbers. */
async function wedding(input: Parameters<typeof createWeddingInvitation>[1] = {}) {
  const row = await createWeddingInvitation(t.database.db, { accountSeq: hostSeq, campaignSeq, useCampaign: true, ...input });
  return { row, orderNum: row.orderNum, publicNum: await publicNumOf(row.orderNum) };
}

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-lifecycle-'));
  fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  t = await createTestApp({ webDist });
  const { db } = t.database;
  hostSeq = (await createAccount(db, { username: 'lifehost01', name: '김도윤' })).accountSeq;
  await createAccount(db, { username: 'lifeother01' });
  await createAccount(db, { username: 'lifeadmin01', roleType: 'ADMIN' });
  [host, other, admin] = await Promise.all([loginAs(t.app, 'lifehost01'), loginAs(t.app, 'lifeother01'), loginAs(t.app, 'lifeadmin01')]);
  campaignSeq = (await createCampaign(db, { campaignType: 'WEDDING', campaignName: '축하 기부화환', campaignAmount: 50000 })).campaignSeq;
});

afterAll(async () => {
  await t.close();
});

describe('the rules', () => {
  it('times the end of the event from its day and typed time in Korea, the whole day when the time is not a clock time', () => {
    expect(eventEnd('2027-05-15', '오후 1시 30분')?.toISOString()).toBe('2027-05-15T04:30:00.000Z');
    expect(eventEnd('2027-05-15', '13:30')?.toISOString()).toBe('2027-05-15T04:30:00.000Z');
    expect(eventEnd('2027-05-15', '오전 중')?.toISOString()).toBe('2027-05-15T15:00:00.000Z');
  });

  it('archives after the archive day ends in Korea, and stops wreaths at the earlier of the event and the archive', () => {
    expect(isArchived('2027-05-15', new Date('2027-05-15T14:59:59Z'))).toBe(false);
    expect(isArchived('2027-05-15', new Date('2027-05-15T15:00:00Z'))).toBe(true);
    expect(isArchived(null)).toBe(false);
    const rule = { wreathsStopAfterEvent: true, archiveDate: '2027-05-20', eventDate: '2027-05-15', eventTime: '13:30' };
    expect(wreathsUntil(rule)?.toISOString()).toBe('2027-05-15T04:30:00.000Z');
    expect(wreathsUntil({ ...rule, wreathsStopAfterEvent: false })?.toISOString()).toBe('2027-05-20T15:00:00.000Z');
    expect(wreathsUntil({ ...rule, wreathsStopAfterEvent: false, archiveDate: null })).toBeNull();
    expect(wreathRefusal(rule, new Date('2027-05-15T04:29:00Z'))).toBeNull();
    expect(wreathRefusal(rule, new Date('2027-05-15T04:30:00Z'))).toBe(messages.invitationLifecycle.wreathsStopped);
    expect(wreathRefusal(rule, new Date('2027-05-21T00:00:00Z'))).toBe(messages.invitationLifecycle.wreathsArchived);
  });
});

describe('GET and PUT /api/invitation/{orderNum}/lifecycle', () => {
  it('answers the owner, an administrator and the non-member logged in to that order; refuses the rest', async () => {
    const { orderNum, publicNum } = await wedding({ eventDate: '2027-05-15' });
    const owned = await getAs(t.app, lifecycleUrl(orderNum), host);
    expect(owned.statusCode).toBe(200);
    expect(owned.json()).toEqual({
      orderNum,
      publicNum,
      invitationType: 'W',
      eventDate: '2027-05-15',
      accountsHidden: false,
      wreathsStopAfterEvent: false,
      unpublished: false,
      archiveDate: null,
      archived: false,
    });
    expect((await getAs(t.app, lifecycleUrl(orderNum), admin)).statusCode).toBe(200);
    expectRefusal(await getAs(t.app, lifecycleUrl(orderNum)), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(t.app, lifecycleUrl(orderNum), other), 403, messages.invitation.notOwner);
    expectRefusal(await put(orderNum, settings({ unpublished: true })), 401, messages.common.unauthenticated);
    expectRefusal(await put(orderNum, settings({ unpublished: true }), other), 403, messages.invitation.notOwner);
    expectRefusal(await getAs(t.app, lifecycleUrl('999999999999'), host), 404, messages.invitation.notFound);

    const funeral = await createFuneralInvitation(t.database.db, { nonMemberName: '이정민', nonMemberPhone: '01092837465', funeralDate: '2027-03-02' });
    const nonMember = await nonMemberLogin(t.app, { nonUserName: '이정민', phoneNum: '01092837465', orderNum: funeral.orderNum });
    const saved = await put(funeral.orderNum, settings({ accountsHidden: true }), nonMember);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ invitationType: 'F', accountsHidden: true, eventDate: '2027-03-02' });
    // That session reaches its one order only.
    expectRefusal(await getAs(t.app, lifecycleUrl(orderNum), nonMember), 403, messages.invitation.notOwner);
  });

  it('refuses an archive date before the event, an invalid one and a malformed body with their sentences', async () => {
    const { orderNum } = await wedding({ eventDate: '2027-05-15' });
    expectRefusal(await put(orderNum, settings({ archiveDate: '2027-05-14' }), host), 400, messages.invitationLifecycle.archiveBeforeEvent('W'));
    expectRefusal(await put(orderNum, settings({ archiveDate: '15/05/2027' }), host), 400, messages.invitationLifecycle.archiveDateInvalid);
    expectRefusal(await put(orderNum, { ...settings(), unpublished: 'yes' }, host), 400, messages.common.badRequest);
    expect((await choose(orderNum, { archiveDate: '2027-05-15' })).archiveDate).toBe('2027-05-15');
    const funeral = await createFuneralInvitation(t.database.db, { accountSeq: hostSeq, funeralDate: '2027-03-02' });
    expectRefusal(await put(funeral.orderNum, settings({ archiveDate: '2027-03-01' }), host), 400, messages.invitationLifecycle.archiveBeforeEvent('F'));
  });
});

describe('what guests and the kiosk see', () => {
  it('hides the gift accounts from the guest page while chosen', async () => {
    const { orderNum, publicNum } = await wedding();
    const before = (await view(publicNum)).json() as InvitationView;
    expect(before.wedding?.accounts).toHaveLength(1);
    await choose(orderNum, { accountsHidden: true });
    expect(((await view(publicNum)).json() as InvitationView).wedding?.accounts).toEqual([]);
    expect((await page(publicNum)).body).not.toContain('110123456789');
    await choose(orderNum, { accountsHidden: false });
    expect(((await view(publicNum)).json() as InvitationView).wedding?.accounts).toHaveLength(1);
  });

  it('stops taking wreaths once the event is over when chosen; the kiosk still shows what was received', async () => {
    const past = await wedding({ eventDate: '2026-01-10', eventTime: '12:00' });
    await createPayment(t.database.db, past.row, { name: '박하객', amount: 60000 });
    // Not chosen: an event in the past still takes wreaths, as before.
    expect((await startWreath(past.publicNum)).statusCode).toBe(200);
    expect(((await view(past.publicNum)).json() as InvitationView).campaign).toMatchObject({ takesWreaths: true, wreathsUntil: null });

    await choose(past.orderNum, { wreathsStopAfterEvent: true });
    expect(((await view(past.publicNum)).json() as InvitationView).campaign).toMatchObject({
      takesWreaths: false,
      wreathsUntil: '2026-01-10T03:00:00.000Z',
    });
    expectRefusal(await startWreath(past.publicNum), 409, messages.invitationLifecycle.wreathsStopped);
    expect((await kiosk(past.publicNum)).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: `/api/payment/get-payment-list-for-kiosk/${past.publicNum}/1` })).json() as {
      content: Array<{ name: string }>;
    };
    expect(list.content.map((row) => row.name)).toContain('박*객');

    // A future event keeps taking them until its hour; the page knows when that is.
    const coming = await wedding({ eventDate: '2099-05-15', eventTime: '오후 1시 30분' });
    await choose(coming.orderNum, { wreathsStopAfterEvent: true });
    expect(((await view(coming.publicNum)).json() as InvitationView).campaign).toMatchObject({
      takesWreaths: true,
      wreathsUntil: '2099-05-15T04:30:00.000Z',
    });
    expect((await startWreath(coming.publicNum)).statusCode).toBe(200);
  });

  it('shows a calm closed page while private: the data, the HTML, its preview, the calendar, the kiosk and the payment start', async () => {
    const { orderNum, publicNum } = await wedding({ groomName: '김도윤', brideName: '이서연', eventLocationName: '라온채플 강남' });
    await choose(orderNum, { unpublished: true });
    const closed = messages.invitationLifecycle.closed('W');
    expect(closed).toBe('이 청첩장은 비공개로 전환되었습니다.');
    expectRefusal(await view(publicNum), 410, closed);
    expectRefusal(await kiosk(publicNum), 410, closed);
    expectRefusal(await startWreath(publicNum), 410, closed);
    expectRefusal(await t.app.inject({ method: 'GET', url: `/api/invitation/calendar?orderNum=${publicNum}` }), 410, closed);
    const html = await page(publicNum);
    expect(html.statusCode).toBe(410);
    expect(html.body).toContain('<title>이 청첩장은 비공개로 전환되었습니다 | 온기</title>');
    expect(html.body).toContain(`<script type="application/json" id="invitation-closed">{"message":"${closed}"}</script>`);
    for (const detail of ['김도윤', '이서연', '라온채플', 'og:title', 'og:image', 'invitation-data']) expect(html.body).not.toContain(detail);

    // Published again: everything as before.
    await choose(orderNum, { unpublished: false });
    expect((await view(publicNum)).statusCode).toBe(200);
    expect((await page(publicNum)).body).toContain('og:title');
    expect((await kiosk(publicNum)).statusCode).toBe(200);

    const funeral = await createFuneralInvitation(t.database.db, { accountSeq: hostSeq });
    await choose(funeral.orderNum, { unpublished: true });
    expectRefusal(await view(await publicNumOf(funeral.orderNum)), 410, '이 부고장은 비공개로 전환되었습니다.');
  });

  it('makes the page read-only after the archive date: no edit, no new wreath; guests still see it', async () => {
    const { row, orderNum, publicNum } = await wedding({ eventDate: '2026-01-10' });
    const saved = await choose(orderNum, { archiveDate: '2026-01-11' });
    expect(saved.archived).toBe(true);
    const { payload, contentType } = multipart([{ name: 'weddingInvitation', body: '{}', contentType: 'application/json' }]);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/wedding/${row.weddingInvitationSeq}`,
      headers: { ...sameOrigin, cookie: host, 'content-type': contentType },
      payload,
    });
    expectRefusal(edit, 409, messages.invitationLifecycle.archived);
    expectRefusal(await startWreath(publicNum), 409, messages.invitationLifecycle.wreathsArchived);
    expect((await view(publicNum)).statusCode).toBe(200);
    expect(((await view(publicNum)).json() as InvitationView).campaign?.takesWreaths).toBe(false);
    // The host may still lift it.
    expect((await choose(orderNum, { archiveDate: null })).archived).toBe(false);
    expect((await startWreath(publicNum)).statusCode).toBe(200);
  });
});

describe('POST /api/invitation/{orderNum}/delete', () => {
  let photo: FileRef;

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a98f' } })
      .jpeg()
      .toBuffer();
    photo = await storeInvitationPhoto(t.database.db, t.storage, jpeg, 'main.jpg', { linkPreview: true });
  });

  it('asks for the typed word, and only the owner may delete', async () => {
    const { orderNum } = await wedding();
    const url = `/api/invitation/${orderNum}/delete`;
    expectRefusal(await postAs(t.app, url, { confirm: '네' }, host), 400, messages.invitationLifecycle.deleteConfirm);
    expectRefusal(await postAs(t.app, url, {}, host), 400, messages.invitationLifecycle.deleteConfirm);
    expectRefusal(await postAs(t.app, url, { confirm: '삭제' }), 401, messages.common.unauthenticated);
    expectRefusal(await postAs(t.app, url, { confirm: '삭제' }, other), 403, messages.invitation.notOwner);
    expect((await getAs(t.app, lifecycleUrl(orderNum), host)).statusCode).toBe(200);
  });

  it('removes the text and the photos from the storage; the payments stay readable for the accounts', async () => {
    const { db } = t.database;
    const { row, orderNum, publicNum } = await wedding({ attachList: [{ ...photo, attachType: 'main' }] });
    await createPayment(db, row, { name: '최하객', amount: 70000 });
    const keys = (
      await db
        .select({ fileKey: storedFiles.fileKey })
        .from(storedFiles)
        .where(or(eq(storedFiles.fileKey, photo.path), eq(storedFiles.parentKey, photo.path)))
    ).map((file) => file.fileKey);
    // The photo and its WebP sizes and link preview.
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) expect(await t.storage.get(key)).not.toBeNull();

    const deleted = await postAs(t.app, `/api/invitation/${orderNum}/delete`, { confirm: '삭제' }, host);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: messages.invitationLifecycle.deleted });

    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    expect(await db.select().from(storedFiles).where(inArray(storedFiles.fileKey, keys))).toEqual([]);
    // Guests meet the not-found page ('보내신 분이 지웠을 수 있습니다'), the kiosk its own, a wreath nothing to pay for.
    expectRefusal(await view(publicNum), 404, messages.invitation.notFound);
    expect((await page(publicNum)).statusCode).toBe(404);
    expectRefusal(await kiosk(publicNum), 404, messages.invitation.notFound);
    expectRefusal(await startWreath(publicNum), 404, messages.invitation.notFound);
    // Gone from the host's orders and their settings.
    const orders = (await getAs(t.app, '/api/invitation/get-ago-list?page=1&daysAgo=30', host)).json() as Page<MemberOrder>;
    expect(orders.content.map((order) => order.orderNum)).not.toContain(orderNum);
    expectRefusal(await getAs(t.app, lifecycleUrl(orderNum), host), 404, messages.invitation.notFound);

    // The back office still lists the payment with its amount, payer and date, under the order number.
    const list = (await getAs(t.app, `/api/admin/payment/list?searchType=orderNum&searchWord=${orderNum}`, admin)).json() as Page<AdminPaymentRow>;
    expect(list.content).toEqual([expect.objectContaining({ orderNum, name: '최하객', amount: 70000, status: 'PAID', paidAt: expect.any(String) })]);
    // And the invitation's kept figures (the received-wreath total) are still there.
    expect(await db.select().from(paymentOrderSummaries).where(eq(paymentOrderSummaries.orderNum, orderNum))).toEqual([
      expect.objectContaining({ orderNum, paidCount: 1, totalPaid: 70000 }),
    ]);
  });
});
