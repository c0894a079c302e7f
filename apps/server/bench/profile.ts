/**
 * Where a hot public read's time goes under load (docs/decisions/014): the
 * app runs in this process, so its event loop, its pool's queue and its CPU
 * can be read while autocannon (a child process) holds 100 connections; the
 * PostgreSQL backends' CPU is read from /proc. One row per variant of the
 * settings the decision weighs (pool size, request logging, the public read
 * cache), beside a bare node:http server answering the same bytes.
 *
 *   createdb -h 127.0.0.1 -U postgres ongi_profile
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ongi_profile npm run bench:profile -w @ongi/server
 *
 * The database receives the schema and the demo data when it is empty.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { Session, type Profiler } from 'node:inspector';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { only } from '@ongi/shared';
import { freePort } from '../../../test-support/free-port.mjs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectPostgres } from '../src/db/client';
import { loggerOptions } from '../src/plugins/logging';
import { LocalStorage } from '../src/integrations/storage/local';
import { isDatabaseEmpty, seed } from '../src/seed';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_DATABASE_URL (PostgreSQL) 가 필요합니다: 이 측정은 풀과 PostgreSQL 백엔드를 봅니다.');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const routes = (
  process.env.BENCH_ROUTES ?? '/api/campaign/get-list?page=1,/api/notice/get-list?page=1,/api/review/campaign-review-list?page=1&campaignSeq=16&sortType=latest'
).split(',');

interface Variant {
  name: string;
  poolSize: number;
  logLevel: 'info' | 'warn';
  cacheMb: number;
}

const allVariants: Variant[] = [
  { name: 'before: pool 10, info log, no cache', poolSize: 10, logLevel: 'info', cacheMb: 0 },
  { name: 'pool 10, warn log, no cache', poolSize: 10, logLevel: 'warn', cacheMb: 0 },
  { name: 'pool 20, warn log, no cache', poolSize: 20, logLevel: 'warn', cacheMb: 0 },
  { name: 'pool 50, warn log, no cache', poolSize: 50, logLevel: 'warn', cacheMb: 0 },
  { name: 'pool 20, info log, cache', poolSize: 20, logLevel: 'info', cacheMb: 64 },
  { name: 'after: pool 20, warn log, cache', poolSize: 20, logLevel: 'warn', cacheMb: 64 },
];
const variants = allVariants.filter(
  (variant) => !process.env.BENCH_VARIANTS || process.env.BENCH_VARIANTS.split(',').some((name) => variant.name.includes(name)),
);

/** BENCH_PROFILE=<part of a variant's name>: a V8 CPU profile of that variant, its heaviest functions printed at the end. */
const profileVariant = process.env.BENCH_PROFILE;
const profiles: string[] = [];

