import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  itemAt,
  kioskLiveEvent,
  kioskStreamPath,
  kioskWreathEvent,
  messages,
  type KioskData,
  type KioskWreathEvent,
  only,
  type PaymentIntent,
} from '@ongi/shared';
import type { App } from '@server/app';
import { loadConfig } from '@server/config';
import { orderNumbers } from '@server/db/schema';
import { createCampaign, createFuneralInvitation, createWeddingInvitation, storeInvitationPhoto } from '@server/seed/factories';
import { createTestApp, sameOrigin, type TestContext } from '@server/test/app';
import { approveInSandboxWindow } from '@server/test/sandbox-window';
import { expectRefusal } from '@server/test/member-session';
import { kioskRetryLaterMs } from './stream-routes';

// The kiosk screen's data and its live stream, on a real listening server
// (a stream cannot be injected), with wreaths paid through the sandbox
// provider and settled by the same code as every payment.

let t: TestContext;
let base: string;
const wedding = { orderNum: '', publicNum: '' };
const funeral = { orderNum: '', publicNum: '' };
const other = { orderNum: '', publicNum: '' };

async function publicNumOf(orderNum: string): Promise<string> {
  const row = only(
    await t.database.db.select({ publicNum: orderNumbers.publicNum }).from(orderNumbers).where(eq(orderNumbers.orderNum, orderNum)),
    'the order number',
  );
  return row.publicNum;
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  const { db } = t.database;
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9a98f' } })
    .jpeg()
    .toBuffer();
  const main = await storeInvitationPhoto(db, t.storage, photo, 'main.jpg');
  const gallery = await storeInvitationPhoto(db, t.storage, photo, 'gallery.jpg');
  const weddingCampaign = await createCampaign(db, { campaignType: 'WEDDING', campaignName: '축하 기부화환', campaignAmount: 30000 });
  const funeralCampaign = await createCampaign(db, { campaignType: 'FUNERAL', campaignName: '근조 기부화환', campaignAmount: 30000 });
  const made = await createWeddingInvitation(db, {
    groomName: '김도윤',
    brideName: '이서연',
    eventDate: '2027-05-15',
    eventTime: '13:30',
    eventLocationName: '라온채플 강남',
    eventLocationDetail: '그랜드홀 3층',
    kioskStyle: 3,
    useCampaign: true,
    campaignSeq: weddingCampaign.campaignSeq,
    nonMemberName: '김도윤',
    nonMemberPhone: '01023456789',
    groomContactPhone: '01011112222',
    attachList: [{ ...main, attachType: 'main' }, gallery],
  });
  Object.assign(wedding, { orderNum: made.orderNum, publicNum: await publicNumOf(made.orderNum) });
  const notice = await createFuneralInvitation(db, {
    deceasedName: '정영수',
    religion: 'buddhist',
    kioskStyle: 2,
    funeralLocationName: '서울성모병원 장례식장',
    funeralLocationDtl: '3호실',
    mainMournerPhone: '01033334444',
    useCampaign: true,
    campaignSeq: funeralCampaign.campaignSeq,
  });
  Object.assign(funeral, { orderNum: notice.orderNum, publicNum: await publicNumOf(notice.orderNum) });
  const another = await createWeddingInvitation(db, { useCampaign: true, campaignSeq: weddingCampaign.campaignSeq });
  Object.assign(other, { orderNum: another.orderNum, publicNum: await publicNumOf(another.orderNum) });
});
afterAll(() => t.close());

const kioskData = (num: string) => t.app.inject({ method: 'GET', url: `/api/invitation/get-kiosk-data?orderNum=${encodeURIComponent(num)}` });

