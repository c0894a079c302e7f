import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';

/** The site's build as written: where it went and in which mode. */
export interface SiteBuild {
  outDir: string;
  mode: string;
}

/** A plugin that, once the site's build has been written without error, runs `then` on it (a second build for another runtime or target). */
export function afterSiteBuild(name: string, then: (site: SiteBuild) => Promise<void>): Plugin {
  const site: SiteBuild = { outDir: '', mode: 'production' };
  return {
    name,
    apply: 'build',
    configResolved(config) {
      site.outDir = path.resolve(config.root, config.build.outDir);
      site.mode = config.mode;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      await then(site);
    },
  };
}

/** Vite once more from the app's folder, without its config file (so without these plugins): React's JSX, no public folder, warnings only. */
export function buildAgain(appRoot: string, mode: string, config: Pick<InlineConfig, 'resolve' | 'build'>) {
  return build({ configFile: false, root: appRoot, mode, publicDir: false, logLevel: 'warn', plugins: [react()], ...config });
}
