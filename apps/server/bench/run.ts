/**
 * Throughput and tail latency of the hot public reads, beside a bare
 * node:http server answering the same bytes, measured in the same run
 * (Fastify's own method: autocannon, 100 connections, a warm-up round
 * first). The built server and the bare server each run in their own
 * process; autocannon runs here, in alternating rounds (app, bare, bare body
 * only, again; BENCH_ROUNDS, default 5) so that a shared machine's drifting
 * load weighs on all of them alike, each figure the median of its rounds'. The
 * server is measured after a restart on the data its first start seeded, as
 * a server in service starts. One table: route, database, app req/s, app
 * p99, bare req/s and ratio on the same bytes (headers and body), the
 * same against a bare server sending the body alone, and the CPU time each
 * server spent per request with its ratio (docs/decisions/014). The server
 * runs at the product's default log level, info.
 *
 *   npm run build && npm run bench                  # 10 s per server and route, embedded database (demo data)
 *   BENCH_SECONDS=40 npm run bench                  # the architecture's 40 s
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_bench npm run bench
 *       # also PostgreSQL with the demo data (a scratch database: it receives the schema and the seed)
 *   BENCH_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_scale npm run bench
 *       # also PostgreSQL with the scaled data (filled beforehand by npm run seed:scale)
 *   BENCH_DATABASES=postgres,scaled                 # leave the embedded database out
 *   BENCH_ROUTES=guest,kiosk                        # only the rows whose name holds one of these words
 *   METRICS_PORT=0 npm run bench                    # with the Prometheus metrics on (a port of the system's choosing)
 *   BENCH_LOG_LEVEL=warn npm run bench              # the server at another log level (default info, the product's default)
 *   SERVER_ENTRY=apps/server/dist-before/main.js npm run bench   # a build kept from before a change, beside this one
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer, waitFor, type BuiltServer } from '../../../test-support/built-server';
import { freePort } from '../../../test-support/free-port.mjs';
import { percentile } from '../../../test-support/percentile';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Each contender's measured time is split into this many rounds, taken in turn with the others' (odd: an even count takes the upper middle). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
// The product's default level: every answered request writes its line, as in production.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';

interface Dataset {
  key: 'pglite' | 'postgres' | 'scaled';
  label: string;
  url: string;
}

const datasets: Dataset[] = [
  { key: 'pglite' as const, label: 'PGlite, demo', url: '' },
  { key: 'postgres' as const, label: 'PostgreSQL, demo', url: process.env.BENCH_DATABASE_URL ?? '' },
  { key: 'scaled' as const, label: 'PostgreSQL, scaled', url: process.env.BENCH_SCALE_DATABASE_URL ?? '' },
].filter(
  (dataset) => (dataset.key === 'pglite' || dataset.url) && (!process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(dataset.key)),
);

/** The hot public reads of the architecture's targets; the invitation ones use the demo member's first order. */
function hotReads(publicNum: string): Array<{ name: string; path: string }> {
  return [
    { name: 'site settings', path: '/api/site/settings' },
    { name: 'home: sponsor news', path: '/api/sponsor/main-page-sponsor-list' },
    { name: 'home: best reviews', path: '/api/review/best-list' },
    { name: 'home: donors', path: '/api/payment/getMainPageList/PAID' },
    { name: 'home: notices', path: '/api/notice/getMainPageList' },
    { name: 'campaign list', path: '/api/campaign/get-list?page=1' },
    { name: 'notice list', path: '/api/notice/get-list?page=1' },
    { name: 'review list', path: '/api/review/campaign-review-list?page=1&campaignSeq=16&sortType=latest' },
    { name: 'guest invitation data', path: `/api/invitation/get-detail?orderNum=${publicNum}` },
    { name: 'guest invitation page', path: `/invitation/${publicNum}` },
    { name: 'kiosk payment list', path: `/api/payment/get-payment-list-for-kiosk/${publicNum}/1` },
  ];
}

/** CPU time (user and system) a process has used so far, in microseconds, from /proc (Linux); undefined elsewhere. */
function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 after the command name in parentheses: utime and stime, in clock ticks (100 a second).
    const [, afterName] = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
    if (afterName === undefined) return undefined;
    const fields = afterName.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * One round against a server; with its process id, also the CPU time the
 * server spent per answered request. On a machine others load too, req/s
 * measure the share of the cores the server got as much as the server; its
 * own CPU time per request does not depend on that share.
 */
async function measure(url: string, duration: number, pid?: number) {
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections, duration });
  const cpuAfter = cpuMicros(pid);
  const answered = result.requests.total;
  const cpuPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? (cpuAfter - cpuBefore) / answered : Number.NaN;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuPerRequest };
}
type Measured = Awaited<ReturnType<typeof measure>>;