describe('GET /api/invitation/get-kiosk-data', () => {
  it("gives a wedding's kiosk the couple, the photos, the host's style and the guest page's address, and nothing private", async () => {
    const response = await kioskData(wedding.publicNum);
    expect(response.statusCode).toBe(200);
    const data = response.json() as KioskData;
    expect(data).toMatchObject({
      type: 'W',
      publicNum: wedding.publicNum,
      kioskStyle: 3,
      guestPagePath: `/invitation/${wedding.publicNum}`,
      wedding: { groomName: '김도윤', brideName: '이서연', eventDate: '2027-05-15', eventTime: '13:30', placeName: '라온채플 강남 그랜드홀 3층' },
      funeral: null,
    });
    // The main photo first, then the gallery, each with its resized copies for a large screen.
    expect(data.photos).toHaveLength(2);
    for (const photo of data.photos) expect(photo.variants.map((variant) => variant.width)).toEqual(expect.arrayContaining([480, 960]));
    for (const secret of [wedding.orderNum, '01023456789', '01011112222', 'nonMember', 'orderNum', 'accountSeq']) expect(response.body).not.toContain(secret);
  });

  it("gives a funeral's kiosk the deceased's name with the honorific and the religion's wording", async () => {
    const response = await kioskData(funeral.publicNum);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'F',
      kioskStyle: 2,
      guestPagePath: `/invitation/${funeral.publicNum}`,
      photos: [],
      wedding: null,
      funeral: { deceasedName: '정영수', religion: 'buddhist', honorific: '故', heading: '극락왕생을 기원합니다', placeName: '서울성모병원 장례식장 3호실' },
    });
    for (const secret of [funeral.orderNum, '01033334444']) expect(response.body).not.toContain(secret);
  });

  it('finds nothing by the order number, an unknown number or a malformed one, with the same sentence', async () => {
    expectRefusal(await kioskData(wedding.orderNum), 404, messages.invitation.notFound);
    expectRefusal(await kioskData('999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await kioskData('12ab'), 400, messages.invitation.notFound);
    expectRefusal(await t.app.inject({ method: 'GET', url: '/api/invitation/get-kiosk-data' }), 400, messages.invitation.notFound);
  });
});

// ---------------------------------------------------------------------------
// The live stream

