import { defineConfig } from 'vitest/config';

// The cluster test (deploy/cluster.test.ts): one file, one cluster, minutes not seconds.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    root: 'deploy',
    include: ['cluster.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
