import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built product (scripts/e2e.mjs checks the build and Chromium first).
// The demo data is seeded once (support/global-setup.ts); each journey file gets its own server on
// a copy of it and its own Chromium (support/product.ts, support/browser.ts).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { tsconfigPaths: true },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/product.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a journey polls for (a count line, a scrolled tab row) is what a user would wait for: on a busy 2-core CI
    // machine it took longer than Vitest's default second (two journeys failed there, both passing when quiet).
    expect: { poll: { timeout: 10_000 } },
    // Files whose servers share nothing can run side by side; E2E_WORKERS=1 runs them one at a time.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
