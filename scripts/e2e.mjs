// Browser journeys against the real, built product: starts the server on a
// fresh embedded database (seeded with the demo data), runs the Playwright
// journeys in Debian's Chromium, and stops the server again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test-support/free-port.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`Chromium이 없습니다 (${chrome}). apt-get install -y chromium 으로 설치하거나 CHROME_PATH를 지정하세요.`);
  process.exit(1);
}
// WEB_DIST lets several people test their own web builds side by side.
const webIndex = process.env.WEB_DIST ? path.join(path.resolve(process.env.WEB_DIST), 'index.html') : 'apps/web/dist/index.html';
// SERVER_ENTRY and WEB_DIST let several people test their own builds side by side.
const serverEntry = process.env.SERVER_ENTRY || 'apps/server/dist/main.js';
for (const built of [serverEntry, webIndex]) {
  if (!fs.existsSync(path.resolve(root, built))) {
    console.error(`${built} 가 없습니다: npm run build 를 먼저 실행하세요.`);
    process.exit(1);
  }
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ongi-e2e-'));
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', KIOSK_STREAMS_PER_ADDRESS: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let exitCode = 1;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  const vitest = spawn('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    // E2E_DATA_DIR: journeys read what the server wrote there, e.g. mails in outbox/*.eml.
    env: { ...process.env, BASE_URL: baseUrl, CHROME_PATH: chrome, E2E_DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  exitCode = await new Promise((resolve) => vitest.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
