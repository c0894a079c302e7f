import type { QueryClient } from '@tanstack/react-query';
import fontFacesUrl from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url';
import { untilIdle, whenIdle } from '@web/shared/lib/when-idle';

/** What this needs of the app's router: whether the first screen is in, nothing is loading, and where we are. */
interface RouterState {
  state: { initialized: boolean; navigation: { state: string }; location: { key: string } };
  subscribe(listener: () => void): () => void;
}

/**
 * The site's typeface, Pretendard, without making the first page wait for it.
 *
 * A Korean page touches a dozen or more of the font's 92 slices, 300-450 KB
 * in all. Asked for with the page, they shared a phone's mobile data with the
 * page's own code, answers and pictures, and each slice that arrived laid the
 * whole page out again; changing the typeface of a page already on screen
 * also moves the text under the reader's eyes. So the first page of a visit
 * is drawn in the device's own Korean font (Pretendard's Hangul is drawn from
 * the same Source Han Sans / Noto Sans CJK design, so it looks much the same).
 * Once that page is in and the browser is idle, the slices its text needs are
 * fetched into the browser's cache, quietly: as plain downloads, not yet as
 * fonts, because every font face that loads makes the browser restyle the
 * whole page. The next page the visitor opens is drawn in Pretendard
 * (html.font-ready, tokens.css), its slices coming from the cache, and so is
 * every page after it in this tab. Only the tab is trusted to remember that,
 * not the browser: a cleared cache would otherwise bring the slices back in
 * front of the page.
 */
const readyClass = 'font-ready';
const rememberKey = 'ongi.font-ready';

/** The page's screen is drawn and nothing it asked the API for is still on its way. */
function pageSettled(router: RouterState, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    const settled = () =>
      document.readyState === 'complete' && router.state.initialized && router.state.navigation.state === 'idle' && queryClient.isFetching() === 0;
    const check = () => {
      window.clearTimeout(quiet);
      // Still for a moment: a screen that just mounted has not asked for its data yet.
      if (settled()) quiet = window.setTimeout(() => settled() && done(), 300);
    };
    const stopRouter = router.subscribe(check);
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const latest = window.setTimeout(() => done(), 8000);
    window.addEventListener('load', check);
    function done() {
      stopRouter();
      stopQueries();
      window.clearTimeout(quiet);
      window.clearTimeout(latest);
      window.removeEventListener('load', check);
      resolve();
    }
    check();
  });
}

function remember(key: string, value?: string): string | null {
  try {
    if (value === undefined) return sessionStorage.getItem(key);
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): every page counts as the first of a visit.
  }
  return null;
}

type Slice = { url: string; ranges: Array<readonly [number, number]> };

/** Each slice's file and the ranges of characters it covers, read from the font's stylesheet one face at a time. */
export function* fontSlices(css: string): Generator<Slice> {
  for (const [, face = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(face)?.[1];
    const ranges = /unicode-range:\s*([^;}]+)/i.exec(face)?.[1];
    if (!url || !ranges) continue;
    yield {
      url,
      ranges: ranges.split(',').map((range) => {
        const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
      }),
    };
  }
}

/** Whether the slice covers at least one of the characters (code points sorted ascending). */
export function sliceCovers(slice: Pick<Slice, 'ranges'>, sortedCodePoints: number[]): boolean {
  const anyWithin = (from: number, to: number) => {
    let low = 0;
    let high = sortedCodePoints.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const point = sortedCodePoints[middle];
      if (point !== undefined && point < from) low = middle + 1;
      else high = middle;
    }
    const first = sortedCodePoints[low];
    return first !== undefined && first <= to;
  };
  return slice.ranges.some(([from, to]) => anyWithin(from, to));
}

/** Puts the font's faces on the page and switches the typeface (tokens.css). */
function applySiteFont() {
  if (!document.querySelector(`link[href="${fontFacesUrl}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontFacesUrl;
    document.head.append(link);
  }
  document.documentElement.classList.add(readyClass);
}

/**
 * Longest stretch of the warm-up between two breaks, in ms. A phone runs this
 * some four times slower than a desktop, and reading the stylesheet's 92 faces
 * and asking for a dozen files took 20-45 ms here in one go: a tap in that
 * moment waited for it on a phone.
 */
const stepMs = 4;

/** Fetches the slices the text on screen needs into the browser's cache (the header, menus and footer come back on every page), in short steps. */
async function warmSlices(): Promise<void> {
  const css = await (await fetch(fontFacesUrl)).text();
  const codePoints = new Set<number>();
  // textContent, not innerText: the same characters (and the closed menus' too, which later pages show) without laying the page out again.
  for (const character of document.body.textContent ?? '') codePoints.add(character.codePointAt(0) ?? 0);
  const sorted = [...codePoints].sort((a, b) => a - b);
  const base = new URL(fontFacesUrl, location.href);
  const downloads: Array<Promise<ArrayBuffer>> = [];
  let stepStart = performance.now();
  for (const slice of fontSlices(css)) {
    if (performance.now() - stepStart > stepMs) {
      await untilIdle();
      stepStart = performance.now();
    }
    if (!sliceCovers(slice, sorted)) continue;
    // Low priority: whatever the page still asks for goes first.
    const download = fetch(new URL(slice.url, base), { priority: 'low' } as RequestInit).then((response) => response.arrayBuffer());
    // A download that fails while the loop waits is answered by the Promise.all below, not reported as unhandled.
    download.catch(() => undefined);
    downloads.push(download);
  }
  await Promise.all(downloads);
}

export function loadSiteFont(router: RouterState, queryClient: QueryClient) {
  if (remember(rememberKey) === '1') {
    applySiteFont();
    return;
  }
  // A visitor who asked their phone to save data keeps its own font: 300 KB or more is not worth it to them.
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  void pageSettled(router, queryClient).then(() =>
    whenIdle(async () => {
      try {
        await warmSlices();
      } catch {
        // Offline or refused: the device's font stays, which is fine.
        return;
      }
      remember(rememberKey, '1');
      // Never under the text being read: with the next page that opens.
      const shown = router.state.location.key;
      const stop = router.subscribe(() => {
        if (router.state.location.key === shown) return;
        stop();
        applySiteFont();
      });
    }),
  );
}
