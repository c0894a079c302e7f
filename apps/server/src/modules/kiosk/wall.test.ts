import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kioskNameWallLimit, messages, only, type KioskNameWall, type KioskSettingsAnswer } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createAccount, createCampaign, createFuneralInvitation, createPayment, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { expectRefusal, getAs, loginAs, nonMemberLogin } from '@server/test/member-session';
import { orderLedger } from '../payment';

// The kiosk's name wall (issue 24 §6) and the host's choice to show the
// running total on it, through the real routes.

let t: TestContext;
let host: string;
let other: string;
let hostSeq: number;
let campaignSeq: number;

const wallUrl = (publicNum: string) => `/api/kiosk/names/${publicNum}`;
const settingsUrl = (orderNum: string) => `/api/kiosk/settings/${orderNum}`;
const wall = (publicNum: string) => t.app.inject({ method: 'GET', url: wallUrl(publicNum) });
const put = (orderNum: string, body: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: settingsUrl(orderNum),
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function publicNumOf(orderNum: string): Promise<string> {
  return only(await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), 'the numbers')
    .publicNum;
}

async function wedding() {
  const row = await createWeddingInvitation(t.database.db, { accountSeq: hostSeq, campaignSeq, useCampaign: true });
  return { row, orderNum: row.orderNum, publicNum: await publicNumOf(row.orderNum) };
}

async function readWall(publicNum: string): Promise<KioskNameWall> {
  const response = await wall(publicNum);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KioskNameWall;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  hostSeq = (await createAccount(db, { username: 'wallhost01', name: '김도윤' })).accountSeq;
  await createAccount(db, { username: 'wallother01' });
  [host, other] = await Promise.all([loginAs(t.app, 'wallhost01'), loginAs(t.app, 'wallother01')]);
  campaignSeq = (await createCampaign(db, { campaignType: 'WEDDING', campaignName: '축하 기부화환', campaignAmount: 30000 })).campaignSeq;
});

afterAll(() => t.close());

describe('GET /api/kiosk/names/{publicNum}', () => {
  it('waits with no names and no total before the first wreath', async () => {
    const { publicNum } = await wedding();
    expect(await readWall(publicNum)).toEqual({ names: [], totalElements: 0, total: null });
  });

  it('gives every standing sender newest first, past the payment list’s 50, as each chose to be shown; cancelled ones are not there', async () => {
    const { row, publicNum } = await wedding();
    const { db } = t.database;
    const start = Date.now() - 3_600_000;
    for (let n = 0; n < 60; n += 1) {
      await createPayment(db, row, { name: `하객${String(n).padStart(2, '0')}`, senderDisplay: 'NAME', paidAt: new Date(start + n * 1000), amount: 40000 });
    }
    await createPayment(db, row, { name: '김민수', senderDisplay: 'MASKED', paidAt: new Date(start + 61_000) });
    await createPayment(db, row, { name: '박서준', senderDisplay: 'ANONYMOUS', paidAt: new Date(start + 62_000) });
    await createPayment(db, row, { name: '취소된분', senderDisplay: 'NAME', status: 'CANCELLED', paidAt: new Date(start + 63_000) });

    const answer = await readWall(publicNum);
    expect(answer.totalElements).toBe(62);
    expect(answer.names).toHaveLength(62);
    expect(answer.names.slice(0, 3).map((name) => name.name)).toEqual(['익명', '김*수', '하객59']);
    expect(answer.names.at(-1)?.name).toBe('하객00');
    expect(answer.names.map((name) => name.name)).not.toContain('취소된분');
    // The list's own order: newest first, one entry per wreath.
    expect(new Set(answer.names.map((name) => name.paymentSeq)).size).toBe(62);
    expect(answer.total).toBeNull();
    expect(kioskNameWallLimit).toBeGreaterThanOrEqual(200);
  });

  it('shows the running total once the host turns it on (the host page’s figures), and hides it again when turned off', async () => {
    const { row, orderNum, publicNum } = await wedding();
    const { db } = t.database;
    await createPayment(db, row, { name: '가하객', senderDisplay: 'NAME', amount: 40000 });
    await createPayment(db, row, { name: '나하객', senderDisplay: 'NAME', amount: 80000 });
    await createPayment(db, row, { name: '다하객', senderDisplay: 'NAME', amount: 50000, status: 'CANCELLED' });
    expect((await readWall(publicNum)).total).toBeNull();

    const saved = await put(orderNum, { showTotal: true }, host);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ orderNum, invitationType: 'W', showTotal: true } satisfies KioskSettingsAnswer);
    const ledger = await orderLedger(db, orderNum);
    expect(ledger.paidCount).toBe(2);
    expect(ledger.donatedAmount).toBeGreaterThan(0);
    // Read again at once: the save emptied the kept public answers.
    expect((await readWall(publicNum)).total).toEqual({ paidCount: 2, donatedAmount: ledger.donatedAmount });
    expect((await getAs(t.app, settingsUrl(orderNum), host)).json()).toMatchObject({ showTotal: true });

    expect((await put(orderNum, { showTotal: false }, host)).statusCode).toBe(200);
    expect((await readWall(publicNum)).total).toBeNull();
  });

  it('closes with the private invitation’s sentence, and finds nothing by an order number, an unknown or a malformed number', async () => {
    const { orderNum, publicNum } = await wedding();
    const lifecycle = await t.app.inject({
      method: 'PUT',
      url: `/api/invitation/${orderNum}/lifecycle`,
      headers: { ...sameOrigin, cookie: host, 'content-type': 'application/json' },
      payload: JSON.stringify({ accountsHidden: false, wreathsStopAfterEvent: false, unpublished: true, archiveDate: null }),
    });
    expect(lifecycle.statusCode, lifecycle.body).toBe(200);
    expectRefusal(await wall(publicNum), 410, messages.invitationLifecycle.closed('W'));
    expectRefusal(await wall(orderNum), 404, messages.invitation.notFound);
    expectRefusal(await wall('999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await wall('12ab'), 400, messages.invitation.notFound);
  });
});