const require = createRequire(import.meta.url);
const autocannonBin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
const ticksPerSecond = 100;

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const [, afterName] = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
    if (afterName === undefined) return 0;
    const fields = afterName.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU seconds of the backends serving this database (the app's pool), not of other work on the server. */
async function backendsCpu(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<number> {
  const result = (await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as { rows: Array<{ pid: number }> };
  return result.rows.reduce((sum, row) => sum + cpuSeconds(row.pid), 0);
}

/** Self time by function from a V8 CPU profile, the heaviest first. */
function topFunctions(profile: Profiler.Profile, count: number): string[] {
  const self = new Map<string, number>();
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples ?? []) {
    const frame = byId.get(id)!.callFrame;
    const where = frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${frame.lineNumber + 1}` : '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

function postProfiler(session: Session, method: string, params?: object): Promise<unknown> {
  return new Promise((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** autocannon in its own process, so it does not share the app's event loop. */
function runLoad(url: string, duration: number, onStart?: (pid: number) => void): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonBin, '-c', String(connections), '-d', String(duration), '-j', url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (child.pid) onStart?.(child.pid);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const result = JSON.parse(output) as {
          requests: { average: number; total: number };
          latency: { p50: number; p99: number };
          errors: number;
          non2xx: number;
        };
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          requests: result.requests.total,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('ready'));
`;

async function bareBaseline(route: string, body: Buffer, contentType: string): Promise<Load> {
  const port = await freePort();
  const bare = spawn(process.execPath, ['-e', bareServerSource], {
    env: { PORT: String(port), BODY: body.toString('base64'), CONTENT_TYPE: contentType },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    await runLoad(`http://127.0.0.1:${port}${route}`, Math.min(3, seconds));
    return await runLoad(`http://127.0.0.1:${port}${route}`, seconds);
  } finally {
    bare.kill();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-profile-'));
  const logFile = path.join(dataDir, 'requests.log');
  const storage = new LocalStorage(path.join(dataDir, 'uploads'));
  const setup = connectPostgres(databaseUrl!, 2);
  await setup.migrate();
  if (await isDatabaseEmpty(setup.db)) await seed(setup.db, storage);
  await setup.close();

  console.log(
    `온기 읽기 경로 분석: ${connections} connections, ${seconds} s, PostgreSQL, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const bare = new Map<string, Load>();

  for (const route of routes) {
    console.log(`\n${route}`);
    console.log(
      'variant                                   req/s    p50    p99  ratio  app CPU  app ELU  loop p99  pool wait avg/max  PG CPU  load CPU  queries/req',
    );
    for (const variant of variants) {
      const config = loadConfig({
        ...process.env,
        NODE_ENV: 'production',
        ALLOW_SANDBOX: 'true',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SESSION_SECRET: 'profile-secret-that-is-long-enough-for-cookies',
        DATABASE_POOL_SIZE: String(variant.poolSize),
        PUBLIC_READ_CACHE_MB: String(variant.cacheMb),
        LOG_LEVEL: variant.logLevel,
      });
      const database = connectPostgres(databaseUrl!, variant.poolSize);
      // Request lines go where production sends them: a file descriptor, written synchronously by pino.
      const logger = loggerOptions(variant.logLevel, pino.destination({ dest: logFile, sync: true }) as unknown as NodeJS.WritableStream);
      const app = await buildApp({ config, database, storage, logger });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${route}`;

      if (!bare.has(route)) {
        const sample = await fetch(url);
        bare.set(route, await bareBaseline(route, Buffer.from(await sample.arrayBuffer()), sample.headers.get('content-type') ?? 'application/json'));
      }

      await runLoad(url, Math.min(3, seconds));
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const commits = async () => {
        const result = (await database.db.execute(
          sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
        )) as unknown as { rows: Array<{ n: string }> };
        return Number(only(result.rows, 'a count').n);
      };
      const commitsBefore = await commits();
      const eluBefore = performance.eventLoopUtilization();
      const cpuBefore = process.cpuUsage();
      const pgBefore = await backendsCpu(database.db);
      const profiling = profileVariant !== undefined && variant.name.includes(profileVariant);
      const session = new Session();
      if (profiling) {
        session.connect();
        await postProfiler(session, 'Profiler.enable');
        await postProfiler(session, 'Profiler.start');
      }
      let loadPid = 0;
      let loadCpu = 0;
      const waits: number[] = [];
      // The load generator's CPU is read while it runs: its /proc entry goes when it exits.
      const sampler = setInterval(() => {
        waits.push(database.poolStats?.().waiting ?? 0);
        if (loadPid) loadCpu = cpuSeconds(loadPid) || loadCpu;
      }, 100);
      const started = performance.now();
      const load = await runLoad(url, seconds, (pid) => {
        loadPid = pid;
      });
      const wall = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const cpu = process.cpuUsage(cpuBefore);
      const elu = performance.eventLoopUtilization(eluBefore);
      const pgCpu = (await backendsCpu(database.db)) - pgBefore;
      if (profiling) {
        const { profile } = (await postProfiler(session, 'Profiler.stop')) as { profile: Profiler.Profile };
        session.disconnect();
        profiles.push(`${variant.name}, ${route}: self time`, ...topFunctions(profile, 25), '');
      }
      loop.disable();
      // Each statement outside an explicit transaction commits once; the sampler's own query is one more.
      const queriesPerRequest = ((await commits()) - commitsBefore - 1) / Math.max(1, load.requests);
      const baseline = bare.get(route)!;
      const percent = (value: number) => `${Math.round(value * 100)}%`.padStart(7);
      console.log(
        [
          variant.name.padEnd(40),
          load.rps.toFixed(0).padStart(6),
          `${load.p50}`.padStart(6),
          `${load.p99}`.padStart(6),
          (load.rps / baseline.rps).toFixed(2).padStart(6),
          percent((cpu.user + cpu.system) / 1e6 / wall),
          percent(elu.utilization),
          `${(loop.percentile(99) / 1e6).toFixed(1)} ms`.padStart(9),
          `${(waits.reduce((a, b) => a + b, 0) / Math.max(1, waits.length)).toFixed(1)}/${Math.max(0, ...waits)}`.padStart(18),
          percent(pgCpu / wall),
          percent(loadCpu / wall),
          queriesPerRequest.toFixed(2).padStart(12),
          load.errors ? ` errors ${load.errors}` : '',
        ].join(' '),
      );
      await app.close();
      await database.close();
    }
    const baseline = bare.get(route)!;
    console.log(
      `${'bare node:http, same bytes'.padEnd(40)} ${baseline.rps.toFixed(0).padStart(6)} ${`${baseline.p50}`.padStart(6)} ${`${baseline.p99}`.padStart(6)}`,
    );
  }
  if (profiles.length > 0) console.log(`\n${profiles.join('\n')}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
