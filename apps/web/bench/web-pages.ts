/**
 * The web pages a phone opens first, under Lighthouse's default mobile run
 * (simulated slow 4G and a 4× slower CPU): the public site's home, a list
 * (campaigns), a detail (campaign 16) and the login page, then the guest's
 * invitation page on the seeded wedding and funeral invitation of each of
 * the 4 designs.
 *
 *   npm run bench:web        # builds, seeds a fresh server, prints the table
 *
 * Lighthouse drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium).
 * "JS gz" is every script the page loaded, gzipped here at level 9 whatever
 * the server sent; "bytes" is Lighthouse's total byte weight as transferred.
 * BENCH_PAGES=public or guest measures one group only; BENCH_REPORT_DIR keeps
 * each page's Lighthouse report (JSON) there, to see what a page spends.
 *
 * One Lighthouse run of a page scores up to ten points apart from the next on
 * this machine (the simulated slow CPU multiplies whatever else the machine
 * does), so each page is measured BENCH_RUNS times (3 unless told) and the
 * row is Lighthouse's own median run (the run nearest the median first paint
 * and time to interactive), as Lighthouse's documentation advises. The
 * "runs" column gives the lowest and highest score of the page's runs.
 *
 *   BENCH_PHONE_SCORE=750 npm run bench:web   # the same phone on every machine (below)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { itemAt, todayInSeoul } from '@ongi/shared';
import { startBuiltServer } from '../../../test-support/built-server';
import { seededInvitations } from '../../../test-support/seeded-invitations';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const groups = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['public', 'guest'];
const reportDir = process.env.BENCH_REPORT_DIR;
const runsPerPage = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/**
 * 'simulate' (Lighthouse's default: one fast load, then slow 4G and the slow
 * CPU computed from its trace) or 'devtools' (the load itself throttled by
 * Chrome, so the figures are what the page did on that network). The second
 * checks that a change to how the page loads helps the phone, not only the model.
 */
const throttlingMethod = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/**
 * The CPU score (Lighthouse's benchmarkIndex) of the phone to emulate, or
 * none for Lighthouse's default: a fixed 4× slowdown of whatever machine
 * runs the bench. Lighthouse's throttling guide says that 4× turns a fast
 * desktop into a mid-tier phone and asks a slower machine to calibrate;
 * these 2-core machines score 950-3,400, so the same 4× emulated phones
 * scoring 240-850. With BENCH_PHONE_SCORE, each run's slowdown is the score
 * Lighthouse measured on this machine in the run before, divided by it (a
 * warm-up run gives the first), so every machine emulates the same phone.
 */
const phoneScore = process.env.BENCH_PHONE_SCORE ? Number(process.env.BENCH_PHONE_SCORE) : undefined;
if (phoneScore !== undefined && !(phoneScore > 0)) throw new Error(`BENCH_PHONE_SCORE는 양수여야 합니다: ${process.env.BENCH_PHONE_SCORE}`);
/** The slowdown of each run when calibrated, to show the range in the table's note. */
const slowdowns: number[] = [];

/** The public pages: a home, a list, a detail and a form, as a visitor arrives on each. */
const publicPages = [
  { label: '홈', path: '/' },
  { label: '캠페인 목록', path: '/campaign' },
  { label: '캠페인 16 상세', path: '/campaign/campaign-dtl/16' },
  { label: '로그인', path: '/login' },
] as const;

let lighthouseVersion = '';
/** Lighthouse's own score of this machine's CPU in each run (environment.benchmarkIndex). */
const hostCpuScores: number[] = [];

interface Row {
  page: string;
  performance: number;
  /** The lowest and highest performance score of the page's runs: how far one run is from the next on this machine. */
  performanceSpread: string;
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

/** The slowdown that makes this machine the phone BENCH_PHONE_SCORE names, from its latest score; Lighthouse's 4× without it. */
function cpuSlowdown(): number | undefined {
  if (phoneScore === undefined) return undefined;
  const latest = hostCpuScores.at(-1);
  if (latest === undefined) throw new Error('보정할 CPU 점수가 아직 없습니다.');
  // Never faster than the machine itself, and at most 10×, so one odd score cannot slow the next run to a crawl.
  return Math.min(10, Math.max(1, Math.round((latest / phoneScore) * 100) / 100));
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART on a busy machine) or without a time to interactive is made once more. The warm-up keeps Lighthouse's 4×. */
async function lighthouseReport(url: string, port: number, label: string, { warmUp = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const cpuSlowdownMultiplier = warmUp ? undefined : cpuSlowdown();
    if (cpuSlowdownMultiplier !== undefined) slowdowns.push(cpuSlowdownMultiplier);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      onlyCategories: ['performance', 'accessibility'],
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.environment.benchmarkIndex) hostCpuScores.push(lhr.environment.benchmarkIndex);
    // Lighthouse's median run needs every run's time to interactive; a throttled load on a slow machine sometimes never gets one.
    const failure =
      lhr.runtimeError ??
      (Number.isFinite(lhr.audits.interactive?.numericValue) ? undefined : { code: 'NO_TTI', message: '상호작용 가능 시점(TTI)이 없습니다' });
    if (!failure) return lhr;
    if (attempt >= 2) throw new Error(`${label}: ${failure.message}`);
    console.error(`${label}: ${failure.code}, 다시 측정합니다`);
  }
}

