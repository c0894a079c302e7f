import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

export async function waitFor(url: string, child: ChildProcess) {
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

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The built server (apps/server/dist/main.js, serving apps/web/dist) on a fresh data folder, seeded with the demo data, on a random port. For the benchmarks. */
export async function startBuiltServer(database = process.env.BENCH_DATABASE_URL ?? ''): Promise<BenchServer> {
  // SERVER_ENTRY (and WEB_DIST, passed on) measure a build made elsewhere.
  const mainJs = process.env.SERVER_ENTRY ? path.resolve(process.env.SERVER_ENTRY) : path.join(serverRoot, 'dist/main.js');
  if (!fs.existsSync(mainJs)) throw new Error('apps/server/dist/main.js 가 없습니다: npm run build 를 먼저 실행하세요.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return {
    base,
    process: child,
    async stop() {
      child.kill();
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
