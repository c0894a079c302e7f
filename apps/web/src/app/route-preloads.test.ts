import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPatterns, readScreens } from '../../tooling/route-preloads';
import { patterns } from './paths';
import { screens } from './route-registry';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('route preloads read from the registry’s source', () => {
  it('reads every pattern of paths.ts', () => {
    expect(Object.fromEntries(readPatterns(source('./paths.ts')))).toEqual(patterns);
  });

  it('finds every site screen with a module, with its pattern, so each page asks for its own code', () => {
    const found = readScreens(source('./route-registry.ts'), readPatterns(source('./paths.ts')));
    // The back office's screens come from admin-resources.ts and are not preloaded.
    const site = screens.filter((screen) => screen.screen && screen.layout !== 'admin');
    expect(found.map((screen) => screen.pattern).sort()).toEqual(site.map((screen) => screen.pattern).sort());
    // Each found module is the one the registry's screen loads.
    for (const screen of site) {
      // The loader's text names its module ('./routes/x', or '/src/app/routes/x.tsx' as Vitest rewrites it).
      const loads = /routes\/([\w-]+)/.exec(String(screen.screen))?.[1];
      const read = found.find((candidate) => candidate.pattern === screen.pattern);
      expect(read?.module, screen.pattern).toBe(`./routes/${loads}`);
      // The layout decides whether the page's HTML shows the site header's shell.
      expect(read?.layout, screen.pattern).toBe(screen.layout);
    }
  });
});
