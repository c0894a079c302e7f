/**
 * A wedding at noon on the cluster (deploy/cluster.ts: nginx, three instances,
 * PostgreSQL, Redis, an S3-compatible bucket), through nginx only, as guests,
 * hosts and the hall's kiosks reach it (issue 28, part 2):
 *
 * - a login made through one instance works on every instance;
 * - a photo uploaded through one instance is served by all of them;
 * - 400 guests open the invitation and 60 of them pay for a wreath within a
 *   minute, each guest from an address of their own (nginx forwards it);
 * - kiosks in Chromium, at least one on every instance, show every wreath
 *   exactly once;
 * - one instance is killed (kill -9) halfway through: no approved payment is
 *   lost, and its kiosks come back through nginx to the others and get every
 *   wreath paid after they return (the ones paid while they were away come
 *   with the list read on reopening).
 *
 * The figures (guest page p99, payment p99, PAID → kiosk p99) are printed,
 * not asserted. Run: npm run build && npm run test:cluster.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import pg from 'pg';
import sharp from 'sharp';
import { kioskWreathEvent } from '@ongi/shared';
import { seededInvitations } from '../test-support/seeded-invitations';
import { startCluster, type Cluster, type ClusterInstance } from './cluster';

const guests = 400;
const wreaths = 60;
const eventMs = 60_000;
const kiosksAtLeast = 4;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** One request through nginx from `address` (a guest's own, in 127.0.0.0/8). */
function call(url: string, options: { method?: string; body?: Buffer | string; headers?: Record<string, string>; address?: string } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.address, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

let cluster: Cluster;
let browser: Browser;
let publicNum: string;
const guestAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

async function postJson(path: string, body: unknown, address: string, cookie?: string) {
  const answer = await call(`${cluster.base}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: cluster.base, ...(cookie ? { cookie } : {}) },
    address,
  });
  return { ...answer, json: () => JSON.parse(answer.body.toString()) };
}

const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).find((pair) => pair.includes('ongi_sid'))!;

/** Open kiosk streams per instance, from each instance's metrics listener. */
async function streamsByInstance(): Promise<number[]> {
  return Promise.all(
    cluster.instances.map(async (instance) => {
      if (instance.process.exitCode !== null || instance.process.signalCode !== null) return 0;
      const text = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
      return Number(/^ongi_kiosk_streams_open (\d+)/m.exec(text)?.[1] ?? 0);
    }),
  );
}

/** A kiosk screen in Chromium, its EventSource watched: every wreath event and every (re)open, with the wall-clock time. */
async function openKiosk(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
  await page.addInitScript((eventName: string) => {
    const record = window as unknown as { kioskEvents: Array<{ seq: number; at: number }>; kioskOpens: number[] };
    record.kioskEvents = [];
    record.kioskOpens = [];
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener(eventName, (event) =>
          record.kioskEvents.push({ seq: JSON.parse((event as MessageEvent).data).paymentSeq, at: performance.timeOrigin + performance.now() }),
        );
        this.addEventListener('open', () => record.kioskOpens.push(performance.timeOrigin + performance.now()));
      }
    };
  }, kioskWreathEvent);
  await page.goto(`${cluster.base}/invitation/kiosk/${publicNum}?kioskStyle=1`);
  await page.waitForFunction(() => (window as unknown as { kioskOpens: number[] }).kioskOpens.length > 0);
  return page;
}

const kioskRecord = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { kioskEvents: Array<{ seq: number; at: number }>; kioskOpens: number[] };
    return { kioskEvents: record.kioskEvents, kioskOpens: record.kioskOpens };
  });

beforeAll(async () => {
  // Reconciliation every 15 s on every instance: what the killed one approved and never confirmed is found within a minute or so.
  cluster = await startCluster({ env: { PAYMENT_RECONCILE_MINUTES: '0.25' }, log: (line) => console.log(`[cluster] ${line}`) });
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const invitation = (await seededInvitations(cluster.base)).find((view) => view.invitationType === 'W' && view.campaign !== null);
  if (!invitation) throw new Error('no seeded wedding invitation with a campaign');
  publicNum = invitation.publicNum;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
}, 120_000);

describe('a wedding through nginx on three instances', () => {
  it('a login made through one instance works on every instance', async () => {
    const login = await postJson('/api/account/login', { username: 'member01', pwd: 'Member1234!' }, '127.0.9.1');
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const orders = await call(`${cluster.base}/api/invitation/get-ago-list?daysAgo=all&page=1`, { headers: { cookie }, address: '127.0.9.1' });
      expect(orders.status).toBe(200);
      upstreams.add(String(orders.headers['x-ongi-upstream']));
    }
    expect(upstreams.size).toBe(cluster.instances.length);
  });

  it('a photo uploaded through one instance is served by every instance', async () => {
    const login = await postJson('/api/admin/account/login', { username: 'admin', pwd: 'Admin1234!' }, '127.0.9.2');
    expect(login.status).toBe(200);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a27e' } }).png().toBuffer();
    const form = new FormData();
    form.append('uploadBoard', 'notice');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), '하객사진.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await call(`${cluster.base}/api/file/upload-editor-img`, {
      method: 'POST',
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: cluster.base, cookie: cookieOf(login) },
      address: '127.0.9.2',
    });
    expect(upload.status).toBe(200);
    const { path } = JSON.parse(upload.body.toString()) as { path: string };
    const uploadedBy = String(upload.headers['x-ongi-upstream']);
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const served = await call(`${cluster.base}/api/file/image?path=${encodeURIComponent(path)}`, { address: '127.0.9.3' });
      expect(served.status).toBe(200);
      expect(createHash('sha256').update(served.body).digest('hex')).toBe(createHash('sha256').update(photo).digest('hex'));
      servedBy.add(String(served.headers['x-ongi-upstream']));
    }
    expect(servedBy.size).toBe(cluster.instances.length);
    expect(servedBy).toContain(uploadedBy);
  });

  it('every wreath reaches the kiosks on every instance exactly once, though one instance is killed halfway', async () => {
    // Kiosks until every instance holds at least one stream (nginx spreads them round-robin).
    const kiosks: Page[] = [];
    while (kiosks.length < kiosksAtLeast || (await streamsByInstance()).some((n) => n === 0)) {
      if (kiosks.length >= 3 * cluster.instances.length) throw new Error(`kiosk streams did not spread over the instances: ${await streamsByInstance()}`);
      kiosks.push(await openKiosk());
    }
    const spread = await streamsByInstance();
    const killed: ClusterInstance = cluster.instances[spread.indexOf(Math.max(...spread))];
    console.log(`[wedding] kiosks ${kiosks.length}, streams per instance ${spread.join(' / ')}; instance ${killed.index + 1} (${spread[killed.index]} kiosks) is killed after wreath ${wreaths / 2}`);

    const guestPages: number[] = [];
    const failedPages: number[] = [];
    const verifies: Array<{ paymentId: string; approved: number; started: number; ms: number; status: number }> = [];
    const approved = new Set<string>();
    const retriedWreaths: string[] = [];
    let killedAt = 0;
    const eventStart = performance.now();
    const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, eventStart + ms - performance.now())));

    const guestVisit = async (n: number) => {
      await at((n * eventMs) / guests);
      const page = await call(`${cluster.base}/invitation/${publicNum}`, { address: guestAddress(n) });
      (page.status === 200 ? guestPages : failedPages).push(page.ms);
    };

    /** A guest pays for a wreath as the guest page does (the sandbox provider approves, its webhook is sent too). */
    const payWreath = async (n: number, attempt = 1): Promise<void> => {
      const address = guestAddress(n);
      try {
        const intent = await postJson(
          '/api/payment/unique-payment-id',
          { publicNum, donationAmount: 10000, name: `하객${n}`, phoneNum: '01056781234', message: `결혼 축하드려요 ${n}`, senderDisplay: 'NAME', agreeTerms: true },
          address,
        );
        if (intent.status !== 200) throw new Error(`checkout answered ${intent.status}`);
        const { paymentId, invitationSeq, amount, orderName, portone } = intent.json();
        const requested = await postJson(
          '/api/sandbox/payments',
          { storeId: portone?.storeId, channelKey: portone?.channelKey, paymentId, orderName, totalAmount: amount, currency: 'KRW', payMethod: 'CARD' },
          address,
        );
        if (requested.status !== 200) throw new Error(`sandbox request ${requested.status}`);
        const approvedAt = Date.now();
        const approval = await postJson(`/api/sandbox/payments/${paymentId}/approve`, { cardCompany: '신한카드', cardNumber: '1234-5678-9012-3456', webhook: true }, address);
        if (approval.status !== 200) throw new Error(`sandbox approve ${approval.status}`);
        approved.add(paymentId);
        const started = Date.now();
        const verify = await postJson(`/api/payment/verify/${paymentId}/${invitationSeq}`, {}, address);
        // A confirmation that died with its instance is not retried here (the guest page's retry is issue 28, 1.4): the webhook and reconciliation must settle it.
        verifies.push({ paymentId, approved: approvedAt, started, ms: verify.ms, status: verify.status });
      } catch (error) {
        // Before the provider approved, nothing was paid: the guest taps again.
        if (attempt > 2) throw error;
        retriedWreaths.push(`하객${n}: ${(error as Error).message}`);
        return payWreath(n, attempt + 1);
      }
    };

    const wreathPayers = Array.from({ length: wreaths }, (_, i) => Math.floor((i * guests) / wreaths));
    await Promise.all([
      ...Array.from({ length: guests }, (_, n) => guestVisit(n)),
      ...wreathPayers.map(async (n, i) => {
        await at((i * eventMs) / wreaths);
        if (i === wreaths / 2) {
          killed.process.kill('SIGKILL');
          killedAt = Date.now();
        }
        await payWreath(n);
      }),
    ]);
    const eventSeconds = (performance.now() - eventStart) / 1000;

    // Nothing approved is lost: every approved payment ends PAID (its verify, its webhook, or reconciliation on a survivor).
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    let settled = 0;
    const settledBy = Date.now() + 150_000;
    while (Date.now() < settledBy) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from payment where payment_id = any($1) and status = 'PAID'`, [[...approved]]);
      settled = rows[0].n;
      if (settled === approved.size) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { rows: seqRows } = await db.query<{ payment_seq: number; payment_id: string }>(`select payment_seq, payment_id from payment where payment_id = any($1)`, [[...approved]]);
    await db.end();
    const verifyFailures = verifies.filter((verify) => verify.status !== 200);
    console.log(`[wedding] approved ${approved.size}, PAID ${settled}; verify answers other than 200: ${verifyFailures.map((v) => v.status).join(', ') || 'none'}; wreaths started again by their guest: ${retriedWreaths.length ? retriedWreaths.join('; ') : 'none'}`);
    expect(approved.size).toBe(wreaths);
    expect(settled).toBe(approved.size);

    // The kiosks: all streams back on the living instances, the same count on every screen, nobody twice.
    await expect.poll(async () => (await streamsByInstance()).reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBe(kiosks.length);
    const kioskList = JSON.parse((await call(`${cluster.base}/api/payment/get-payment-list-for-kiosk/${publicNum}/1`)).body.toString()) as { totalElements: number };
    const seqOf = new Map(seqRows.map((row) => [row.payment_id, row.payment_seq]));
    // The provider's approval starts the race between the guest's confirmation and the provider's webhook: whichever settles it first, the kiosk shows it.
    const approvalStart = new Map(verifies.map((verify) => [seqOf.get(verify.paymentId)!, verify.approved]));
    const latencies: number[] = [];
    for (const [index, page] of kiosks.entries()) {
      // The screen's own count: the list read every 10 s and after a reconnect, plus what the stream brought.
      await page.getByText(`${kioskList.totalElements.toLocaleString('ko-KR')}분`, { exact: true }).waitFor({ timeout: 30_000 });
      const names = await page.getByRole('region', { name: '축하해 주신 분들' }).getByRole('listitem').allTextContents().catch(() => [] as string[]);
      expect(new Set(names).size).toBe(names.length);
      const record = await kioskRecord(page);
      const seqs = record.kioskEvents.map((event) => event.seq);
      // Exactly once on the stream: no wreath arrives twice.
      expect(new Set(seqs).size).toBe(seqs.length);
      // Every wreath approved after the stream was (re)opened for the last time came on it. Approval, not the
      // guest's confirmation: the provider's webhook can settle a wreath before the confirmation starts, and one
      // settled before the stream reopened reaches the screen through the list read on reconnect instead.
      const lastOpen = record.kioskOpens.at(-1)!;
      const expected = [...approvalStart.entries()].filter(([, approvedAt]) => approvedAt > lastOpen).map(([seq]) => seq);
      expect(expected.filter((seq) => !seqs.includes(seq))).toEqual([]);
      for (const event of record.kioskEvents) {
        const approvedAt = approvalStart.get(event.seq);
        if (approvedAt !== undefined) latencies.push(event.at - approvedAt);
      }
      console.log(`[wedding] kiosk ${index + 1}: stream opened ${record.kioskOpens.length}×, ${seqs.length} wreaths on the stream, ${names.length} names shown`);
    }

    const p = (values: number[], q: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    };
    const verifyMs = verifies.filter((verify) => verify.status === 200).map((verify) => verify.ms);
    console.log(
      [
        `[wedding] ${guests} guests and ${wreaths} wreaths in ${eventSeconds.toFixed(0)} s, kiosks ${kiosks.length}, instance ${killed.index + 1} killed at ${new Date(killedAt).toISOString()}`,
        `[wedding] guest page: ${guestPages.length} answered, ${failedPages.length} errors, p50 ${p(guestPages, 0.5).toFixed(0)} ms, p99 ${p(guestPages, 0.99).toFixed(0)} ms`,
        `[wedding] payment confirmation: p50 ${p(verifyMs, 0.5).toFixed(0)} ms, p99 ${p(verifyMs, 0.99).toFixed(0)} ms`,
        `[wedding] PAID → kiosk (the provider's approval → the event on a kiosk screen, ${latencies.length} arrivals): p50 ${p(latencies, 0.5).toFixed(0)} ms, p99 ${p(latencies, 0.99).toFixed(0)} ms`,
      ].join('\n'),
    );
    expect(failedPages).toEqual([]);
  });
});