interface KioskStream {
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as sent. */
  text(): string;
  /** The wreath events received so far. */
  wreaths(): KioskWreathEvent[];
  /** Resolves once the received text satisfies the condition. */
  until(condition: (stream: KioskStream) => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** An EventSource's request, read as it arrives. */
function openStream(origin: string, publicNum: string): Promise<KioskStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${kioskStreamPath(publicNum)}`, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let received = '';
      const waiting = new Set<() => void>();
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => response.on('end', done));
      const stream: KioskStream = {
        headers: response.headers,
        text: () => received,
        wreaths: () =>
          received
            .split('\n\n')
            .filter((block) => block.split('\n').includes(`event: ${kioskWreathEvent}`))
            .map(
              (block) =>
                JSON.parse(
                  block
                    .split('\n')
                    .find((line) => line.startsWith('data: '))!
                    .slice('data: '.length),
                ) as KioskWreathEvent,
            ),
        until: (condition) =>
          new Promise((done) => {
            const check = () => {
              if (!condition(stream)) return;
              waiting.delete(check);
              done();
            };
            waiting.add(check);
            check();
          }),
        ended,
        close: () => request.destroy(),
      };
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const check of [...waiting]) check();
      });
      // The first bytes (the retry hint) say the stream is registered.
      void stream.until((s) => s.text().includes('retry:')).then(() => resolve(stream));
    });
    request.on('error', reject);
  });
}

let guests = 0;
const post = (app: App, url: string, payload: unknown) => {
  guests += 1;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.8.${Math.floor(guests / 250)}.${(guests % 250) + 1}`,
    headers: { ...sameOrigin, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
};

/** A guest pays a wreath through the sandbox: intent, the card window's approval, then verify (which settles it) on `settler`. */
async function payWreath(publicNum: string, name: string, message: string, settler: App = t.app): Promise<string> {
  const intentResponse = await post(t.app, '/api/payment/unique-payment-id', {
    publicNum,
    donationAmount: 10000,
    name,
    phoneNum: '01056781234',
    message,
    senderDisplay: 'NAME',
    agreeTerms: true,
  });
  expect(intentResponse.statusCode, intentResponse.body).toBe(200);
  const intent = intentResponse.json() as PaymentIntent;
  await approveInSandboxWindow((url, payload) => post(t.app, url, payload), intent, { webhook: false });
  const verified = await post(settler, `/api/payment/verify/${intent.paymentId}/${intent.invitationSeq}`, {});
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toMatchObject({ status: 'PAID' });
  return intent.paymentId;
}

interface StreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The stream is being served (`live` arrived); false once a refusal's answer ended. */
  served: boolean;
  close(): void;
}

/** A stream request's answer, as EventSource would take it: served (registered once `live` arrives), or answered and ended. */
const tryOpen = (origin: string, publicNum: string) =>
  new Promise<StreamAnswer>((resolve, reject) => {
    const request = http.get(`${origin}${kioskStreamPath(publicNum)}`, { headers: { accept: 'text/event-stream' }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      const answer = (served: boolean) => resolve({ status: response.statusCode!, headers: response.headers, body, served, close: () => request.destroy() });
      response.on('data', (chunk: string) => {
        body += chunk;
        if (response.statusCode === 200 && body.includes(`event: ${kioskLiveEvent}`)) answer(true);
      });
      response.on('end', () => answer(false));
    });
    request.on('error', reject);
  });

/** Not served yet, in the one way EventSource retries by itself: a 200 event stream with only a `retry:` between `shortest` and twice it, ended, its connection closed. */
function expectRetryLater(answer: StreamAnswer, shortest: number) {
  expect(answer.status).toBe(200);
  expect(answer.served).toBe(false);
  expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  const retry = Number(/^retry: (\d+)\n/.exec(answer.body)?.[1]);
  expect(retry).toBeGreaterThanOrEqual(shortest);
  expect(retry).toBeLessThan(2 * shortest);
  expect(answer.body).not.toContain('event:');
}

describe('GET /api/kiosk/stream/:publicNum', () => {
  it('opens an unbuffered event stream with a reconnect hint', async () => {
    const stream = await openStream(base, wedding.publicNum);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    // The security headers of every API answer, though the stream is written by hand.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(stream.text()).toMatch(/^retry: \d+\n/);
    // Said as an event, so the screen (which cannot see comments) knows it is served.
    expect(stream.text()).toContain(`event: ${kioskLiveEvent}\ndata: open\n\n`);
    stream.close();
  });

  it('refuses an unknown, an order or a malformed number before any stream opens', async () => {
    const get = (num: string) => t.app.inject({ method: 'GET', url: kioskStreamPath(num) });
    expectRefusal(await get('999999999999'), 404, messages.invitation.notFound);
    expectRefusal(await get(wedding.orderNum), 404, messages.invitation.notFound);
    expectRefusal(await get('12ab'), 400, messages.invitation.notFound);
  });

  it("brings a paid wreath to its invitation's screens, as the kiosk list shows it, and not to another invitation's", async () => {
    const screen = await openStream(base, wedding.publicNum);
    const secondScreen = await openStream(base, wedding.publicNum);
    const otherScreen = await openStream(base, other.publicNum);

    await payWreath(wedding.publicNum, '박하객', '두 분의 앞날을 축복합니다\n행복하세요');
    await screen.until((s) => s.wreaths().length === 1);
    await secondScreen.until((s) => s.wreaths().length === 1);
    const shown = itemAt(screen.wreaths(), 0, 'the wreath shown');
    const list = (await t.app.inject({ method: 'GET', url: `/api/payment/get-payment-list-for-kiosk/${wedding.publicNum}/1` })).json() as {
      content: KioskWreathEvent[];
    };
    // Exactly the entry the list now starts with, so the screen can add it without asking again.
    expect(shown).toEqual(list.content[0]);
    expect(shown).toMatchObject({ name: '박하객', message: '두 분의 앞날을 축복합니다\n행복하세요' });
    expect(screen.text()).toContain(`id: ${shown.paymentSeq}\nevent: wreath\n`);
    expect(screen.text()).not.toContain('01056781234');

    // The other invitation's screen hears only its own wreath: the first event it gets is that one.
    await payWreath(other.publicNum, '최하객', '축하드려요');
    await otherScreen.until((s) => s.wreaths().length === 1);
    expect(otherScreen.wreaths().map((wreath) => wreath.name)).toEqual(['최하객']);
    expect(screen.wreaths().map((wreath) => wreath.name)).toEqual(['박하객']);
    for (const stream of [screen, secondScreen, otherScreen]) stream.close();
  });

  it('reaches a screen held by another server instance on the same database', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const secondBase = await listen(second.app);
      const screen = await openStream(secondBase, funeral.publicNum);
      // Settled through the first instance; the screen is on the second.
      await payWreath(funeral.publicNum, '이웃', '편히 쉬세요', t.app);
      await screen.until((s) => s.wreaths().some((wreath) => wreath.name === '이웃'));
      screen.close();
    } finally {
      await second.close();
    }
  });