/** 'lowest–highest' of some figures, each written by `format`. */
function spread(values: number[], format: (value: number) => string | number = (value) => value): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(itemAt(sorted, 0, 'the lowest'))}–${format(itemAt(sorted, -1, 'the highest'))}`;
}

async function measure(url: string, port: number, label: string): Promise<Row> {
  const runs = [];
  for (let run = 0; run < runsPerPage; run++) runs.push(await lighthouseReport(url, port, label));
  const lhr = computeMedianRun(runs);
  const scores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${label.replace(/\s+/g, '-')}.json`), JSON.stringify(lhr));
  }
  lighthouseVersion = lhr.lighthouseVersion;
  const requests = (lhr.audits['network-requests'].details as { items: Array<{ url: string; resourceType?: string }> }).items;
  const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
  return {
    page: label,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    performanceSpread: spread(scores),
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
    '| page | performance | runs | accessibility | FCP | LCP | TBT | Speed Index | CLS | JS gzipped | total bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${row.performance} | ${row.performanceSpread} | ${row.accessibility} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${row.tbtMs} ms | ${seconds(row.speedIndexMs)} | ${row.cls.toFixed(3)} | ${row.jsGzipKb.toFixed(1)} KB | ${row.totalKb.toFixed(0)} KB |`,
    ),
  ];
  console.log(lines.join('\n'));
}

/**
 * The 4× slowdown is applied to whatever CPU runs the test, so the same build
 * scores lower on a slower machine; the line tells the reader which it was.
 * Chrome DevTools' CPU calibration puts a mid-tier phone (Pixel 5) at 1000.
 */
function hostCpuLine(): string {
  if (hostCpuScores.length === 0) return '';
  const sorted = [...hostCpuScores].sort((a, b) => a - b);
  const median = itemAt(sorted, Math.floor(sorted.length / 2), 'the median score');
  return `이 기계의 CPU 점수(Lighthouse benchmarkIndex): 중앙값 ${Math.round(median)} (${spread(sorted, Math.round)}, ${sorted.length}회). DevTools는 중급 휴대폰(Pixel 5)을 1000으로 잡습니다. ${phoneScore === undefined ? '4배 감속은 이 점수에 곱해지므로, 점수가 낮은 기계일수록 더 느린 휴대폰을 흉내 냅니다.' : `감속은 실행마다 직전 실행의 점수 ÷ ${phoneScore}이고, 그래서 어느 기계에서나 같은 휴대폰을 흉내 냅니다.`}`;
}

/** What the CPU emulated: Lighthouse's default, or the phone the slowdown was calibrated to and the slowdowns it took. */
function cpuLabel(): string {
  if (phoneScore === undefined) return '기본 모바일 설정: 느린 4G, CPU 4배 감속';
  return `느린 4G, CPU 점수 ${phoneScore}인 휴대폰으로 보정한 감속 ${spread(slowdowns)}배`;
}

/** The 8 guest pages: the seeded wedding and funeral invitation of each design. */
async function guestPages(base: string): Promise<Array<{ label: string; path: string }>> {
  const views = await seededInvitations(base);
  const pages: Array<{ label: string; path: string }> = [];
  for (const kind of ['W', 'F'] as const) {
    for (const design of [1, 2, 3, 4]) {
      const view = views.find((candidate) => candidate.invitationType === kind && candidate.mainDesign === design);
      if (!view) throw new Error(`시드에 ${kind === 'W' ? '청첩장' : '부고장'} 디자인 ${design}이 없습니다.`);
      pages.push({ label: `${kind === 'W' ? '청첩장' : '부고장'} 디자인 ${design}`, path: `/invitation/${view.publicNum}` });
    }
  }
  return pages;
}

async function main() {
  const server = await startBuiltServer();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const pages = [...(groups.includes('public') ? publicPages : []), ...(groups.includes('guest') ? await guestPages(server.base) : [])];
    // The first calibrated run needs a score of this machine to start from.
    if (phoneScore !== undefined) await lighthouseReport(`${server.base}/`, chrome.port, '보정', { warmUp: true });
    const rows: Row[] = [];
    for (const page of pages) {
      rows.push(await measure(`${server.base}${page.path}`, chrome.port, page.label));
      console.error(`${page.label} 측정 완료`);
    }
    console.log(
      `\nLighthouse ${lighthouseVersion} mobile (${cpuLabel()}${throttlingMethod === 'devtools' ? ', Chrome이 실제로 늦춘 측정' : ''}), 페이지마다 ${runsPerPage}회 중 중앙값, ${todayInSeoul()}\n`,
    );
    printTable(rows);
    console.log(`\n${hostCpuLine()}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
