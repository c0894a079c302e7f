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
 * The wedding itself (test-support/wedding.ts) is the one `npm run
 * bench:wedding` plays. The figures (guest page p99, payment p99, PAID → kiosk
 * p99) are printed, not asserted. Run: npm run build && npm run test:cluster.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import sharp from 'sharp';
import { itemAt, only } from '@ongi/shared';
import {
  call,
  describeWedding,
  kioskListCount,
  kioskWreaths,
  launchKioskBrowser,
  openKiosks,
  playWedding,
  postJson,
  seededWedding,
  weddingFigures,
  weddingSize,
  type Answer,
} from '../test-support/wedding';
import { startCluster, type Cluster, type ClusterInstance } from './cluster';

let cluster: Cluster;
let browser: Browser;
let publicNum: string;

const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '').find((pair) => pair.includes('ongi_sid'))!;

beforeAll(async () => {
  // Reconciliation every 15 s on every instance: what the killed one approved and never confirmed is found within a minute or so.
  cluster = await startCluster({ env: { PAYMENT_RECONCILE_MINUTES: '1' }, log: (line) => console.log(`[cluster] ${line}`) });
  browser = await launchKioskBrowser();
  publicNum = await seededWedding(cluster.base);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
}, 120_000);

describe('a wedding through nginx on three instances', () => {
  it('a login made through one instance works on every instance', async () => {
    const login = await postJson(cluster.base, '/api/account/login', { username: 'member01', pwd: 'Member1234!' }, '127.0.9.1');
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
    const login = await postJson(cluster.base, '/api/admin/account/login', { username: 'admin', pwd: 'Admin1234!' }, '127.0.9.2');
    expect(login.status).toBe(200);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c9a27e' } })
      .png()
      .toBuffer();
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
    const kiosks = await openKiosks(browser, cluster.base, publicNum, { streamsPerInstance: cluster.kioskStreams });
    const spread = await cluster.kioskStreams();
    const killed: ClusterInstance = itemAt(cluster.instances, spread.indexOf(Math.max(...spread)), 'the busiest instance');
    console.log(
      `[wedding] kiosks ${kiosks.length}, streams per instance ${spread.join(' / ')}; instance ${killed.index + 1} (${spread[killed.index]} kiosks) is killed after wreath ${weddingSize.wreaths / 2}`,
    );

    let killedAt = 0;
    const wedding = await playWedding(cluster.base, publicNum, {
      halfway: () => {
        killed.process.kill('SIGKILL');
        killedAt = Date.now();
      },
    });

    // Nothing approved is lost: every approved payment ends PAID (its verify, its webhook, or reconciliation on a survivor).
    const approved = [...wedding.approved.keys()];
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    let settled = 0;
    const settledBy = Date.now() + 150_000;
    while (Date.now() < settledBy) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from payment where payment_id = any($1) and status = 'PAID'`, [approved]);
      settled = only(rows, 'the count').n;
      if (settled === approved.length) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await db.end();
    console.log(`[wedding] approved ${approved.length}, PAID ${settled}`);
    expect(wedding.gaveUp).toEqual([]);
    expect(approved.length).toBe(weddingSize.wreaths);
    expect(settled).toBe(approved.length);

    // The kiosks: all streams back on the living instances, the same count on every screen, nobody twice.
    await expect.poll(async () => (await cluster.kioskStreams()).reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBe(kiosks.length);
    const listed = await kioskListCount(cluster.base, publicNum);
    const latencies: number[] = [];
    for (const [index, page] of kiosks.entries()) {
      // The screen's own count: the list read every 10 s and after a reconnect, plus what the stream brought.
      await page.getByText(`${listed.toLocaleString('ko-KR')}분`, { exact: true }).waitFor({ timeout: 30_000 });
      const names = await page
        .getByRole('region', { name: '축하해 주신 분들' })
        .getByRole('listitem')
        .allTextContents()
        .catch(() => [] as string[]);
      expect(new Set(names).size).toBe(names.length);
      const stream = await kioskWreaths(page, wedding);
      // Exactly once on the stream: no wreath arrives twice.
      expect(new Set(stream.seqs).size).toBe(stream.seqs.length);
      // Every wreath approved after the stream was (re)opened for the last time came on it.
      expect(stream.missing).toEqual([]);
      latencies.push(...stream.latencies);
      console.log(`[wedding] kiosk ${index + 1}: stream opened ${stream.opens}×, ${stream.seqs.length} wreaths on the stream, ${names.length} names shown`);
    }

    console.log(
      [
        ...describeWedding(wedding, weddingFigures(wedding, latencies), kiosks.length),
        `instance ${killed.index + 1} killed at ${new Date(killedAt).toISOString()}`,
      ]
        .map((line) => `[wedding] ${line}`)
        .join('\n'),
    );
    expect(wedding.failedPages).toEqual([]);
  });
});