// The bare baselines: node:http answering fixed bytes. "Same bytes" sends the
// app's own response headers too (security headers, ETag, Cache-Control: a
// dozen lines that Node checks and writes on every answer, about a quarter of
// a bare server's rate on the smallest reads); "body only" sends the body
// with its content type, the baseline of the earlier tables.
const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A bare server answering `body` with `headers` on a free port, answering already. */
async function startBare(path: string, body: Buffer, headers: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServerSource], {
    env: { PORT: String(port), BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitFor(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, process: child };
}

// Node writes these itself on every answer, the bare server's as well as the app's.
const headersNodeWrites = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The demo member's first order's public number: the host's my-page gives it. */
async function demoPublicNum(base: string): Promise<string> {
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'member01', pwd: 'Member1234!' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.includes('ongi_sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('member01 로그인에 실패했습니다 (데모 데이터가 있어야 합니다).');
  const orders = (await (await fetch(`${base}/api/invitation/get-ago-list?daysAgo=all&page=1`, { headers: { cookie } })).json()) as {
    content: Array<{ publicNum: string }>;
  };
  const first = orders.content[0]?.publicNum;
  if (!first) throw new Error('member01의 청첩장·부고장이 없습니다.');
  return first;
}

interface Row {
  route: string;
  database: string;
  rps: number;
  p99: number;
  bareRps: number;
  ratio: number;
  bodyOnlyRps: number;
  bodyOnlyRatio: number;
  errors: number;
  /** CPU time per answered request, µs: the app's and the bare server's on the same bytes. */
  cpu: number;
  bareCpu: number;
}

async function benchDataset(dataset: Dataset, rows: Row[]) {
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer({ database: dataset.url, env: { LOG_LEVEL: logLevel } });
    // The first start seeds the demo data in the same process; a server in service starts on data it finds.
    // Measured on a restart, as it would run, not beside the seed's leftovers (its garbage, the database's first checkpoints).
    await server.stop({ keepData: true });
    await server.restart();
    const appPort = Number(new URL(server.base).port);
    const publicNum = await demoPublicNum(server.base);
    const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
    for (const read of hotReads(publicNum).filter((candidate) => !only || only.some((word) => candidate.name.includes(word)))) {
      const appUrl = `http://127.0.0.1:${appPort}${read.path}`;
      // As autocannon asks: no Accept-Encoding, so the identity bytes.
      const sample = await fetch(appUrl, { headers: { 'accept-encoding': 'identity' } });
      if (!sample.ok) throw new Error(`${read.path} answered ${sample.status}`);
      const body = Buffer.from(await sample.arrayBuffer());
      const sameHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !headersNodeWrites.has(name)));
      const contentTypeOnly = { 'content-type': sample.headers.get('content-type') ?? 'application/json' };
      // Every bare server started is stopped, also when the second fails to start.
      const bareProcesses: ChildProcess[] = [];
      try {
        const same = await startBare(read.path, body, sameHeaders);
        bareProcesses.push(same.process);
        const bodyOnly = await startBare(read.path, body, contentTypeOnly);
        bareProcesses.push(bodyOnly.process);
        const app = { url: appUrl, pid: server.process.pid, rounds: [] as Measured[] };
        const sameBytes = { url: same.url, pid: same.process.pid, rounds: [] as Measured[] };
        const bodyOnlyBytes = { url: bodyOnly.url, pid: bodyOnly.process.pid, rounds: [] as Measured[] };
        const contenders = [app, sameBytes, bodyOnlyBytes];
        for (const contender of contenders) await measure(contender.url, Math.min(3, seconds));
        // Side by side in time: each round measures the app and both bare servers one after the other, so a
        // neighbour's load on a shared machine weighs on all three alike; each figure is the median of the rounds'.
        for (let round = 0; round < rounds; round++) {
          for (const contender of contenders) contender.rounds.push(await measure(contender.url, seconds / rounds, contender.pid));
        }
        const ours = app.rounds;
        const bare = sameBytes.rounds;
        const median = (values: number[]) => percentile(values, 0.5);
        const medianRatio = (baseline: Measured[]) => median(ours.map((round, index) => round.rps / (baseline[index]?.rps ?? Number.NaN)));
        const row = {
          route: read.name,
          database: dataset.label,
          rps: median(ours.map((round) => round.rps)),
          p99: median(ours.map((round) => round.p99)),
          bareRps: median(bare.map((round) => round.rps)),
          ratio: medianRatio(bare),
          bodyOnlyRps: median(bodyOnlyBytes.rounds.map((round) => round.rps)),
          bodyOnlyRatio: medianRatio(bodyOnlyBytes.rounds),
          errors: ours.reduce((sum, round) => sum + round.errors, 0),
          cpu: median(ours.map((round) => round.cpuPerRequest)),
          bareCpu: median(bare.map((round) => round.cpuPerRequest)),
        };
        rows.push(row);
        console.log(formatRow(row));
      } finally {
        for (const bare of bareProcesses) bare.kill();
      }
    }
  } finally {
    await server?.stop();
  }
}

const header =
  '| route | database | app req/s | app p99 | bare req/s, same bytes | ratio | bare req/s, body only | ratio | app CPU µs/req | bare CPU µs/req, same bytes | CPU ratio |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
function formatRow(row: Row): string {
  return `| ${row.route} | ${row.database} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p99} ms | ${Math.round(row.bareRps).toLocaleString('en-US')} | ${row.ratio.toFixed(2)} | ${Math.round(row.bodyOnlyRps).toLocaleString('en-US')} | ${row.bodyOnlyRatio.toFixed(2)}${row.errors ? ` (errors ${row.errors})` : ''} | ${Math.round(row.cpu)} | ${Math.round(row.bareCpu)} | ${(row.bareCpu / row.cpu).toFixed(2)} |`;
}

async function main() {
  console.log(
    `온기 벤치마크: ${connections} connections, LOG_LEVEL=${logLevel}, ${seconds} s each in ${rounds} alternating rounds after a ${Math.min(3, seconds)} s warm-up, pipelining 1; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(header);
  const rows: Row[] = [];
  for (const dataset of datasets) await benchDataset(dataset, rows);
  const below = rows.filter((row) => row.ratio < 0.8 || row.p99 >= 25);
  console.log(
    below.length === 0
      ? '\n모든 읽기가 목표(같은 바이트의 bare의 80% 이상, p99 25 ms 미만) 안입니다.'
      : `\n목표 밖: ${below.map((row) => `${row.route} (${row.database})`).join(', ')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
