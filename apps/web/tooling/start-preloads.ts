import type { Plugin, Rollup } from 'vite';

/**
 * The chunks the site's entry imports dynamically as soon as it runs
 * (main.tsx: React DOM's client), asked for in index.html beside the entry.
 * A dynamic import keeps their code out of the task that runs the entry's
 * modules, but is only asked for once the entry has arrived and run; the
 * preload puts both files on the line at once, as a static import would.
 */
export function startPreloads(modules: RegExp): Plugin {
  return {
    name: 'ongi-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle, filename }) {
        if (!chunk || !bundle || !filename.endsWith('index.html')) return [];
        const chunks = chunk.dynamicImports
          .map((file) => bundle[file])
          .filter((output): output is Rollup.OutputChunk => output?.type === 'chunk' && modules.test(output.facadeModuleId ?? ''));
        if (chunks.length === 0) throw new Error(`start-preloads: 진입 청크가 ${modules}을(를) 동적으로 가져오지 않습니다 (src/main.tsx).`);
        return chunks.map((output) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