describe('GET and PUT /api/kiosk/settings/{orderNum}', () => {
  it('answers the owner (off by default); refuses no session, another member and an unknown order', async () => {
    const { orderNum } = await wedding();
    const owned = await getAs(t.app, settingsUrl(orderNum), host);
    expect(owned.statusCode).toBe(200);
    expect(owned.json()).toEqual({ orderNum, invitationType: 'W', showTotal: false });
    expectRefusal(await getAs(t.app, settingsUrl(orderNum)), 401, messages.common.unauthenticated);
    expectRefusal(await getAs(t.app, settingsUrl(orderNum), other), 403, messages.invitation.notOwner);
    expectRefusal(await put(orderNum, { showTotal: true }), 401, messages.common.unauthenticated);
    expectRefusal(await put(orderNum, { showTotal: true }, other), 403, messages.invitation.notOwner);
    expectRefusal(await getAs(t.app, settingsUrl('999999999999'), host), 404, messages.invitation.notFound);
    expect((await getAs(t.app, settingsUrl(orderNum), host)).json()).toMatchObject({ showTotal: false });
  });

  it('refuses a choice that is not on or off, with the common sentence, and changes nothing', async () => {
    const { orderNum } = await wedding();
    expectRefusal(await put(orderNum, { showTotal: 'yes' }, host), 400, messages.common.badRequest);
    expectRefusal(await put(orderNum, {}, host), 400, messages.common.badRequest);
    expect((await getAs(t.app, settingsUrl(orderNum), host)).json()).toMatchObject({ showTotal: false });
  });

  it('lets the non-member host of a funeral notice choose for their own screen', async () => {
    const notice = await createFuneralInvitation(t.database.db, { nonMemberName: '이정민', nonMemberPhone: '01092837465' });
    const session = await nonMemberLogin(t.app, { nonUserName: '이정민', phoneNum: '01092837465', orderNum: notice.orderNum });
    const saved = await put(notice.orderNum, { showTotal: true }, session);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ orderNum: notice.orderNum, invitationType: 'F', showTotal: true });
    expectRefusal(await put(notice.orderNum, { showTotal: true }, other), 403, messages.invitation.notOwner);
  });
});
