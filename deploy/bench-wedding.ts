/**
 * The wedding at noon as a bench (issue 28): the scenario the cluster test
 * plays (test-support/wedding.ts: 400 guests open the invitation and 60 pay
 * for a wreath within a minute, each from an address of their own, 4 kiosk
 * screens in Chromium), on the two topologies the README documents:
 *
 * - embedded: one built server (test-support/built-server.ts) with its
 *   embedded database, started on a copy of a freshly seeded data folder;
 * - cluster: deploy/cluster.ts, nginx in front of three instances,
 *   PostgreSQL, Redis and s3rver, every request through nginx.
 *
 * Nothing is killed unless `--kill` (cluster only: the instance holding the
 * most kiosks, before the middle wreath, as the test does). One row per
 * topology: errors, guest page p50/p99, payment confirmation p50/p99, the
 * provider's approval → the wreath on a kiosk screen p50/p99. Measured, not
 * asserted; the test asserts.
 *
 *   npm run build && npm run bench:wedding               # both topologies
 *   npm run bench:wedding -- --embedded                  # one of them
 *   npm run bench:wedding -- --cluster [--kill]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { itemAt } from '@ongi/shared';
import { startBuiltServer } from '../test-support/built-server';
import {
  describeWedding,
  kioskListCount,
  kioskWreaths,
  launchKioskBrowser,
  openKiosks,
  playWedding,
  seededWedding,
  weddingFigures,
  weddingSize,
  type Wedding,
} from '../test-support/wedding';
import { startCluster } from './cluster';

const flags = new Set(process.argv.slice(2));
const unknown = [...flags].filter((flag) => !['--embedded', '--cluster', '--kill'].includes(flag));
if (unknown.length > 0) {
  console.error(`모르는 옵션: ${unknown.join(' ')} (--embedded, --cluster, --kill)`);
  process.exit(2);
}
const topologies =
  flags.has('--embedded') || flags.has('--cluster')
    ? (['embedded', 'cluster'] as const).filter((name) => flags.has(`--${name}`))
    : (['embedded', 'cluster'] as const);
const kill = flags.has('--kill');

interface Row {
  topology: string;
  wedding: Wedding;
  kiosks: number;
  latencies: number[];
  /** Approved wreaths the kiosk list counts once the wedding is over (each PAID once). */
  listed: number;
  /** Wreaths a kiosk's stream should have brought and did not, and wreaths a stream brought twice, over all screens. */
  missing: number;
  twice: number;
}

/** The wedding on `base` with its kiosks open, then what the screens and the kiosk list show once it has settled. */
async function weddingOn(topology: string, base: string, kiosks: Page[], publicNum: string, halfway?: () => void): Promise<Row> {
  const listedBefore = await kioskListCount(base, publicNum);
  const wedding = await playWedding(base, publicNum, { halfway });
  // Settled: every approved wreath counted on the kiosk list (after a kill, reconciliation on a survivor may take a while).
  let listed = 0;
  const settledBy = Date.now() + (kill ? 150_000 : 30_000);
  do {
    listed = (await kioskListCount(base, publicNum)) - listedBefore;
    if (listed >= wedding.approved.size) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < settledBy);
  const row: Row = { topology, wedding, kiosks: kiosks.length, latencies: [], listed, missing: 0, twice: 0 };
  for (const page of kiosks) {
    // The last events may still be on their way to the screens: until every wreath is there, for at most 15 s.
    await page
      .waitForFunction((count) => (window as unknown as { kioskEvents: unknown[] }).kioskEvents.length >= count, wedding.approved.size, { timeout: 15_000 })
      .catch(() => undefined);
    const stream = await kioskWreaths(page, wedding);
    row.latencies.push(...stream.latencies);
    row.missing += stream.missing.length;
    row.twice += stream.seqs.length - new Set(stream.seqs).size;
  }
  for (const line of describeWedding(wedding, weddingFigures(wedding, row.latencies), kiosks.length)) console.log(`[${topology}] ${line}`);
  return row;
}

async function embedded(browser: Browser): Promise<Row> {
  // Seeded once, then the measured server starts on a copy, as the journeys' servers do: it starts as a restarted production server would, with nothing warmed by the seeding.
  const seeding = await startBuiltServer();
  await seeding.stop({ keepData: true });
  try {
    const server = await startBuiltServer({ copyOf: seeding.dataDir });
    try {
      const publicNum = await seededWedding(server.base);
      const kiosks = await openKiosks(browser, server.base, publicNum);
      try {
        return await weddingOn('embedded', server.base, kiosks, publicNum);
      } finally {
        await Promise.all(kiosks.map((page) => page.close()));
      }
    } finally {
      await server.stop();
    }
  } finally {
    // The seeding server is stopped already: this removes its folder.
    await seeding.stop();
  }
}

