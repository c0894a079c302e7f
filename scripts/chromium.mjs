// The browser the journeys drive: Debian's Chromium, or CHROME_PATH. `npm test`
// runs this first (node scripts/chromium.mjs), so a machine without it stops at
// once with how to install it, not after lint, types, the unit tests and a
// build, journey by journey; scripts/e2e.mjs checks the same before Vitest.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Exits with one line when the browser is not there. */
export function requireChromium() {
  if (fs.existsSync(chromePath)) return chromePath;
  console.error(
    `Chromium이 없습니다 (${chromePath}). 브라우저 여정에 필요합니다: apt-get install -y chromium 으로 설치하거나 CHROME_PATH에 브라우저 경로를 지정하세요.`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireChromium();
