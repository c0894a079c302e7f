import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kioskStreamPath, messages, only } from '@ongi/shared';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { orderNumbers } from '../db/schema';
import { createWeddingInvitation } from '../seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '../test/app';
import { createTestDatabase } from '../test/database';
import { redisReachable, testRedisPrefix } from '../test/redis';

// Guessing public numbers (issue 22, 2.10; docs/decisions/011): an address
// may ask for so many numbers that do not exist; then every public-number
// lookup of that address is refused for the rest of the window, and no other
// address notices anything.

const shell = '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>온기</title></head><body><div id="root"></div></body></html>';
let webDist: string;
let database: DatabaseHandle;
let known: string;
const redisKeys = testRedisPrefix('public-number-guard');

const configWith = (misses: { perAddress: number; windowMs: number }, env: Record<string, string> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: webDist, SESSION_SECRET: 's'.repeat(40), ...env }),
  publicNumberMisses: misses,
});

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-guard-web-'));
  fs.writeFileSync(path.join(webDist, 'invitation.html'), shell);
  fs.writeFileSync(path.join(webDist, 'thanks.html'), shell);
  fs.writeFileSync(path.join(webDist, 'index.html'), shell);
  database = await createTestDatabase();
  const made = await createWeddingInvitation(database.db, { groomName: '김도윤', brideName: '이서연' });
  known = only(
    await database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, made.orderNum)),
    'the order number',
  ).publicNum;
});
afterAll(async () => {
  await database.close();
  await redisKeys.flush();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Every way a public number is looked up, each as a browser or a kiosk asks. */
const lookups = (num: string) => [
  `/invitation/${num}`,
  `/api/invitation/get-detail?orderNum=${num}`,
  `/api/invitation/get-kiosk-data?orderNum=${num}`,
  `/api/payment/get-payment-list-for-kiosk/${num}/1`,
];
const get = (t: TestContext, url: string, from: string) => t.app.inject({ method: 'GET', url, remoteAddress: from });
const unknown = (i: number) => String(900000000000 + i);

describe('the public-number guard', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ database, webDist, config: configWith({ perAddress: 5, windowMs: 10 * 60 * 1000 }) });
  });
  afterAll(() => t.close());

  it('watches every route that takes a public number', () => {
    const watched = new Set(t.app.publicNumberRoutes.filter((route) => !route.startsWith('HEAD ')));
    expect(watched).toEqual(
      new Set([
        'GET /invitation/:publicNum',
        'GET /api/invitation/get-detail',
        'GET /api/invitation/calendar',
        'GET /api/invitation/get-kiosk-data',
        'GET /api/kiosk/stream/:publicNum',
        'GET /api/payment/get-payment-list-for-kiosk/:publicNum/:page',
        // Starting a wreath for an invitation names it by its public number too.
        'POST /api/payment/unique-payment-id',
        // The thank-you page after the event (issue 27).
        'GET /thanks/:publicNum',
        'GET /api/thanks/page/:publicNum',
        // The guest page's manage bar asks whether the viewer is the host.
        'GET /api/host/manage/:publicNum',
        // The link preview's picture, and 온기 초대장 확인 (issue 24 §5): an unknown number there is a guess too.
        'GET /og/:publicNum.jpg',
        'GET /api/invitation/verify',
        // The guests' own writes and reads by the number (issue 24): 방명록 / 추모의 글, 참석 의사, the kiosk's name wall.
        'GET /api/guestbook/:publicNum',
        'POST /api/guestbook/:publicNum',
        'POST /api/guestbook/:publicNum/:messageSeq/delete',
        'POST /api/rsvp/page/:publicNum',
        'POST /api/rsvp/page/:publicNum/own',
        'PUT /api/rsvp/page/:publicNum/own',
        'POST /api/rsvp/page/:publicNum/find',
        'GET /api/kiosk/names/:publicNum',
      ]),
    );
  });

  it('does not count known numbers, however often, nor malformed ones', async () => {
    for (let round = 0; round < 10; round += 1) for (const url of lookups(known)) expect((await get(t, url, '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await get(t, '/api/invitation/get-detail?orderNum=12ab', '10.1.0.1')).statusCode).toBe(400);
    expect((await get(t, `/api/invitation/get-detail?orderNum=${unknown(1)}`, '10.1.0.1')).statusCode).toBe(404);
  });

  it('refuses every lookup of an address that asked for too many unknown numbers, known ones and cached ones too, in Korean', async () => {
    const from = '10.1.0.2';
    // Five misses, on every kind of lookup and the kiosk's stream.
    const misses = [...lookups(unknown(10)), kioskStreamPath(unknown(11))];
    for (const url of misses) expect((await get(t, url, from)).statusCode).toBe(404);

    const data = await get(t, `/api/invitation/get-detail?orderNum=${known}`, from);
    expect(data.statusCode).toBe(429);
    expect(data.json()).toEqual({ message: messages.invitation.tooManyUnknownNumbers });
    expect(data.headers['cache-control']).toBe('no-store');
    expect(Number(data.headers['retry-after'])).toBeGreaterThan(0);

    const page = await get(t, `/invitation/${known}`, from);
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>잠시 후 다시 열어 주세요 | 온기</title>');
    expect(page.body).toContain(messages.invitation.tooManyUnknownNumbers);
    expect(page.body).not.toContain('김도윤');

    for (const url of [...lookups(known), ...lookups(unknown(12)), kioskStreamPath(known), `/api/invitation/calendar?orderNum=${known}`]) {
      expect((await get(t, url, from)).statusCode, url).toBe(429);
    }
    // Starting a wreath for a number is a lookup too.
    const wreath = {
      publicNum: known,
      donationAmount: 10000,
      name: '김하객',
      phoneNum: '01012345678',
      message: '축하합니다',
      senderDisplay: 'NAME',
      agreeTerms: true,
    };
    const start = await t.app.inject({ method: 'POST', url: '/api/payment/unique-payment-id', headers: sameOrigin, payload: wreath, remoteAddress: from });
    expect(start.statusCode).toBe(429);
    // The rest of the site is the address's as before.
    expect((await get(t, '/api/site/settings', from)).statusCode).toBe(200);
  });

  it('counts a wreath started for a number that does not exist', async () => {
    const from = '10.1.0.4';
    const wreath = (publicNum: string) => ({
      publicNum,
      donationAmount: 10000,
      name: '김하객',
      phoneNum: '01012345678',
      message: '축하합니다',
      senderDisplay: 'NAME',
      agreeTerms: true,
    });
    for (let i = 0; i < 5; i += 1) {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/payment/unique-payment-id',
        headers: sameOrigin,
        payload: wreath(unknown(70 + i)),
        remoteAddress: from,
      });
      expect(start.statusCode, start.body).toBe(404);
    }
    expect((await get(t, `/api/invitation/get-detail?orderNum=${known}`, from)).statusCode).toBe(429);
  });

  it('leaves every other address alone', async () => {
    for (const url of lookups(known)) expect((await get(t, url, '10.1.0.3')).statusCode).toBe(200);
    expect((await get(t, `/api/invitation/get-detail?orderNum=${unknown(20)}`, '10.1.0.3')).statusCode).toBe(404);
  });
});

