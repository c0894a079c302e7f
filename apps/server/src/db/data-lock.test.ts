import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test-support/free-port.mjs';
import { spawnServer, startServer, type ServerProcess } from '../test/server-process';
import { dataLockPath } from './data-lock';

// Two servers on one embedded data folder wrote over each other's pages, and
// payments their guests were told were PAID were gone once both had stopped
// (issue 28, 1.3: `npm start` twice, a reload, an overlapping restart). The
// folder is taken by one process; the real entry runs here as processes.

let dataDir: string;
const running: ServerProcess[] = [];
const env = () => ({ DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: '0' });

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-lock-'));
});
afterAll(async () => {
  for (const server of running) {
    server.process.kill('SIGKILL');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one process per embedded data folder', () => {
  let first: ServerProcess;

  it('a second server on the same DATA_DIR refuses with a Korean message and exits non-zero', async () => {
    first = await startServer(env());
    running.push(first);
    const second = spawnServer(env(), await freePort());
    running.push(second);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('다른 온기 서버(또는 npm run seed·backup·restore)가 이 데이터 폴더를 쓰고 있습니다');
    expect(second.output()).toContain(dataDir);
    // The first one never noticed.
    expect((await fetch(`${first.base}/api/ready`)).status).toBe(200);
  }, 90_000);

  it('after the first is killed (kill -9, no chance to let go) the next start takes the folder', async () => {
    first.process.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(dataLockPath(dataDir))).toBe(true);
    const next = await startServer(env());
    running.push(next);
    expect((await fetch(`${next.base}/api/ready`)).status).toBe(200);

    next.process.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    // A clean stop gives the folder back at once: the folder can be copied as it is (the journeys' seeded copies).
    expect(fs.existsSync(dataLockPath(dataDir))).toBe(false);
  }, 90_000);
});