  it('lets one address hold only so many streams, and frees a place when a screen closes', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
    const capped = await createTestApp({ database: t.database, config: { ...config, kioskStreamsPerAddress: 2 } });
    const origin = await listen(capped.app);
    try {
      const first = await openStream(origin, wedding.publicNum);
      const second = await openStream(origin, funeral.publicNum);
      // Refused as EventSource retries by itself: a closed 200 stream, asked again in 30–60 s (a 429 would end it for good).
      const refused = await tryOpen(origin, wedding.publicNum);
      expectRetryLater(refused, kioskRetryLaterMs.address);
      first.close();
      await expect
        .poll(async () => {
          const retry = await openStream(origin, wedding.publicNum).catch(() => null);
          retry?.close();
          return retry !== null;
        })
        .toBe(true);
      second.close();
    } finally {
      await capped.close();
    }
  });

  const cappedApp = async (caps: { kioskStreamsPerAddress?: number; kioskStreamsTotal?: number }) => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies' });
    const capped = await createTestApp({ database: t.database, config: { ...config, ...caps } });
    return { capped, origin: await listen(capped.app) };
  };

  /**
   * Holds every lookup of a public number until `release`: a transaction
   * locks the numbers' table, so requests pile up in their lookups as a burst
   * over a real network does (PGlite has one connection; PostgreSQL waits on
   * the lock). Resolves once the lock is taken.
   */
  async function holdLookups(): Promise<{ release(): Promise<void> }> {
    let locked!: () => void;
    let release!: () => void;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table order_number in access exclusive mode`);
      locked();
      await released;
    });
    await taken;
    return {
      release: async () => {
        release();
        await holding;
      },
    };
  }

  it('holds one address to its cap under a burst: 60 opened at once against 20, exactly 20 open and 40 refused', async () => {
    const { capped, origin } = await cappedApp({ kioskStreamsPerAddress: 20 });
    try {
      let arrived = 0;
      capped.app.server.on('request', () => (arrived += 1));
      const lookups = await holdLookups();
      const burst = Array.from({ length: 60 }, () => tryOpen(origin, wedding.publicNum));
      // All sixty reach the server while every lookup waits: the check and the count cannot be told apart by timing.
      try {
        await expect.poll(() => arrived, { timeout: 20_000 }).toBe(60);
      } finally {
        await lookups.release();
      }
      const answers = await Promise.all(burst);
      expect(answers.filter((answer) => answer.served)).toHaveLength(20);
      const refused = answers.filter((answer) => !answer.served);
      expect(refused).toHaveLength(40);
      for (const answer of refused) expectRetryLater(answer, kioskRetryLaterMs.address);
      // Every place comes back when its screen closes: a second burst gets twenty again.
      for (const answer of answers) answer.close();
      await expect
        .poll(async () => {
          const again = await Promise.all(Array.from({ length: 30 }, () => tryOpen(origin, wedding.publicNum)));
          for (const answer of again) answer.close();
          return again.filter((answer) => answer.served).length;
        })
        .toBe(20);
    } finally {
      await capped.close();
    }
  });

  it('gives the place back when the number is refused', async () => {
    const { capped, origin } = await cappedApp({ kioskStreamsPerAddress: 2 });
    try {
      for (let i = 0; i < 5; i += 1) expect((await tryOpen(origin, '999999999999')).status).toBe(404);
      const open = await Promise.all([tryOpen(origin, wedding.publicNum), tryOpen(origin, funeral.publicNum)]);
      expect(open.map((answer) => answer.served)).toEqual([true, true]);
      for (const answer of open) answer.close();
    } finally {
      await capped.close();
    }
  });

  it("holds all addresses together to the instance's cap (KIOSK_STREAMS_TOTAL)", async () => {
    const { capped, origin } = await cappedApp({ kioskStreamsPerAddress: 100, kioskStreamsTotal: 5 });
    try {
      let arrived = 0;
      capped.app.server.on('request', () => (arrived += 1));
      const lookups = await holdLookups();
      const burst = Array.from({ length: 12 }, (_, i) => tryOpen(origin, i % 2 ? wedding.publicNum : funeral.publicNum));
      try {
        await expect.poll(() => arrived, { timeout: 20_000 }).toBe(12);
      } finally {
        await lookups.release();
      }
      const answers = await Promise.all(burst);
      expect(answers.filter((answer) => answer.served)).toHaveLength(5);
      const refused = answers.filter((answer) => !answer.served);
      expect(refused).toHaveLength(7);
      // A full instance: sooner than an address over its cap, and through the balancer afresh (perhaps to another instance).
      for (const answer of refused) expectRetryLater(answer, kioskRetryLaterMs.full);
      for (const answer of answers) answer.close();
    } finally {
      await capped.close();
    }
  });

  it('answers a screen that reconnects while the database does not answer with a retry EventSource follows, not a 500', async () => {
    const cut = await createTestApp();
    try {
      const origin = await listen(cut.app);
      await cut.database.close();
      const answer = await tryOpen(origin, wedding.publicNum);
      expectRetryLater(answer, kioskRetryLaterMs.database);
    } finally {
      await cut.app.close();
      fs.rmSync(cut.dataDir, { recursive: true, force: true });
    }
  });

  it('ends its open streams when the server closes, so closing is not held up', async () => {
    const third = await createTestApp({ database: t.database });
    const screen = await openStream(await listen(third.app), wedding.publicNum);
    await third.close();
    await screen.ended;
  });
});
