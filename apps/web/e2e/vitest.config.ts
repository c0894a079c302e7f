import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the running product (scripts/e2e.mjs starts it and sets BASE_URL).
// Vitest overwrites process.env.BASE_URL with Vite's base ('/') inside the tests,
// so the product's address travels under a name of its own.
const productUrl = process.env.BASE_URL && /^https?:\/\//.test(process.env.BASE_URL) ? process.env.BASE_URL : 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    env: { E2E_BASE_URL: productUrl },
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ['default'],
  },
});
