// Browser journeys against the real, built product in Debian's Chromium. Each
// journey file starts its own server on a copy of the seeded demo data
// (apps/web/e2e/support); this checks what they need before Vitest starts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requireChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chrome = requireChromium();
// SERVER_ENTRY and WEB_DIST let several people test their own builds side by side.
const webIndex = process.env.WEB_DIST ? path.join(path.resolve(process.env.WEB_DIST), 'index.html') : 'apps/web/dist/index.html';
const serverEntry = process.env.SERVER_ENTRY || 'apps/server/dist/main.js';
for (const built of [serverEntry, webIndex]) {
  if (!fs.existsSync(path.resolve(root, built))) {
    console.error(`${built} 가 없습니다: npm run build 를 먼저 실행하세요.`);
    process.exit(1);
  }
}

const vitest = spawn('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, CHROME_PATH: chrome },
  stdio: 'inherit',
});
vitest.on('exit', (code) => process.exit(code ?? 1));