describe('the end of the window', () => {
  it('lets the address look numbers up again', async () => {
    const t = await createTestApp({ database, webDist, config: configWith({ perAddress: 2, windowMs: 1500 }) });
    try {
      const from = '10.2.0.1';
      for (let i = 0; i < 2; i += 1) expect((await get(t, `/api/invitation/get-detail?orderNum=${unknown(30 + i)}`, from)).statusCode).toBe(404);
      expect((await get(t, `/api/invitation/get-detail?orderNum=${known}`, from)).statusCode).toBe(429);
      await expect
        .poll(async () => (await get(t, `/api/invitation/get-detail?orderNum=${known}`, from)).statusCode, { timeout: 10_000, interval: 250 })
        .toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(redisReachable)('the guard with REDIS_URL', () => {
  it("counts an address's misses on every instance together", async () => {
    const config = configWith({ perAddress: 5, windowMs: 10 * 60 * 1000 }, redisKeys.env);
    const [first, second] = [await createTestApp({ database, webDist, config }), await createTestApp({ database, webDist, config })];
    try {
      const from = '10.3.0.1';
      for (let i = 0; i < 3; i += 1) expect((await get(first, `/api/invitation/get-detail?orderNum=${unknown(40 + i)}`, from)).statusCode).toBe(404);
      for (let i = 0; i < 2; i += 1) expect((await get(second, `/api/invitation/get-detail?orderNum=${unknown(50 + i)}`, from)).statusCode).toBe(404);
      // The fifth miss was the second instance's: it refuses the address now.
      expect((await get(second, `/invitation/${known}`, from)).statusCode).toBe(429);
      // The first has not seen it go over yet: its next miss is the last it answers.
      expect((await get(first, `/api/invitation/get-detail?orderNum=${unknown(60)}`, from)).statusCode).toBe(404);
      expect((await get(first, `/invitation/${known}`, from)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a refused address over HTTP, behind a trusted proxy', () => {
  it('is refused a kept guest page that the public cache answers everyone else from memory', async () => {
    const t = await createTestApp({ database, webDist, config: configWith({ perAddress: 2, windowMs: 10 * 60 * 1000 }, { TRUST_PROXY: 'loopback' }) });
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      const page = `${base}/invitation/${known}`;
      // Read once and kept: the next ones are answered before routing.
      expect((await fetch(page, from('10.4.0.1'))).status).toBe(200);
      expect((await fetch(page, from('10.4.0.1'))).status).toBe(200);
      for (let i = 0; i < 2; i += 1) expect((await fetch(`${base}/invitation/${unknown(70 + i)}`, from('10.4.0.2'))).status).toBe(404);
      const refused = await fetch(page, from('10.4.0.2'));
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain(messages.invitation.tooManyUnknownNumbers);
      expect((await fetch(page, from('10.4.0.3'))).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
