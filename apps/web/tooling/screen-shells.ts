import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterSiteBuild, buildAgain } from './after-site-build.ts';

/** Written for the server (apps/server/src/plugins/web.ts): route pattern → the first view's HTML. */
export const screenShellFile = '.vite/screen-shells.json';

/**
 * Draws src/app/screen-shells.tsx's first views into HTML at build time: the
 * module is built once more for Node (the same components and CSS modules, so
 * the same class names as the site's stylesheets), run, and its markup
 * written beside the route preloads. The Node build is thrown away after.
 */
export function screenShells(appRoot: string): Plugin {
  return afterSiteBuild('ongi-screen-shells', async ({ outDir, mode }) => {
    // Inside the app's folder, so the built module finds react and react-router in node_modules.
    const ssrDir = await mkdtemp(path.join(appRoot, 'node_modules', '.screen-shells-'));
    try {
      await buildAgain(appRoot, mode, {
        resolve: { tsconfigPaths: true },
        build: {
          ssr: path.join(appRoot, 'src/app/screen-shells.tsx'),
          outDir: ssrDir,
          emptyOutDir: false,
          rolldownOptions: { output: { entryFileNames: 'screen-shells.mjs' } },
        },
      });
      const { renderScreenShells } = (await import(pathToFileURL(path.join(ssrDir, 'screen-shells.mjs')).href)) as {
        renderScreenShells: () => Record<string, string>;
      };
      await writeFile(path.join(outDir, screenShellFile), JSON.stringify({ shells: renderScreenShells() }));
    } finally {
      await rm(ssrDir, { recursive: true, force: true });
    }
  });
}
