import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only, type HostEvent } from '@ongi/shared';
import { orderNumbers } from '@server/db/schema';
import { createAccount, createWeddingInvitation } from '@server/seed/factories';
import { createTestApp, type TestContext } from '@server/test/app';
import { getAs, loginAs } from '@server/test/member-session';

// Guest page views are counted in memory where the page is served, from
// memory or not, and reach the database only when an instance flushes them.

let t: TestContext;
let webDist: string;
let orderNum: string;
let publicNum: string;
let hostCookie: string;
const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KAKAOTALK 10.4.0' };

const storedViews = async () =>
  only(await t.database.db.select({ viewCount: orderNumbers.viewCount }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)), 'the order').viewCount;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-web-'));
  const shell = '<!doctype html><html lang="ko"><head><title>온기</title></head><body><div id="root"></div></body></html>';
  fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  t = await createTestApp({ webDist });
  const host = await createAccount(t.database.db, { username: 'host02' });
  const made = await createWeddingInvitation(t.database.db, { accountSeq: host.accountSeq });
  orderNum = made.orderNum;
  publicNum = only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)),
    'the order',
  ).publicNum;
  hostCookie = await loginAs(t.app, 'host02');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('guest page views', () => {
  it('counts guests’ GETs (first read, from memory, revalidated) and writes them only on a flush', async () => {
    const first = await getAs(t.app, `/invitation/${publicNum}`, undefined, phone);
    expect(first.statusCode).toBe(200);
    const fromMemory = await getAs(t.app, `/invitation/${publicNum}`, undefined, phone);
    expect(fromMemory.statusCode).toBe(200);
    const revalidated = await getAs(t.app, `/invitation/${publicNum}`, undefined, { ...phone, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // Not counted: a HEAD, a link previewer, an unknown number.
    expect((await t.app.inject({ method: 'HEAD', url: `/invitation/${publicNum}`, headers: phone })).statusCode).toBe(200);
    await getAs(t.app, `/invitation/${publicNum}`, undefined, { 'user-agent': 'facebookexternalhit/1.1' });
    await getAs(t.app, `/invitation/${publicNum}`, undefined, { 'user-agent': 'kakaotalk-scrap/1.0' });
    expect((await getAs(t.app, '/invitation/999999999999', undefined, phone)).statusCode).toBe(404);

    expect(await storedViews()).toBe(0);
    await t.app.guestViews.flush();
    expect(await storedViews()).toBe(3);
    const event = (await getAs(t.app, `/api/host/event/${orderNum}`, hostCookie)).json() as HostEvent;
    expect(event.viewCount).toBe(3);

    // A second flush adds to it; an empty one writes nothing.
    await getAs(t.app, `/invitation/${publicNum}`, undefined, phone);
    await t.app.guestViews.flush();
    await t.app.guestViews.flush();
    expect(await storedViews()).toBe(4);
  });

  it('counts the views a real server answers before routing, from memory', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.guestViews.flush();
    const before = await storedViews();
    const first = await fetch(`${base}/invitation/${publicNum}`, { headers: phone });
    expect(first.status).toBe(200);
    // Kept in memory now: these two are answered by the HTTP server's request event, never routed.
    expect((await fetch(`${base}/invitation/${publicNum}`, { headers: phone })).status).toBe(200);
    expect((await fetch(`${base}/invitation/${publicNum}`, { headers: { ...phone, 'if-none-match': first.headers.get('etag') ?? '' } })).status).toBe(304);
    expect((await fetch(`${base}/invitation/${publicNum}`, { method: 'HEAD', headers: phone })).status).toBe(200);
    expect((await fetch(`${base}/invitation/${publicNum}`, { headers: { 'user-agent': 'kakaotalk-scrap/1.0' } })).status).toBe(200);
    await expect
      .poll(async () => {
        await t.app.guestViews.flush();
        return (await storedViews()) - before;
      })
      .toBe(3);
  });
});
