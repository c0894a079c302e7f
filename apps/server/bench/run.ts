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
import os from 'node:os';
import autocannon from 'autocannon';
import { startBuiltServer, waitFor } from '../../../test-support/built-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const routes = ['/api/health', '/api/site/settings', '/api/campaign/get-list?page=1', '/api/notice/get-list?page=1', '/api/review/campaign-review-list?page=1&campaignSeq=16&sortType=latest'];

async function measure(url: string, pipelining: number, duration: number) {
  const result = await autocannon({ url, connections, pipelining, duration });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
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
  const server = await startBuiltServer();
  const appPort = Number(new URL(server.base).port);
  const children: ChildProcess[] = [];
  try {
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
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
