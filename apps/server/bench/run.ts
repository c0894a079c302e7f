/**
 * Throughput and tail latency of hot reads, beside a bare node:http server
 * answering the same bytes, measured in the same run (Fastify's own method:
 * autocannon, 100 connections, a warm-up round first). The built server and
 * the bare server each run in their own process; autocannon runs here.
 *
 *   npm run build && npm run bench         # 10 s per round, embedded database
 *   BENCH_SECONDS=40 npm run bench         # the architecture's 40 s rounds
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *
 * BENCH_DATABASE_URL's database receives the schema and the demo data: point
 * it at a scratch database, not one whose tables matter.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const routes = ['/api/health', '/api/site/settings', '/api/campaign/get-list?page=1', '/api/notice/get-list?page=1', '/api/review/campaign-review-list?page=1&campaignSeq=16&sortType=latest'];

async function measure(url: string, pipelining: number, duration: number) {
  const result = await autocannon({ url, connections, pipelining, duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function waitFor(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

// The bare baseline: node:http answering fixed bytes with the same content type.
const bareServerSource = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function main() {
  const mainJs = path.join(serverRoot, 'dist/main.js');
  if (!fs.existsSync(mainJs)) throw new Error('apps/server/dist/main.js 가 없습니다: npm run build 를 먼저 실행하세요.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-bench-'));
  const appPort = 3400 + Math.floor(Math.random() * 500);
  const app = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const children: ChildProcess[] = [app];
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`, app);
    console.log(
      `온기 벤치마크: ${connections} connections, ${seconds} s per round, database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores`,
    );
    console.log('route                                    pipelining   app req/s   app p99   bare req/s   bare p99   ratio');
    for (const [index, route] of routes.entries()) {
      const sample = await fetch(`http://127.0.0.1:${appPort}${route}`);
      const body = Buffer.from(await sample.arrayBuffer());
      const barePort = appPort + 600 + index;
      const bare = spawn(process.execPath, ['-e', bareServerSource], {
        env: { PORT: String(barePort), BODY: body.toString('base64'), CONTENT_TYPE: sample.headers.get('content-type') ?? 'application/json' },
        stdio: 'inherit',
      });
      children.push(bare);
      await waitFor(`http://127.0.0.1:${barePort}${route}`, bare);
      for (const pipelining of [1, 10]) {
        await measure(`http://127.0.0.1:${appPort}${route}`, pipelining, Math.min(3, seconds));
        const ours = await measure(`http://127.0.0.1:${appPort}${route}`, pipelining, seconds);
        await measure(`http://127.0.0.1:${barePort}${route}`, pipelining, Math.min(3, seconds));
        const base = await measure(`http://127.0.0.1:${barePort}${route}`, pipelining, seconds);
        console.log(
          `${route.padEnd(40).slice(0, 60)} ${String(pipelining).padStart(10)} ${ours.rps.toFixed(0).padStart(11)} ${`${ours.p99} ms`.padStart(9)} ${base.rps
            .toFixed(0)
            .padStart(12)} ${`${base.p99} ms`.padStart(10)} ${(ours.rps / base.rps).toFixed(2).padStart(7)}${ours.errors ? `  (errors ${ours.errors})` : ''}`,
        );
      }
      bare.kill();
    }
  } finally {
    for (const child of children) child.kill();
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
