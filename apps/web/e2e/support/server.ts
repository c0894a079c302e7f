import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A second server of the same build, for a journey that needs another configuration (production without keys). */
export interface ExtraServer {
  url: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
    probe.on('error', reject);
  });

/**
 * Starts the build under test (SERVER_ENTRY and WEB_DIST as scripts/e2e.mjs
 * was given them) on a fresh data folder with `env` on top, and waits until it
 * answers. The caller stops it.
 */
export async function startServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-e2e-extra-'));
  const entry = process.env.SERVER_ENTRY || 'apps/server/dist/main.js';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the extra server exited with ${child.exitCode}`);
    }
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the extra server did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
