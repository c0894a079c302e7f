import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test-support/free-port.mjs';
import { spawnServer, startServer } from '../test/server-process';

// MIGRATE_ON_START=false (issue 28, 1.8): a deployment that runs
// `npm run migrate` as a step of its own starts instances that do not
// migrate, and an instance refuses a database its code is ahead of.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-migrate-step-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function migrateStep(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/migrate-run.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('MIGRATE_ON_START=false', () => {
  it('refuses a database left behind, then starts once npm run migrate has run', async () => {
    const env = { DATA_DIR: dataDir, MIGRATE_ON_START: 'false' };
    const early = spawnServer(env, await freePort());
    expect((await early.exited).code).toBe(1);
    expect(early.output()).toMatch(/적용하지 않은 마이그레이션이 \d+개 있습니다\. npm run migrate 를 먼저 실행하세요/);

    const step = await migrateStep();
    expect(step.code).toBe(0);
    expect(step.output).toMatch(/마이그레이션 \d+개를 적용했습니다/);

    const server = await startServer(env);
    try {
      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