async function cluster(browser: Browser): Promise<Row> {
  // After a kill, reconciliation every 15 s settles what the killed instance approved and never confirmed (as in the test).
  const running = await startCluster({ env: kill ? { PAYMENT_RECONCILE_MINUTES: '1' } : {}, log: () => {} });
  try {
    const publicNum = await seededWedding(running.base);
    const kiosks = await openKiosks(browser, running.base, publicNum, { streamsPerInstance: running.kioskStreams });
    const spread = await running.kioskStreams();
    console.log(`[cluster] kiosk streams per instance ${spread.join(' / ')}`);
    const victim = itemAt(running.instances, spread.indexOf(Math.max(...spread)), 'the busiest instance');
    try {
      return await weddingOn(
        kill ? 'cluster, one instance killed' : 'cluster',
        running.base,
        kiosks,
        publicNum,
        kill ? () => victim.process.kill('SIGKILL') : undefined,
      );
    } finally {
      await Promise.all(kiosks.map((page) => page.close()));
      // What nginx said about the instances (a 502 or 504 names its cause here), counted by kind, before the cluster's folder goes.
      const kinds = new Map<string, number>();
      for (const line of fs.readFileSync(path.join(running.folder, 'nginx', 'error.log'), 'utf8').split('\n')) {
        const kind = /\[(?:error|warn)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client:|$)/.exec(line)?.[1];
        if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      console.log(`[cluster] nginx error.log: ${[...kinds.entries()].map(([kind, n]) => `${n}× ${kind}`).join('; ') || 'empty'}`);
    }
  } finally {
    await running.stop();
  }
}

function formatRow(row: Row): string {
  const figures = weddingFigures(row.wedding, row.latencies);
  const pair = (p50: number, p99: number) => `${p50.toFixed(0)} / ${p99.toFixed(0)} ms`;
  const errors =
    figures.guestPageErrors +
    row.wedding.startedAgain.length +
    row.wedding.gaveUp.length +
    figures.confirmationErrors +
    (row.wedding.approved.size - row.listed) +
    row.missing +
    row.twice;
  return [
    row.topology,
    String(errors),
    `${figures.guestPageErrors} / ${weddingSize.guests}`,
    pair(figures.guestPageP50, figures.guestPageP99),
    `${row.wedding.startedAgain.length}, ${row.wedding.gaveUp.length}, ${figures.confirmationErrors}`,
    pair(figures.confirmationP50, figures.confirmationP99),
    pair(figures.kioskP50, figures.kioskP99),
    `${row.listed} / ${row.wedding.approved.size}`,
    `${row.kiosks}: ${row.missing} missing, ${row.twice} twice`,
  ].join(' | ');
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `온기 결혼식 벤치: 하객 ${weddingSize.guests}명, 화환 ${weddingSize.wreaths}개, ${weddingSize.eventMs / 1000} s, 키오스크 ${weddingSize.kiosks}개 이상 (Chromium); ${new Date().toISOString()}, ${execFileSync('nproc').toString().trim()} cores (${os.cpus()[0]?.model.trim()}), load ${load()}`,
  );
  const browser = await launchKioskBrowser();
  const rows: Row[] = [];
  try {
    for (const topology of topologies) {
      try {
        rows.push(await (topology === 'embedded' ? embedded(browser) : cluster(browser)));
      } catch (error) {
        // One topology that cannot start (a cluster not ready in time on a loaded machine) leaves the other's row standing.
        console.error(`[${topology}] ${(error as Error).stack ?? error}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nload at the end ${load()}, ${new Date().toISOString()}`);
  console.log(
    '| topology | errors | guest page errors | guest page p50 / p99 | wreaths started again, given up, confirmations not 200 | confirmation p50 / p99 | PAID → kiosk p50 / p99 | approved → on the kiosk list | kiosks |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(`| ${formatRow(row)} |`);
  console.log(
    "(errors: guest pages not 200, wreath attempts that failed before the provider approved (started again or given up), confirmations not 200, approved wreaths missing from the kiosk list, wreaths a kiosk stream missed or brought twice; PAID → kiosk: from the provider's approval to the event on a screen, every screen)",
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
