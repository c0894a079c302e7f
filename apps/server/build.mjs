// Bundles the server into dist/main.js. The shared workspace package is
// bundled in (it ships TypeScript source); every npm dependency stays external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ongi/'));

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUTFILE (inside apps/server, so dependencies resolve) lets several builds sit side by side.
  outfile: process.env.SERVER_OUTFILE || 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log(`server built: apps/server/${process.env.SERVER_OUTFILE || 'dist/main.js'}`);
