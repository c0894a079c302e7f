import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which files each screen of the site needs, written at build time for the
 * server (apps/server/src/plugins/web.ts), so the HTML of /campaign already
 * asks for the campaign list's code and styles beside the app's own instead of
 * after it: on a phone that saves a whole round trip before the first paint.
 *
 * The screens and their route modules come from the route registry's source
 * (`pattern: patterns.x, ..., screen: () => import('./routes/y')`), the
 * patterns from paths.ts; route-preloads.test.ts checks that every screen of
 * the registry is found, so the two cannot drift apart.
 */

export interface RoutePreload {
  /** React Router pattern, e.g. /campaign/campaign-dtl/:campaignSeq */
  pattern: string;
  /** Script files under the site root (/assets/...), the route's own module first. */
  scripts: string[];
  styles: string[];
  /** Drawn inside the site's header (the public and my-page layouts): its HTML may show the header's shell before the app runs. */
  siteHeader: boolean;
}

export interface RoutePreloadFile {
  routes: RoutePreload[];
}

export const routePreloadFile = '.vite/route-preloads.json';

/** The `patterns` object of paths.ts: name → pattern. */
export function readPatterns(pathsSource: string): Map<string, string> {
  const block = /export const patterns = \{([\s\S]*?)\n\} as const;/.exec(pathsSource);
  if (!block) throw new Error('paths.ts: patterns 객체를 찾지 못했습니다.');
  const patterns = new Map<string, string>();
  const [, body = ''] = block;
  for (const [, name = '', pattern = ''] of body.matchAll(/^\s*(\w+): '([^']*)',/gm)) patterns.set(name, pattern);
  return patterns;
}

/** Every registry entry with a screen module: its pattern and the module it imports (relative to the registry). */
export function readScreens(registrySource: string, patterns: Map<string, string>): Array<{ pattern: string; module: string; layout: string }> {
  const screens: Array<{ pattern: string; module: string; layout: string }> = [];
  for (const [entry, name = '', module = ''] of registrySource.matchAll(
    /\{[^{}]*?pattern: patterns\.(\w+)[^{}]*?screen: \(\) => import\('([^']+)'\)[^{}]*?\}/g,
  )) {
    const pattern = patterns.get(name);
    if (pattern === undefined) throw new Error(`route-registry.ts: patterns.${name}이(가) paths.ts에 없습니다.`);
    const layout = /layout: '(\w+)'/.exec(entry)?.[1];
    if (layout === undefined) throw new Error(`route-registry.ts: patterns.${name}의 화면에 layout이 없습니다.`);
    screens.push({ pattern, module, layout });
  }
  return screens;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A chunk's styles in the order Vite's loader adds them on an in-app
 * navigation (an imported chunk's styles before the importer's own), so the
 * cascade is the same whether a page is opened first or reached by a link.
 */
function stylesInOrder(start: BundleChunk, byFile: Map<string, BundleChunk>): string[] {
  const styles = new Set<string>();
  const seen = new Set<BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file);
  };
  visit(start);
  return [...styles];
}

export function routePreloads(appRoot: string): Plugin {
  const registryFile = path.join(appRoot, 'src/app/route-registry.ts');
  const pathsFile = path.join(appRoot, 'src/app/paths.ts');
  return {
    name: 'ongi-route-preloads',
    apply: 'build',
    // After Vite has folded its style-only chunks into the chunks that import them.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & BundleChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: BundleChunk, seen = new Set<BundleChunk>()) => {
        if (seen.has(start)) return seen;
        seen.add(start);
        for (const file of start.imports) {
          const next = byFile.get(file);
          if (next) closure(next, seen);
        }
        return seen;
      };
      // The site's entry (index.html → src/main.tsx); the invitation page is built apart.
      const entry = chunks.find((chunk) => chunk.isEntry && /[\\/](index\.html|src[\\/]main\.tsx)$/.test(chunk.facadeModuleId ?? ''));
      if (!entry) throw new Error('route-preloads: 사이트의 진입 청크(index.html)를 찾지 못했습니다.');
      const initial = closure(entry);
      const initialCss = new Set([...initial].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));

      const screens = readScreens(readFileSync(registryFile, 'utf8'), readPatterns(readFileSync(pathsFile, 'utf8')));
      const routes: RoutePreload[] = [];
      for (const screen of screens) {
        const moduleId = path.resolve(path.dirname(registryFile), `${screen.module}.tsx`);
        const own = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
        if (!own) throw new Error(`route-preloads: ${screen.module}의 청크가 없습니다.`);
        const needed = [...closure(own)].filter((chunk) => !initial.has(chunk));
        routes.push({
          pattern: screen.pattern,
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: stylesInOrder(own, byFile)
            .filter((file) => !initialCss.has(file))
            .map((file) => `/${file}`),
          siteHeader: screen.layout === 'public' || screen.layout === 'mypage',
        });
      }
      const missing = routes.flatMap((route) => [...route.scripts, ...route.styles]).filter((file) => !(file.slice(1) in bundle));
      if (missing.length > 0) throw new Error(`route-preloads: 빌드에 없는 파일을 가리킵니다: ${missing.join(', ')}`);
      const file: RoutePreloadFile = { routes };
      this.emitFile({ type: 'asset', fileName: routePreloadFile, source: JSON.stringify(file) });
    },
  };
}
