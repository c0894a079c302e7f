import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { afterSiteBuild, buildAgain } from './tooling/after-site-build.ts';
import { routePreloads } from './tooling/route-preloads.ts';
import { screenShells } from './tooling/screen-shells.ts';
import { startPreloads } from './tooling/start-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const invitationHtml = fileURLToPath(new URL('./invitation.html', import.meta.url));
// The thank-you page (/thanks/{n}) is opened in KakaoTalk like the invitation: the same light build.
const thanksHtml = fileURLToPath(new URL('./thanks.html', import.meta.url));

/**
 * The guest's invitation page (invitation.html) is built as its own bundle,
 * with Preact's React compatibility layer standing in for React: React's DOM
 * alone is 68 KB gzipped, almost all of the page's 80 KB budget, while the
 * same components on Preact ship in about a fifth of that. The page's code is
 * ordinary React code (typed against React, run on React in `vite` dev); only
 * this build swaps the runtime. It is a second build because one module graph
 * cannot hold both runtimes; it writes into the same outDir after the site's.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Brotli and gzip copies beside each script and stylesheet, made once at build
 * time at the highest levels, for the server to send as they are
 * (@fastify/static's preCompressed) instead of the plain files.
 */
async function compressAssets(assetsDir: string) {
  for (const name of await readdir(assetsDir)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const file = path.join(assetsDir, name);
    const data = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

const formModules = /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]|src[\\/]shared[\\/]ui[\\/]form[\\/](?!rich-text-editor)/;
const uiModules =
  /src[\\/]shared[\\/](lib|ui[\\/]modal)[\\/]|src[\\/]shared[\\/]ui[\\/](?!carousel|postcode-field|period-filter)[^\\/]+$|packages[\\/]shared[\\/]src[\\/](format|constants)|node_modules[\\/](lucide-react|dayjs)[\\/]/;

/** The guest's invitation and thank-you pages, each built on its own after the site, into the same folder. */
function invitationEntry(): Plugin {
  return afterSiteBuild('ongi-invitation-entry', async ({ outDir, mode }) => {
    // One build each, so the invitation's bundle stays as it was: no chunk shared with the thank-you page.
    for (const [name, html] of [
      ['invitation', invitationHtml],
      ['thanks', thanksHtml],
    ] as const) {
      await buildAgain(root, mode, {
        resolve: { alias: preactForReact, tsconfigPaths: true },
        build: {
          outDir,
          assetsDir: 'assets',
          emptyOutDir: false,
          sourcemap: false,
          rolldownOptions: { input: { [name]: html } },
        },
      });
    }
    await compressAssets(path.join(outDir, 'assets'));
  });
}

// The API runs on :3000. The dev server proxies /api to it so the browser
// sees one origin: the server refuses state-changing requests from elsewhere.
// The Host header is kept (no changeOrigin) so Origin and Host still agree.
export default defineConfig({
  plugins: [react(), invitationEntry(), routePreloads(root), screenShells(root), startPreloads(/[\\/]react-dom[\\/]client\.js$/)],
  // '@web/…' and '@server/…' (tsconfig.base.json's paths), as the typecheck reads them.
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, xfwd: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Few files on the first load: a phone on mobile data pays a round trip for every few requests.
        codeSplitting: {
          groups: [
            // Everything the first screen of any page needs, in the entry: React, the router, the query cache, the layouts.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The small shared pieces of the screens (buttons, fields, lists, states, icons, formatters) in one file, not thirty.
            { name: 'ui', test: uiModules, minShareCount: 2, priority: 2 },
            // The form kit and its rules, shared by the login, sign-up, inquiry and invitation forms.
            { name: 'forms', test: formModules, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
