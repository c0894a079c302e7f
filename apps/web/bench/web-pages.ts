/**
 * The guest's invitation page under Lighthouse's default mobile run
 * (simulated slow 4G and a 4× slower CPU), on the seeded wedding and funeral
 * invitation of each of the 4 designs.
 *
 *   npm run bench:web        # builds, seeds a fresh server, prints the table
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 * "JS gz" is every script the page loaded, gzipped here at level 9 whatever
 * the server sent; "bytes" is Lighthouse's total byte weight as transferred.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { todayInSeoul } from '@ongi/shared';
import { startBuiltServer } from '../../../test-support/built-server';
import { seededInvitations } from '../../../test-support/seeded-invitations';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

let lighthouseVersion = '';

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  jsGzipKb: number;
  totalKb: number;
}

async function scriptsGzipped(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return bytes;
}

async function measure(url: string, port: number, label: string): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${label}: ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const requests = (lhr.audits['network-requests'].details as { items: Array<{ url: string; resourceType?: string }> }).items;
  const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
  return {
    page: label,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    speedIndexMs: Math.round(lhr.audits['speed-index'].numericValue ?? 0),
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    jsGzipKb: (await scriptsGzipped(scripts)) / 1024,
    totalKb: (lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printTable(rows: Row[]) {
  const lines = [
    '| page | performance | accessibility | FCP | LCP | TBT | Speed Index | CLS | JS gzipped | total bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) =>
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${row.tbtMs} ms | ${seconds(row.speedIndexMs)} | ${row.cls.toFixed(3)} | ${row.jsGzipKb.toFixed(1)} KB | ${row.totalKb.toFixed(0)} KB |`,
    ),
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const views = await seededInvitations(server.base);
    const rows: Row[] = [];
    for (const kind of ['W', 'F'] as const) {
      for (const design of [1, 2, 3, 4]) {
        const view = views.find((candidate) => candidate.invitationType === kind && candidate.mainDesign === design);
        if (!view) throw new Error(`시드에 ${kind === 'W' ? '청첩장' : '부고장'} 디자인 ${design}이 없습니다.`);
        const label = `${kind === 'W' ? '청첩장' : '부고장'} 디자인 ${design}`;
        rows.push(await measure(`${server.base}/invitation/${view.publicNum}`, chrome.port, label));
        console.error(`${label} 측정 완료`);
      }
    }
    console.log(`\nLighthouse ${lighthouseVersion} mobile (기본 모바일 설정: 느린 4G, CPU 4배 감속), ${todayInSeoul()}\n`);
    printTable(rows);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
