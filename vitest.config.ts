import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests of the shared rules and the server's API tests. Browser journeys
// live in apps/web/e2e and run through scripts/e2e.mjs against the built app.
export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself, so a 2-core machine ran the API tests one file at a
    // time; two at once took 4.9 instead of 6.8 minutes there, the second core no longer idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          root: 'apps/web',
          // Unit tests (*.test.ts) run in node. Component tests (*.test.tsx) render into happy-dom,
          // named by a `// @vitest-environment happy-dom` first line in each file: Vitest 4 has no
          // per-glob environment, and a second project would not run under `--project web`.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one database for the run; each test file's database is a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
          // Each file makes its own app and database and no test mocks a module, so a worker
          // imports the server's modules once instead of once per file (about 3 s a file here).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // What a test polls for is work the server does in the background (a job at an instance's start, a
          // notification between instances): on a loaded 2-core CI machine it took longer than Vitest's 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
